import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/** `POST /api/service-requests/{id}/duplicate`: answers the new pending copy. */
export const duplicateServiceRequest = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/duplicate`);

export function useDuplicateServiceRequest() {
  const t = useTexts(REQUESTS_TEXTS).duplicate;
  return useRequestMutation({
    mutationFn: duplicateServiceRequest,
    onSuccess: (copy) => toast({ title: t.successTitle, description: t.success(copy.reference) }),
    failure: { title: t.errorTitle, fallback: t.errorFallback },
  });
}
