import type { PlanBike, PlanBikeResult } from '../../../../../contract/capacity.ts';
import { sendJson } from '../../../../lib/json-api.ts';

/**
 * `PATCH /api/service-requests/{id}/bikes/{bikeId}/plan`: plans one bike of an approved request
 * for another day or number of minutes. `version` is the bike's version as the screen showed it
 * (409 `BIKE_CHANGED_MEANWHILE` when someone changed it since); a day the bike takes over its
 * capacity answers 409 `DAY_OVERFULL` unless `confirmOverfull`.
 */
export const planBike = (options: { serviceRequestId: number; bikeId: number; plan: PlanBike }) =>
  sendJson<PlanBikeResult>(
    'PATCH',
    `/api/service-requests/${options.serviceRequestId}/bikes/${options.bikeId}/plan`,
    options.plan,
  );
