import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../../contract/customers.ts';
import { getJson } from '../../../../lib/api-client.ts';
import { toastingLoadFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';

/** A customer as it arrives in JSON: its moments are ISO strings. */
export type CustomerItem = Omit<Customer, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** Every customer query starts with this key: the list, one customer, their requests. */
export const CUSTOMERS_QUERY_KEY = ['/api/customers'] as const;
/** The list's queries, one per search. */
export const CUSTOMER_LIST_QUERY_KEY = [...CUSTOMERS_QUERY_KEY, 'list'] as const;

/** `GET /api/customers?search=`: newest first; without a search, every customer. */
export const listCustomers = (search: string) =>
  getJson<CustomerItem[]>(
    search ? `/api/customers?${new URLSearchParams({ search })}` : '/api/customers',
  );

/**
 * The customers matching `search`. Every intake adds or updates a customer, so the list loads
 * again each time the tab opens; while a new search loads, the previous answer stays in view.
 * A failed load is toasted.
 */
export function useCustomers(search: string) {
  const t = useTexts(CUSTOMERS_TEXTS);
  return useQuery({
    queryKey: [...CUSTOMER_LIST_QUERY_KEY, search],
    queryFn: () =>
      toastingLoadFailure(listCustomers(search), {
        title: t.errorTitle,
        fallback: t.fetchCustomersFailed,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
