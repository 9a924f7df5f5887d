import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { LabelLink } from './assign-label.ts';
import type { LabelItem } from './get-labels.ts';
import { useRequestMutation } from './request-mutation.ts';

/** `DELETE /api/service-requests/{id}/labels/{labelId}`: answers the request's labels. */
export const removeLabel = ({ requestId, labelId }: LabelLink) =>
  sendJson<LabelItem[]>('DELETE', `/api/service-requests/${requestId}/labels/${labelId}`);

export function useRemoveLabel() {
  const t = useTexts(REQUESTS_TEXTS);
  return useRequestMutation({
    mutationFn: removeLabel,
    onSuccess: () => undefined,
    failure: { fallback: t.labels.removeFailed },
  });
}
