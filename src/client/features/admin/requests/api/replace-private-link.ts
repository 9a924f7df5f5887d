import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { requestHistoryQueryKey } from './get-request-history.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * `POST /api/service-requests/{id}/private-link/replace`: a new link, which ends the old one,
 * mailed to the customer.
 */
export const replacePrivateLink = (id: number) =>
  sendJson<void>('POST', `/api/service-requests/${id}/private-link/replace`);

export function useReplacePrivateLink(id: number) {
  const t = useTexts(REQUESTS_TEXTS).privateLink;
  return useRequestMutation({
    mutationFn: () => replacePrivateLink(id),
    onSuccess: () => toast({ title: t.replacedTitle, description: t.replaced }),
    failure: { title: t.errorTitle, fallback: t.errorFallback },
    alsoChanges: requestHistoryQueryKey(id),
  });
}
