import { formatWorkingDate } from '../../../../../contract/capacity-constants.ts';
import type { Language } from '../../../../../contract/language.ts';
import type {
  ApproveServiceRequest,
  ApproveServiceRequestResult,
} from '../../../../../contract/service-requests/handling.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../../lib/notifications-query-key.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS, type RequestsTexts } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

type IntegrationStep = ApproveServiceRequestResult['workOrder'];

/** The approval's answer as it arrives in JSON. */
export type ApproveResult = Omit<ApproveServiceRequestResult, 'request'> & {
  request: RequestItem;
};

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
export function approvalToast(
  result: ApproveResult,
  t: RequestsTexts['approve'],
  planned: { texts: RequestsTexts['planning']; language: Language },
) {
  if (result.error) {
    const title =
      result.workOrder.status === 'failed' ? t.workOrderFailedTitle : t.plannerFailedTitle;
    toast({ title, description: result.error, variant: 'destructive' });
    return;
  }
  const lines: string[] = [
    isNotConfigured(result.workOrder) ? t.workOrderNotConfigured : t.workOrderCreated,
  ];
  if (result.request.deliveryType === 'on_location') {
    lines.push(isNotConfigured(result.plannerActivity) ? t.plannerNotConfigured : t.plannerCreated);
  }
  // All the request's bikes are planned on one day (decision 042).
  const plannedDate = result.request.bikes[0]?.progress?.plannedDate;
  if (plannedDate) {
    lines.push(planned.texts.plannedOn(formatWorkingDate(plannedDate, planned.language)));
  }
  toast({ title: t.successTitle, description: lines.join(' ') });
}

export function useApproveServiceRequest() {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.approve;
  const language = useLanguage();
  return useRequestMutation({
    mutationFn: approveServiceRequest,
    onSuccess: (result) => approvalToast(result, t, { texts: texts.planning, language }),
    failure: { fallback: t.errorFallback },
    // The server marks the request's notifications handled with it.
    alsoChanges: NOTIFICATIONS_QUERY_KEY,
  });
}
