import type {
  MoveBikeStage,
  MoveBikeStageResult,
} from '../../../../../contract/service-requests/stages.ts';
import { sendJson } from '../../../../lib/json-api.ts';

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
