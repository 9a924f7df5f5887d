import type {
  RejectServiceRequest,
  RejectServiceRequestResult,
} from '../../../../../contract/service-requests/handling.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../../lib/notifications-query-key.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/** The rejection's answer as it arrives in JSON. */
export type RejectResult = Omit<RejectServiceRequestResult, 'request'> & { request: RequestItem };

/** `PATCH /api/service-requests/{id}/reject` with either a listed reason's id or a custom text. */
export const rejectServiceRequest = ({
  id,
  rejection,
}: {
  id: number;
  rejection: RejectServiceRequest;
}) => sendJson<RejectResult>('PATCH', `/api/service-requests/${id}/reject`, rejection);

/** The toast promises the customer a mail only when the server queued one. */
export function useRejectServiceRequest() {
  const t = useTexts(REQUESTS_TEXTS).reject;
  return useRequestMutation({
    mutationFn: rejectServiceRequest,
    onSuccess: (result) =>
      toast({
        title: t.successTitle,
        description: result.customerMailQueued ? t.success : t.successWithoutMail,
      }),
    failure: { fallback: t.errorFallback },
    // The server marks the request's notifications handled with it.
    alsoChanges: NOTIFICATIONS_QUERY_KEY,
  });
}
