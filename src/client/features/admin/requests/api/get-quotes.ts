import { useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../../../contract/service-requests/quotes.ts';
import type { Wire } from '../../../../lib/json-api.ts';
import { serviceRequestQueryKey } from './get-service-request.ts';

export type QuoteItem = Wire<Quote>;

/**
 * The query of a request's quotes: `GET /api/service-requests/{id}/quotes`. Under the request's
 * key, so every change to the request (a bike moved, a quote sent) reloads it.
 */
export const quotesQueryKey = (id: number) => [...serviceRequestQueryKey(id), 'quotes'] as const;

/**
 * Every version of the quotes on a request's bikes, per bike newest first; asked only when
 * `enabled` (a request with bikes in the workshop).
 */
export const useQuotes = (id: number, enabled: boolean) =>
  useQuery<QuoteItem[]>({ queryKey: quotesQueryKey(id), enabled });
