import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import type { RequestItem } from '../api/list-service-requests.ts';
import { useRetryWorkOrder } from '../api/retry-work-order.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import { plannerProblem, workOrderProblem } from './format.ts';

const T = REQUESTS_TEXT.details;
const RETRY = REQUESTS_TEXT.retryWorkOrder;

function Problem({ text, hint, children }: { text: string; hint: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium break-words">{text}</p>
      <p>{hint}</p>
      {children}
    </div>
  );
}

/**
 * What approval could not do in the other systems, in their own words. The work order can be
 * made again from here; the planner has no such route (its job retries for about a day).
 */
export function IntegrationProblems({ request }: { request: RequestItem }) {
  const retry = useRetryWorkOrder();
  const workOrder = workOrderProblem(request);
  const planner = plannerProblem(request);
  if (!workOrder && !planner) return null;
  return (
    <div className="flex flex-col gap-3">
      {workOrder ? (
        <Problem text={T.workOrderProblem(workOrder)} hint={T.workOrderHint}>
          <Button
            variant="outline"
            className="self-start"
            disabled={retry.isPending}
            onClick={() => retry.mutate(request.id)}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {retry.isPending ? RETRY.retrying : RETRY.retry}
          </Button>
        </Problem>
      ) : null}
      {planner ? <Problem text={T.plannerProblem(planner)} hint={T.plannerHint} /> : null}
    </div>
  );
}
