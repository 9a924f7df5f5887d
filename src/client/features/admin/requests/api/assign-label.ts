import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { LabelItem } from './get-labels.ts';
import { useRequestMutation } from './request-mutation.ts';

export type LabelLink = { requestId: number; labelId: number };

/** `POST /api/service-requests/{id}/labels/{labelId}`: answers the request's labels. */
export const assignLabel = ({ requestId, labelId }: LabelLink) =>
  sendJson<LabelItem[]>('POST', `/api/service-requests/${requestId}/labels/${labelId}`);

/** The list shows the new label once it is loaded again; no toast needed for that. */
export function useAssignLabel() {
  const t = useTexts(REQUESTS_TEXTS);
  return useRequestMutation({
    mutationFn: assignLabel,
    onSuccess: () => undefined,
    failure: { fallback: t.labels.assignFailed },
  });
}
