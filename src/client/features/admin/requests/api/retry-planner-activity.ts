import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.retryPlannerActivity;

/**
 * `POST /api/service-requests/{id}/planner-activity`: makes the planner activity that approval
 * of an on-location request could not; answers the request with its activity id.
 */
export const retryPlannerActivity = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/planner-activity`);

/** On failure the server has stored the new reason, which the reloaded list then shows. */
export function useRetryPlannerActivity() {
  return useRequestMutation({
    mutationFn: retryPlannerActivity,
    onSuccess: (request) =>
      toast({
        title: T.successTitle,
        description: T.success(request.bumbalActivityId ?? REQUESTS_TEXT.dash),
      }),
    failure: { title: T.errorTitle, fallback: T.errorFallback },
  });
}
