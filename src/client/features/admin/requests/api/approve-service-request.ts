import type {
  ApproveServiceRequest,
  ApproveServiceRequestResult,
} from '../../../../../contract/service-requests/handling.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

type IntegrationStep = ApproveServiceRequestResult['workOrder'];

/** The approval's answer as it arrives in JSON. */
export type ApproveResult = Omit<ApproveServiceRequestResult, 'request'> & {
  request: RequestItem;
};

const T = REQUESTS_TEXT.approve;

/** `PATCH /api/service-requests/{id}/approve` with the planner activity. */
export const approveServiceRequest = ({
  id,
  activity,
}: {
  id: number;
  activity: ApproveServiceRequest;
}) => sendJson<ApproveResult>('PATCH', `/api/service-requests/${id}/approve`, activity);

const isNotConfigured = (step: IntegrationStep) =>
  step.status === 'skipped' && step.message === 'not configured';

/**
 * What approval did, told plainly: a failed step is named in the title and the server's
 * `error` says why and what to do; a system that is not configured made nothing, and the
 * toast says so.
 */
export function approvalToast(result: ApproveResult) {
  if (result.error) {
    const title =
      result.workOrder.status === 'failed' ? T.workOrderFailedTitle : T.plannerFailedTitle;
    toast({ title, description: result.error, variant: 'destructive' });
    return;
  }
  const lines: string[] = [
    isNotConfigured(result.workOrder) ? T.workOrderNotConfigured : T.workOrderCreated,
  ];
  if (result.request.deliveryType === 'on_location') {
    lines.push(isNotConfigured(result.plannerActivity) ? T.plannerNotConfigured : T.plannerCreated);
  }
  toast({ title: T.successTitle, description: lines.join(' ') });
}

export function useApproveServiceRequest() {
  return useRequestMutation({
    mutationFn: approveServiceRequest,
    onSuccess: approvalToast,
    failure: { fallback: T.errorFallback },
  });
}
