import { useQuery } from '@tanstack/react-query';
import { CUSTOMERS_QUERY_KEY, type CustomerItem } from './list-customers.ts';

/** `GET /api/customers/{id}`, loaded by the default query function. */
export const useCustomer = (id: number) =>
  useQuery<CustomerItem>({ queryKey: [...CUSTOMERS_QUERY_KEY, id] });
