import { eq } from 'drizzle-orm';
import {
  type AssignBike,
  type AssignBikeResult,
  assignBikeSchema,
} from '../../../contract/service-requests/stages.ts';
import type { Database } from '../../db/connect.ts';
import { admins } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { presentBikeProgress } from '../service-requests/presenters.ts';
import { bikeAssigned } from './events.ts';
import { bikeInWorkshop, changeBikeProgress, changedMeanwhile } from './service.ts';

/**
 * Staff give one bike of an approved request to a staff member, or to nobody. `assignment.version`
 * is the bike's version as their screen showed it, as for a move of stage: a bike changed since
 * is refused with 409, so two people giving the same bike away at once cannot both win. Giving
 * a bike to whom it already belongs changes and records nothing.
 */
export async function assignBike(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  bikeId: number;
  assignment: AssignBike;
  actor: string;
}): Promise<AssignBikeResult> {
  const assignment = assignBikeSchema.parse(options.assignment);
  return options.database.transaction(async (tx) => {
    const bike = await bikeInWorkshop(tx.db, options.serviceRequestId, options.bikeId);
    if (bike.progress.version !== assignment.version) throw changedMeanwhile(bike);
    const from = bike.progress.assigneeAdminId;
    const to = assignment.assigneeId;
    if (from === to) return { bikeId: bike.bikeId, progress: presentBikeProgress(bike.progress) };
    if (to !== null) {
      // A row lock, so the staff member cannot be removed between this check and the write.
      const [assignee] = await tx.db
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.id, to))
        .for('update');
      if (!assignee) throw new AppError('ASSIGNEE_NOT_FOUND');
    }
    const assigned = await changeBikeProgress(tx.db, bike, { assigneeAdminId: to });
    await options.jobs.publish(tx, bikeAssigned, {
      serviceRequestId: bike.serviceRequestId,
      actor: options.actor,
      payload: { bikeId: bike.bikeId, position: bike.position + 1, from, to },
    });
    return { bikeId: bike.bikeId, progress: presentBikeProgress(assigned) };
  });
}
