import type {
  AssignBike,
  AssignBikeResult,
} from '../../../../../contract/service-requests/stages.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * `PATCH /api/service-requests/{id}/bikes/{bikeId}/assignee`: gives one bike to a staff member
 * or to nobody; `version` as for a move, so a bike someone else changed meanwhile answers 409.
 */
export const assignBike = (options: {
  serviceRequestId: number;
  bikeId: number;
  assignment: AssignBike;
}) =>
  sendJson<AssignBikeResult>(
    'PATCH',
    `/api/service-requests/${options.serviceRequestId}/bikes/${options.bikeId}/assignee`,
    options.assignment,
  );

/** Gives a bike to someone; a refusal is toasted, and the request loads again either way. */
export function useAssignBike(onAssigned: (result: AssignBikeResult) => void) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  return useRequestMutation({
    mutationFn: assignBike,
    onSuccess: onAssigned,
    failure: { fallback: t.assignFailed },
  });
}
