import { MANUAL_ARCHIVE_REASON } from '../../../../../contract/service-requests/archive.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.archive;

/** `POST /api/service-requests/{id}/archive` with the fixed reason of a manual archive. */
export const archiveServiceRequest = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/archive`, {
    reason: MANUAL_ARCHIVE_REASON,
  });

export function useArchiveServiceRequest() {
  return useRequestMutation({
    mutationFn: archiveServiceRequest,
    onSuccess: () => toast({ title: T.successTitle, description: T.success }),
    failure: { fallback: T.errorFallback },
  });
}
