import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.retryWorkOrder;

/**
 * `POST /api/service-requests/{id}/work-order`: makes the work orders that approval could not;
 * answers the request with its repair number.
 */
export const retryWorkOrder = (id: number) =>
  sendJson<RequestItem>('POST', `/api/service-requests/${id}/work-order`);

/** On failure the server has stored the new reason, which the reloaded list then shows. */
export function useRetryWorkOrder() {
  return useRequestMutation({
    mutationFn: retryWorkOrder,
    onSuccess: (request) =>
      toast({
        title: T.successTitle,
        description: T.success(request.cycleSoftwareRepairNumber ?? REQUESTS_TEXT.dash),
      }),
    failure: { title: T.errorTitle, fallback: T.errorFallback },
  });
}
