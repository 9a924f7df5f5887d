import type {
  MoveBikeStage,
  MoveBikeStageResult,
} from '../../../../../contract/service-requests/stages.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { useRequestMutation } from './request-mutation.ts';

/**
 * `PATCH /api/service-requests/{id}/bikes/{bikeId}/stage`: moves one bike; `version` is the
 * bike's version as the screen showed it, so a bike someone else moved meanwhile answers 409.
 */
export const moveBikeStage = (options: {
  serviceRequestId: number;
  bikeId: number;
  move: MoveBikeStage;
}) =>
  sendJson<MoveBikeStageResult>(
    'PATCH',
    `/api/service-requests/${options.serviceRequestId}/bikes/${options.bikeId}/stage`,
    options.move,
  );

/**
 * Moves a bike; a refusal (409: a move the stages do not allow, or a bike someone else moved
 * meanwhile) toasts the server's words, and the request, its notes and history load again
 * either way, so the panel shows where the bike is now.
 */
export function useMoveBikeStage(onMoved: (result: MoveBikeStageResult) => void) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  return useRequestMutation({
    mutationFn: moveBikeStage,
    onSuccess: onMoved,
    failure: { fallback: t.moveFailed },
  });
}
