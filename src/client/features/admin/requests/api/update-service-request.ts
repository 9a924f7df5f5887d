import type { ValidServiceRequestSubmission } from '../../../../../contract/service-requests/submission.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

const T = REQUESTS_TEXT.edit;

/** `PUT /api/service-requests/{id}` with the whole edited request, checked like a submission. */
export const updateServiceRequest = ({
  id,
  changes,
}: {
  id: number;
  changes: ValidServiceRequestSubmission;
}) => sendJson<RequestItem>('PUT', `/api/service-requests/${id}`, changes);

export function useUpdateServiceRequest() {
  return useRequestMutation({
    mutationFn: updateServiceRequest,
    onSuccess: () => toast({ title: T.successTitle, description: T.success }),
    failure: { title: T.errorTitle, fallback: T.errorFallback },
  });
}
