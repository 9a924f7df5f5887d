import { type PlanBike, type PlanBikeResult, planBikeSchema } from '../../../contract/capacity.ts';
import type { Database } from '../../db/connect.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { checkRoomForBike } from '../capacity/service.ts';
import { presentBikeProgress } from '../service-requests/presenters.ts';
import { bikePlanChanged } from './events.ts';
import { bikeInWorkshop, changeBikeProgress, changedMeanwhile } from './service.ts';

/**
 * Staff plan one bike of an approved request for another day or another number of minutes.
 * `plan.version` is the bike's version as their screen showed it, as for a move of stage: a
 * bike changed since is refused with 409. A day the bike takes over its capacity (its old place
 * no longer counts) is refused with 409 unless `confirmOverfull`. Publishes
 * `bike.plan_changed`, from which the customer hears of a date that moved later.
 */
export async function planBike(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  bikeId: number;
  plan: PlanBike;
  actor: string;
}): Promise<PlanBikeResult> {
  const plan = planBikeSchema.parse(options.plan);
  return options.database.transaction(async (tx) => {
    const bike = await bikeInWorkshop(tx.db, options.serviceRequestId, options.bikeId);
    if (bike.progress.version !== plan.version) throw changedMeanwhile(bike);
    const from = {
      plannedDate: bike.progress.plannedDate,
      plannedMinutes: bike.progress.plannedMinutes,
    };
    const to = { plannedDate: plan.plannedDate, plannedMinutes: plan.plannedMinutes };
    await checkRoomForBike(tx, {
      bikeId: bike.bikeId,
      stage: bike.progress.stage,
      from,
      to,
      confirmOverfull: plan.confirmOverfull,
    });
    const planned = await changeBikeProgress(tx.db, bike, to);
    await options.jobs.publish(tx, bikePlanChanged, {
      serviceRequestId: bike.serviceRequestId,
      actor: options.actor,
      payload: { bikeId: bike.bikeId, position: bike.position + 1, from, to },
    });
    return { bikeId: bike.bikeId, progress: presentBikeProgress(planned) };
  });
}
