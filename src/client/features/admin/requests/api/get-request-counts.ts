import { useQuery } from '@tanstack/react-query';
import type { ServiceRequestCounts } from '../../../../../contract/service-requests/list.ts';
import { getJson } from '../../../../lib/api-client.ts';
import {
  type ArchiveFilterChoice,
  REQUEST_LIST_STALE_MS,
  SERVICE_REQUESTS_QUERY_KEY,
} from './list-service-requests.ts';

/**
 * `GET /api/service-requests/counts`: the three counters of the archive filter. They do not
 * depend on the search, so a search does not ask for them again; under the requests' key, every
 * change to a request (a status among them) loads them again.
 */
export function useRequestCounts(archive: ArchiveFilterChoice) {
  return useQuery({
    queryKey: [...SERVICE_REQUESTS_QUERY_KEY, 'counts', archive],
    queryFn: () =>
      getJson<ServiceRequestCounts>(
        `/api/service-requests/counts${archive === 'all' ? '' : `?filter=${archive}`}`,
      ),
    staleTime: REQUEST_LIST_STALE_MS,
  });
}
