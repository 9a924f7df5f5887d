import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api-client.ts';
import { toastingLoadFailure } from '../../../../lib/json-api.ts';
import { CUSTOMERS_TEXT as T } from '../strings.ts';
import { CUSTOMERS_QUERY_KEY, type CustomerItem } from './list-customers.ts';

/** `GET /api/customers/{id}`; a failed load is toasted. */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, id],
    queryFn: () =>
      toastingLoadFailure(getJson<CustomerItem>(`/api/customers/${id}`), {
        title: T.errorTitle,
        fallback: T.fetchCustomerFailed,
      }),
  });
