import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api-client.ts';
import { toastingLoadFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';
import { CUSTOMERS_QUERY_KEY, type CustomerItem } from './list-customers.ts';

/** `GET /api/customers/{id}`; a failed load is toasted. */
export function useCustomer(id: number) {
  const t = useTexts(CUSTOMERS_TEXTS);
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, id],
    queryFn: () =>
      toastingLoadFailure(getJson<CustomerItem>(`/api/customers/${id}`), {
        title: t.errorTitle,
        fallback: t.fetchCustomerFailed,
      }),
  });
}
