import { useQuery } from '@tanstack/react-query';
import type { CustomerAddition } from '../../../../../contract/customer-additions.ts';
import type { Wire } from '../../../../lib/json-api.ts';
import { serviceRequestQueryKey } from './get-service-request.ts';

export type CustomerAdditionItem = Wire<CustomerAddition>;

/** `GET /api/service-requests/{id}/customer-additions`, by the default query function. */
export const useCustomerAdditions = (id: number) =>
  useQuery<CustomerAdditionItem[]>({
    queryKey: [...serviceRequestQueryKey(id), 'customer-additions'],
  });
