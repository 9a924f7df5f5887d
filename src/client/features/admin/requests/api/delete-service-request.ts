import { apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.delete;

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
