import { QueryClient } from '@tanstack/react-query';
import { getJson } from './api-client.ts';

/**
 * The spec's defaults: loaded data is never stale, nothing is retried, refetched on focus or
 * polled unless a query says so. The query key is the URL.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => getJson(queryKey.join('/')),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
