import {
  hasOpenPlannerVisit,
  isRepairOpen,
} from '../../../../../contract/service-requests/archive.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.delete;

/**
 * The confirmation before a delete: what deleting does, and does not do, in the other systems.
 * The server takes an open visit off the planner; work orders cannot be withdrawn through the
 * workshop system's API.
 */
export function deleteConfirmText(request: RequestItem) {
  const openWorkOrders = isRepairOpen(request) ? request.workOrderIds : [];
  return [
    T.confirmText(request.reference),
    hasOpenPlannerVisit(request, request.bumbalActivityId) ? T.visitRemoved : undefined,
    openWorkOrders.length > 0 ? T.workOrdersStay(openWorkOrders) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `DELETE /api/service-requests/{id}`: permanent. */
export const deleteServiceRequest = async (id: number) => {
  await apiRequest('DELETE', `/api/service-requests/${id}`);
};

export function useDeleteServiceRequest() {
  return useRequestMutation({
    mutationFn: deleteServiceRequest,
    onSuccess: () => toast({ title: T.successTitle, description: T.success }),
    failure: { title: T.errorTitle, fallback: T.errorFallback },
  });
}
