import { useQuery } from '@tanstack/react-query';
import type { ServiceRequest } from '../../../../../contract/service-requests.ts';
import { CUSTOMERS_QUERY_KEY } from './list-customers.ts';

/** What the service history shows of a request, as it arrives in JSON. */
export type HistoryItem = Pick<
  ServiceRequest,
  | 'id'
  | 'reference'
  | 'status'
  | 'isArchived'
  | 'bikes'
  | 'bikeBrand'
  | 'deliveryType'
  | 'workOrderIds'
  | 'rejectionReason'
> & { createdAt: string };

/**
 * `GET /api/customers/{id}/service-requests`, newest first, loaded by the default query
 * function; again each time a customer is opened, since requests change all day.
 */
export const useCustomerServiceRequests = (id: number) =>
  useQuery<HistoryItem[]>({
    queryKey: [...CUSTOMERS_QUERY_KEY, id, 'service-requests'],
    refetchOnMount: 'always',
  });
