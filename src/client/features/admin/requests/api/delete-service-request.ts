import {
  hasOpenPlannerVisit,
  isRepairOpen,
} from '../../../../../contract/service-requests/archive.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS, type RequestsTexts } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * The confirmation before a delete: what deleting does, and does not do, in the other systems.
 * The server takes an open visit off the planner; work orders cannot be withdrawn through the
 * workshop system's API.
 */
export function deleteConfirmText(request: RequestItem, t: RequestsTexts['delete']) {
  const openWorkOrders = isRepairOpen(request) ? request.workOrderIds : [];
  return [
    t.confirmText(request.reference),
    hasOpenPlannerVisit(request, request.bumbalActivityId) ? t.visitRemoved : undefined,
    openWorkOrders.length > 0 ? t.workOrdersStay(openWorkOrders) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `DELETE /api/service-requests/{id}`: permanent. */
export const deleteServiceRequest = async (id: number) => {
  await apiRequest('DELETE', `/api/service-requests/${id}`);
};

export function useDeleteServiceRequest() {
  const t = useTexts(REQUESTS_TEXTS).delete;
  return useRequestMutation({
    mutationFn: deleteServiceRequest,
    onSuccess: () => toast({ title: t.successTitle, description: t.success }),
    failure: { title: t.errorTitle, fallback: t.errorFallback },
  });
}
