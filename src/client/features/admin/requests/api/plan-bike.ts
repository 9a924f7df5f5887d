import type { PlanBike, PlanBikeResult } from '../../../../../contract/capacity.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { useRequestMutation } from './request-mutation.ts';

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

/**
 * Re-plans a bike. A day it would take over capacity is answered to `onOverfull` with the
 * server's words, for the form to ask for confirmation; any other refusal is toasted, and the
 * request loads again either way.
 */
export function usePlanBike(handlers: {
  onPlanned: (result: PlanBikeResult) => void;
  onOverfull: (message: string) => void;
}) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  return useRequestMutation({
    mutationFn: planBike,
    onSuccess: handlers.onPlanned,
    failure: { fallback: t.planFailed },
    answersFailure: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'DAY_OVERFULL') return false;
      handlers.onOverfull(error.serverMessage ?? t.planFailed);
      return true;
    },
  });
}
