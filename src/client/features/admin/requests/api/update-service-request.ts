import type { ValidServiceRequestSubmission } from '../../../../../contract/service-requests/submission.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestItem } from './list-service-requests.ts';
import { useRequestMutation } from './request-mutation.ts';

/** `PUT /api/service-requests/{id}` with the whole edited request, checked like a submission. */
export const updateServiceRequest = ({
  id,
  changes,
}: {
  id: number;
  changes: ValidServiceRequestSubmission;
}) => sendJson<RequestItem>('PUT', `/api/service-requests/${id}`, changes);

export function useUpdateServiceRequest() {
  const t = useTexts(REQUESTS_TEXTS).edit;
  return useRequestMutation({
    mutationFn: updateServiceRequest,
    onSuccess: () => toast({ title: t.successTitle, description: t.success }),
    failure: { title: t.errorTitle, fallback: t.errorFallback },
  });
}
