import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
} from '../../../../../contract/service-request-constants.ts';
import type { ServiceRequest } from '../../../../../contract/service-requests/details.ts';
import {
  ARCHIVE_FILTERS,
  type ArchiveFilter,
  type ServiceRequestList,
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

const oneOf = <Choice extends string>(choices: readonly Choice[], value: string | null) =>
  choices.find((choice) => choice === value);

/**
 * The filters an address bar's query holds (`?q=gazelle&status=pending&archive=all`); a missing
 * or unknown value is the default, so a mistyped link still shows a list.
 */
export function filtersOfQuery(query: string): RequestFilters {
  const params = new URLSearchParams(query);
  return {
    search: params.get('q')?.trim() ?? DEFAULT_REQUEST_FILTERS.search,
    status: oneOf(SERVICE_REQUEST_STATUSES, params.get('status')) ?? DEFAULT_REQUEST_FILTERS.status,
    archive:
      oneOf([...ARCHIVE_FILTERS, 'all' as const], params.get('archive')) ??
      DEFAULT_REQUEST_FILTERS.archive,
  };
}

/** The query of `filters` for the address bar; a default is left out, so `/admin` stays bare. */
export function queryOfFilters(filters: RequestFilters) {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.status !== DEFAULT_REQUEST_FILTERS.status) params.set('status', filters.status);
  if (filters.archive !== DEFAULT_REQUEST_FILTERS.archive) params.set('archive', filters.archive);
  return params.toString();
}

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

/**
 * The requests matching `filters`, page by page ("load more" follows `nextCursor`); not loaded
 * while the tab shows the workshop board instead (`enabled`).
 */
export function useServiceRequests(filters: RequestFilters, options = { enabled: true }) {
  return useInfiniteQuery({
    enabled: options.enabled,
    queryKey: [...SERVICE_REQUESTS_QUERY_KEY, 'list', filters],
    queryFn: ({ pageParam }) => fetchServiceRequestPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: REQUEST_LIST_STALE_MS,
  });
}

/** The list that holds only the request with this id ("#12"), archived or not. */
export const filtersForRequest = (id: number): RequestFilters => ({
  search: `#${id}`,
  status: 'all',
  archive: 'all',
});

/**
 * One request by its id, for an address that opens it while the list's filters leave it out (a
 * link from a colleague); undefined while it loads or when no request has that id.
 */
export function useServiceRequest(id: number | undefined) {
  return useQuery({
    queryKey: [...SERVICE_REQUESTS_QUERY_KEY, 'one', id],
    queryFn: async () => {
      const page = await fetchServiceRequestPage(filtersForRequest(id ?? 0), undefined);
      return page.items.find((item) => item.id === id) ?? null;
    },
    enabled: id !== undefined,
    staleTime: REQUEST_LIST_STALE_MS,
  });
}
