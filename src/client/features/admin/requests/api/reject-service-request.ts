import type { RejectServiceRequest } from '../../../../../contract/service-requests.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.reject;

/** `PATCH /api/service-requests/{id}/reject` with either a listed reason's id or a custom text. */
export const rejectServiceRequest = ({
  id,
  rejection,
}: {
  id: number;
  rejection: RejectServiceRequest;
}) => sendJson<RequestItem>('PATCH', `/api/service-requests/${id}/reject`, rejection);

export function useRejectServiceRequest() {
  return useRequestMutation({
    mutationFn: rejectServiceRequest,
    onSuccess: () => toast({ title: T.successTitle, description: T.success }),
    failure: { fallback: T.errorFallback },
  });
}
