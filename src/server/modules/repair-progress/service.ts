import { and, eq, sql } from 'drizzle-orm';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import {
  type BikeStage,
  canMoveStage,
  type MoveBikeStage,
  type MoveBikeStageResult,
  moveBikeStageSchema,
  requestStageOf,
} from '../../../contract/service-requests/stages.ts';
import type { Database, Db, Transaction } from '../../db/connect.ts';
import { bikeProgress, bikes, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { type Staff, storeNote } from '../request-notes/service.ts';
import { presentBikeProgress } from '../service-requests/presenters.ts';
import { bikeStageChanged } from './events.ts';

/** A bike of a request with its place in the workshop; 404 when the request has no such bike. */
export async function bikeInWorkshop(db: Db, serviceRequestId: number, bikeId: number) {
  const [found] = await db
    .select({
      bikeId: bikes.id,
      position: bikes.position,
      requestCreatedAt: serviceRequests.createdAt,
      progress: bikeProgress,
    })
    .from(bikes)
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikes.serviceRequestId))
    .leftJoin(bikeProgress, eq(bikeProgress.bikeId, bikes.id))
    .where(and(eq(bikes.id, bikeId), eq(bikes.serviceRequestId, serviceRequestId)));
  if (!found) throw new AppError('BIKE_NOT_FOUND');
  const reference = formatReference(serviceRequestId, found.requestCreatedAt);
  if (!found.progress) throw new AppError('BIKE_NOT_IN_REPAIR', { reference });
  return { ...found, serviceRequestId, reference, progress: found.progress };
}

export type BikeInWorkshop = Awaited<ReturnType<typeof bikeInWorkshop>>;

/**
 * Moves a bike to `to` in the caller's transaction and records it in the request's history.
 * A move the model does not allow is refused (409 naming both stages), as is one made on a
 * version another change has just replaced: the UPDATE's WHERE repeats the version read, so
 * of two admins moving the same bike the second is refused, never silently overwriting.
 */
async function moveBike(
  tx: Transaction,
  jobs: Jobs,
  bike: BikeInWorkshop,
  change: { to: BikeStage; actor: string; noteId?: number },
): Promise<MoveBikeStageResult> {
  const from = bike.progress.stage;
  if (!canMoveStage(from, change.to)) {
    throw new AppError('STAGE_MOVE_REFUSED', { from, to: change.to });
  }
  const [moved] = await tx.db
    .update(bikeProgress)
    .set({
      stage: change.to,
      version: sql`${bikeProgress.version} + 1`,
      stageChangedAt: new Date(),
    })
    .where(
      and(eq(bikeProgress.bikeId, bike.bikeId), eq(bikeProgress.version, bike.progress.version)),
    )
    .returning();
  if (!moved) throw changedMeanwhile(bike);
  await jobs.publish(tx, bikeStageChanged, {
    serviceRequestId: bike.serviceRequestId,
    actor: change.actor,
    payload: {
      bikeId: bike.bikeId,
      position: bike.position + 1,
      from,
      to: change.to,
      ...(change.noteId && { noteId: change.noteId }),
    },
  });
  const stages = await tx.db
    .select({ stage: bikeProgress.stage })
    .from(bikeProgress)
    .where(eq(bikeProgress.serviceRequestId, bike.serviceRequestId));
  return {
    bikeId: bike.bikeId,
    progress: presentBikeProgress(moved),
    requestStage: requestStageOf(stages.map((row) => row.stage)) ?? change.to,
  };
}

/** 409: someone changed the bike since the screen that asks for a change read it. */
export const changedMeanwhile = (bike: BikeInWorkshop) =>
  new AppError('BIKE_CHANGED_MEANWHILE', {
    reference: bike.reference,
    position: bike.position + 1,
  });

/**
 * Staff move one bike of an approved request to another stage. `move.version` is the bike's
 * version as their screen showed it: when it has changed since, the move is refused with 409,
 * so nobody moves a bike they have not seen where it is now. A note goes with the request's
 * internal notes, by the staff member who moved the bike.
 */
export async function moveBikeStage(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  bikeId: number;
  move: MoveBikeStage;
  staff: Staff;
}) {
  const { serviceRequestId, staff } = options;
  const move = moveBikeStageSchema.parse(options.move);
  return options.database.transaction(async (tx) => {
    const bike = await bikeInWorkshop(tx.db, serviceRequestId, options.bikeId);
    if (bike.progress.version !== move.version) throw changedMeanwhile(bike);
    const note =
      move.note &&
      (await storeNote(tx.db, { serviceRequestId, authorUserId: staff.userId, body: move.note }));
    return moveBike(tx, options.jobs, bike, {
      to: move.stage,
      actor: staff.actor,
      ...(note && { noteId: note.id }),
    });
  });
}
