import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type RequestItem,
  type RequestPage,
  SERVICE_REQUESTS_QUERY_KEY,
} from './list-service-requests.ts';

/** The query of one request; under the requests' key, so every change to a request reloads it. */
export const serviceRequestQueryKey = (id: number) => [...SERVICE_REQUESTS_QUERY_KEY, id] as const;

/** The request as a loaded list page holds it, to show at once while its own answer comes. */
function fromLoadedLists(queryClient: QueryClient, id: number) {
  const lists = queryClient.getQueriesData<{ pages: RequestPage[] }>({
    queryKey: [...SERVICE_REQUESTS_QUERY_KEY, 'list'],
  });
  for (const [, data] of lists) {
    const item = data?.pages.flatMap((page) => page.items).find((candidate) => candidate.id === id);
    if (item) return item;
  }
  return undefined;
}

/** `GET /api/service-requests/{id}`, by the default query function. */
export function useServiceRequest(id: number) {
  const queryClient = useQueryClient();
  return useQuery<RequestItem>({
    queryKey: serviceRequestQueryKey(id),
    placeholderData: () => fromLoadedLists(queryClient, id),
  });
}
