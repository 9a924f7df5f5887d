import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { type RetryableStep, useRetryStep } from '../api/retry-integration-step.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { plannerProblem, workOrderProblem } from './format.ts';

function Problem({ text, hint, children }: { text: string; hint: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium break-words">{text}</p>
      <p>{hint}</p>
      {children}
    </div>
  );
}

function RetryButton({ step, requestId }: { step: RetryableStep; requestId: number }) {
  const { label, pending, retry } = useRetryStep(step, requestId);
  return (
    <Button
      variant="outline"
      className="self-start"
      disabled={pending}
      focusableWhenDisabled
      onClick={retry}
    >
      <RefreshCw className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * What approval could not do in the other systems, in their own words, each with a button
 * that tries the step again now instead of waiting for its job.
 */
export function IntegrationProblems({ request }: { request: RequestItem }) {
  const t = useTexts(REQUESTS_TEXTS).details;
  const workOrder = workOrderProblem(request);
  const planner = plannerProblem(request);
  if (!workOrder && !planner) return null;
  return (
    <div className="flex flex-col gap-3">
      {workOrder ? (
        <Problem text={t.workOrderProblem(workOrder)} hint={t.workOrderHint}>
          <RetryButton step="workOrder" requestId={request.id} />
        </Problem>
      ) : null}
      {planner ? (
        <Problem text={t.plannerProblem(planner)} hint={t.plannerHint}>
          <RetryButton step="plannerActivity" requestId={request.id} />
        </Problem>
      ) : null}
    </div>
  );
}
