import { useInfiniteQuery } from '@tanstack/react-query';
import type { ServiceRequestStatus } from '../../../../../contract/service-request-constants.ts';
import type { ServiceRequest } from '../../../../../contract/service-requests/details.ts';
import type {
  ArchiveFilter,
  ServiceRequestList,
} from '../../../../../contract/service-requests/list.ts';
import { getJson } from '../../../../lib/api-client.ts';
import type { Wire } from '../../../../lib/json-api.ts';

/** A request as the dashboard receives it. */
export type RequestItem = Wire<ServiceRequest>;
export type RequestPage = Omit<ServiceRequestList, 'items'> & { items: RequestItem[] };

export type StatusFilterChoice = ServiceRequestStatus | 'all';
export type ArchiveFilterChoice = ArchiveFilter | 'all';

/** What the list shows: the submitted search text and both filters. */
export type RequestFilters = {
  search: string;
  status: StatusFilterChoice;
  archive: ArchiveFilterChoice;
};

export const DEFAULT_REQUEST_FILTERS: RequestFilters = {
  search: '',
  status: 'all',
  archive: 'active',
};

/** Every query under this key shows requests; each change to a request invalidates them all. */
export const SERVICE_REQUESTS_QUERY_KEY = ['/api/service-requests'] as const;

/** The request list is cached for 5 minutes (docs/product.md#limits). */
export const REQUEST_LIST_STALE_MS = 5 * 60_000;

/** The list's query string; "all" is sent as no parameter. The CSV export takes the same. */
export function requestListParams(filters: RequestFilters) {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.archive !== 'all') params.set('filter', filters.archive);
  if (filters.status !== 'all') params.set('status', filters.status);
  return params;
}

/** `GET /api/service-requests`: one page, after `cursor` when given. */
export function fetchServiceRequestPage(filters: RequestFilters, cursor: string | undefined) {
  const params = requestListParams(filters);
  if (cursor) params.set('cursor', cursor);
  return getJson<RequestPage>(`/api/service-requests?${params}`);
}

/** The requests matching `filters`, page by page ("load more" follows `nextCursor`). */
export function useServiceRequests(filters: RequestFilters) {
  return useInfiniteQuery({
    queryKey: [...SERVICE_REQUESTS_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam }) => fetchServiceRequestPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: REQUEST_LIST_STALE_MS,
  });
}
