import { MANUAL_ARCHIVE_REASON } from '../../../../../contract/service-requests/archive.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/** `POST /api/service-requests/{id}/archive` with the fixed reason of a manual archive. */
export const archiveServiceRequest = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/archive`, {
    reason: MANUAL_ARCHIVE_REASON,
  });

export function useArchiveServiceRequest() {
  const t = useTexts(REQUESTS_TEXTS).archive;
  return useRequestMutation({
    mutationFn: archiveServiceRequest,
    onSuccess: () => toast({ title: t.successTitle, description: t.success }),
    failure: { fallback: t.errorFallback },
  });
}
