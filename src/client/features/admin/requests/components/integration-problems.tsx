import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import type { RequestItem } from '../api/list-service-requests.ts';
import { useRetryPlannerActivity } from '../api/retry-planner-activity.ts';
import { useRetryWorkOrder } from '../api/retry-work-order.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import { plannerProblem, workOrderProblem } from './format.ts';

const T = REQUESTS_TEXT.details;

function Problem({ text, hint, children }: { text: string; hint: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium break-words">{text}</p>
      <p>{hint}</p>
      {children}
    </div>
  );
}

function RetryButton({
  text,
  pending,
  onClick,
}: {
  text: { retry: string; retrying: string };
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" className="self-start" disabled={pending} onClick={onClick}>
      <RefreshCw className="size-4" aria-hidden="true" />
      {pending ? text.retrying : text.retry}
    </Button>
  );
}

/**
 * What approval could not do in the other systems, in their own words, each with a button
 * that tries the step again now instead of waiting for its job.
 */
export function IntegrationProblems({ request }: { request: RequestItem }) {
  const retryWorkOrder = useRetryWorkOrder();
  const retryPlannerActivity = useRetryPlannerActivity();
  const workOrder = workOrderProblem(request);
  const planner = plannerProblem(request);
  if (!workOrder && !planner) return null;
  return (
    <div className="flex flex-col gap-3">
      {workOrder ? (
        <Problem text={T.workOrderProblem(workOrder)} hint={T.workOrderHint}>
          <RetryButton
            text={REQUESTS_TEXT.retryWorkOrder}
            pending={retryWorkOrder.isPending}
            onClick={() => retryWorkOrder.mutate(request.id)}
          />
        </Problem>
      ) : null}
      {planner ? (
        <Problem text={T.plannerProblem(planner)} hint={T.plannerHint}>
          <RetryButton
            text={REQUESTS_TEXT.retryPlannerActivity}
            pending={retryPlannerActivity.isPending}
            onClick={() => retryPlannerActivity.mutate(request.id)}
          />
        </Problem>
      ) : null}
    </div>
  );
}
