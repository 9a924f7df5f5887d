import { useQuery } from '@tanstack/react-query';
import type { CustomerItem } from './list-customers.ts';

/** `GET /api/customers/{id}`, loaded by the default query function. */
export const useCustomer = (id: number) =>
  useQuery<CustomerItem>({ queryKey: ['/api/customers', id] });
