import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { requestHistoryQueryKey } from './get-request-history.ts';
import { useRequestMutation } from './request-mutation.ts';

/** `POST /api/service-requests/{id}/private-link/resend`: mails the customer the current link. */
export const resendPrivateLink = (id: number) =>
  sendJson<void>('POST', `/api/service-requests/${id}/private-link/resend`);

export function useResendPrivateLink(id: number) {
  const t = useTexts(REQUESTS_TEXTS).privateLink;
  return useRequestMutation({
    mutationFn: () => resendPrivateLink(id),
    onSuccess: () => toast({ title: t.resentTitle, description: t.resent }),
    failure: { title: t.errorTitle, fallback: t.errorFallback },
    alsoChanges: requestHistoryQueryKey(id),
  });
}
