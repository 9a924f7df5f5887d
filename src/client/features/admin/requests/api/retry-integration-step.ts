import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * The steps of an approval in another system that staff can try again from the details
 * dialog: `POST /api/service-requests/{id}/{path}` makes what the approval could not, and
 * answers the request with what the other system gave it. `textKey` names the step's part of
 * the table.
 */
const RETRYABLE_STEPS = {
  workOrder: {
    path: 'work-order',
    textKey: 'retryWorkOrder',
    resultOf: (request: RequestItem) => request.cycleSoftwareRepairNumber,
  },
  plannerActivity: {
    path: 'planner-activity',
    textKey: 'retryPlannerActivity',
    resultOf: (request: RequestItem) => request.bumbalActivityId,
  },
} as const;

export type RetryableStep = keyof typeof RETRYABLE_STEPS;

/** On failure the server has stored the new reason, which the reloaded list then shows. */
export function useRetryStep(step: RetryableStep, requestId: number) {
  const texts = useTexts(REQUESTS_TEXTS);
  const { path, textKey, resultOf } = RETRYABLE_STEPS[step];
  const text = texts[textKey];
  const mutation = useRequestMutation({
    mutationFn: () => sendJson<RequestItem>('POST', `/api/service-requests/${requestId}/${path}`),
    onSuccess: (request) =>
      toast({
        title: text.successTitle,
        description: text.success(resultOf(request) ?? texts.dash),
      }),
    failure: { title: text.errorTitle, fallback: text.errorFallback },
  });
  return {
    label: mutation.isPending ? text.retrying : text.retry,
    pending: mutation.isPending,
    retry: () => mutation.mutate(),
  };
}
