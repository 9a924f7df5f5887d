import { QueryClient } from '@tanstack/react-query';
import { fetchQueryKey } from './api-client.ts';

/**
 * The defaults of docs/product.md#client-behaviour: loaded data is never stale, and nothing is
 * retried, refetched on window focus or polled unless a query says so. A query without its own
 * function loads its key as a URL (`['/api/service-requests', id]` → `/api/service-requests/{id}`).
 *
 * Calls are made also while the browser says it is offline (`networkMode: 'always'`), so they
 * fail at once with their fixed message. TanStack's default holds them until the browser is
 * online again: a send then waited without a word, and went out later with what the form held
 * when it was pressed, not with what the customer had changed meanwhile.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: fetchQueryKey,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
