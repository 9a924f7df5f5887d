import { useQuery } from '@tanstack/react-query';
import type { ServiceRequest } from '../../../../../contract/service-requests/details.ts';
import { getJson } from '../../../../lib/api-client.ts';
import { toastingLoadFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';
import { CUSTOMERS_QUERY_KEY } from './list-customers.ts';

/** What the service history shows of a request, as it arrives in JSON. */
export type HistoryItem = Pick<
  ServiceRequest,
  | 'id'
  | 'reference'
  | 'status'
  | 'isArchived'
  | 'bikes'
  | 'deliveryType'
  | 'workOrderIds'
  | 'rejectionReason'
  | 'contactDifferences'
> & { createdAt: string };

/**
 * `GET /api/customers/{id}/service-requests`, newest first; again each time a customer is
 * opened, since requests change all day. A failed load is toasted.
 */
export function useCustomerServiceRequests(id: number) {
  const t = useTexts(CUSTOMERS_TEXTS);
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, id, 'service-requests'],
    queryFn: () =>
      toastingLoadFailure(getJson<HistoryItem[]>(`/api/customers/${id}/service-requests`), {
        title: t.errorTitle,
        fallback: t.fetchRequestsFailed,
      }),
    refetchOnMount: 'always',
  });
}
