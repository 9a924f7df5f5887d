import { QueryClient } from '@tanstack/react-query';
import { fetchQueryKey } from './api-client.ts';

/**
 * The spec's defaults: loaded data is never stale, and nothing is retried, refetched on window
 * focus or polled unless a query says so. A query without its own function loads its key as a
 * URL (`['/api/service-requests', id]` → `/api/service-requests/{id}`).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: fetchQueryKey,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
