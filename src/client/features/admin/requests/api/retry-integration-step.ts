import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * The steps of an approval in another system that staff can try again from the details
 * dialog: `POST /api/service-requests/{id}/{path}` makes what the approval could not, and
 * answers the request with what the other system gave it.
 */
const RETRYABLE_STEPS = {
  workOrder: {
    path: 'work-order',
    text: REQUESTS_TEXT.retryWorkOrder,
    resultOf: (request: RequestItem) => request.cycleSoftwareRepairNumber,
  },
  plannerActivity: {
    path: 'planner-activity',
    text: REQUESTS_TEXT.retryPlannerActivity,
    resultOf: (request: RequestItem) => request.bumbalActivityId,
  },
} as const;

export type RetryableStep = keyof typeof RETRYABLE_STEPS;

/** On failure the server has stored the new reason, which the reloaded list then shows. */
export function useRetryStep(step: RetryableStep, requestId: number) {
  const { path, text, resultOf } = RETRYABLE_STEPS[step];
  const mutation = useRequestMutation({
    mutationFn: () => sendJson<RequestItem>('POST', `/api/service-requests/${requestId}/${path}`),
    onSuccess: (request) =>
      toast({
        title: text.successTitle,
        description: text.success(resultOf(request) ?? REQUESTS_TEXT.dash),
      }),
    failure: { title: text.errorTitle, fallback: text.errorFallback },
  });
  return {
    label: mutation.isPending ? text.retrying : text.retry,
    pending: mutation.isPending,
    retry: () => mutation.mutate(),
  };
}
