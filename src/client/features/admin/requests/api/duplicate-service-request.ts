import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.duplicate;

/** `POST /api/service-requests/{id}/duplicate`: answers the new pending copy. */
export const duplicateServiceRequest = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/duplicate`);

export function useDuplicateServiceRequest() {
  return useRequestMutation({
    mutationFn: duplicateServiceRequest,
    onSuccess: (copy) => toast({ title: T.successTitle, description: T.success(copy.reference) }),
    failure: { title: T.errorTitle, fallback: T.errorFallback },
  });
}
