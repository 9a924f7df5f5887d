import { and, eq, sql } from 'drizzle-orm';
import type { NotificationSource } from '../../../contract/notifications.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { STAGE_NAMES_NL } from '../../../contract/service-requests/stage-names.ts';
import {
  type BikeStage,
  canMoveStage,
  hasReachedStage,
  type LessorApproval,
  type LessorOverride,
  type MoveBikeStage,
  type MoveBikeStageResult,
  moveBikeStageSchema,
  requestStageOf,
} from '../../../contract/service-requests/stages.ts';
import type { Config } from '../../config.ts';
import type { Database, Db, Transaction } from '../../db/connect.ts';
import { bikeProgress, bikes, notifications, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { raiseNotification } from '../notifications/service.ts';
import { type Staff, storeNote } from '../request-notes/service.ts';
import { presentBikeProgress } from '../service-requests/presenters.ts';
import { mailStageChange } from './customer-mails.ts';
import { bikeStageChanged } from './events.ts';

/** A bike of a request with its place in the workshop; 404 when the request has no such bike. */
export async function bikeInWorkshop(db: Db, serviceRequestId: number, bikeId: number) {
  const [found] = await db
    .select({
      bikeId: bikes.id,
      position: bikes.position,
      leaseCompany: bikes.leaseCompany,
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

/** How a lease bike passes its lessor's gate: with their approval, or with staff's reason. */
type LessorPassage = { lessorApproval?: LessorApproval; lessorOverride?: LessorOverride };

/** The bike as an error names it: its number in the request and the request's reference. */
const bikeNamed = (bike: BikeInWorkshop) => ({
  reference: bike.reference,
  position: bike.position + 1,
});

/**
 * What a move does to the lessor's gate (decision 051), or why it may not pass. Only a lease
 * bike enters `waiting_for_lessor`, and what it had passed with is cleared there, as more work
 * needs a new approval. Leaving it takes exactly one of the lessor's approval and staff's
 * reason, which the bike keeps; no other move takes either.
 */
function lessorGate(bike: BikeInWorkshop, to: BikeStage, passage: LessorPassage) {
  const given = Boolean(passage.lessorApproval ?? passage.lessorOverride);
  const leaves = bike.progress.stage === 'waiting_for_lessor' && to !== 'waiting_for_lessor';
  if (to === 'waiting_for_lessor' && bike.leaseCompany === null) {
    throw new AppError('NOT_A_LEASE_BIKE', bikeNamed(bike));
  }
  if (given && !leaves) throw new AppError('LESSOR_APPROVAL_UNEXPECTED', bikeNamed(bike));
  if (leaves && !given) throw new AppError('LESSOR_APPROVAL_REQUIRED', bikeNamed(bike));
  if (to !== 'waiting_for_lessor' && !leaves) return {};
  return {
    lessorApprovalReference: passage.lessorApproval?.reference ?? null,
    lessorApprovedOn: passage.lessorApproval?.approvedOn ?? null,
    lessorOverrideReason: passage.lessorOverride?.reason ?? null,
  };
}

/**
 * Moves a bike to `to` in the caller's transaction and records it in the request's history.
 * A move the model does not allow is refused (409 naming both stages), as is one through the
 * lessor's gate without what it takes (see `lessorGate`) and one made on a version another
 * change has just replaced: of two admins moving the same bike the second is refused, never
 * silently overwriting.
 */
export async function moveBike(
  tx: Transaction,
  jobs: Jobs,
  bike: BikeInWorkshop,
  change: { to: BikeStage; actor: string; noteId?: number } & LessorPassage,
  notice: Parameters<typeof mailStageChange>[3],
): Promise<MoveBikeStageResult> {
  const from = bike.progress.stage;
  if (!canMoveStage(from, change.to)) {
    throw new AppError('STAGE_MOVE_REFUSED', { from, to: change.to });
  }
  const moved = await changeBikeProgress(tx.db, bike, {
    stage: change.to,
    stageChangedAt: new Date(),
    ...lessorGate(bike, change.to, change),
  });
  const event = await jobs.publish(tx, bikeStageChanged, {
    serviceRequestId: bike.serviceRequestId,
    actor: change.actor,
    payload: {
      bikeId: bike.bikeId,
      position: bike.position + 1,
      from,
      to: change.to,
      ...(change.noteId && { noteId: change.noteId }),
      ...(change.lessorApproval && { lessorApproval: change.lessorApproval }),
      ...(change.lessorOverride && { lessorOverride: change.lessorOverride }),
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
    customerMailQueued: await mailStageChange(
      tx,
      jobs,
      { bikeId: bike.bikeId, to: change.to, eventId: event.eventId },
      notice,
    ),
  };
}

/**
 * Writes a change of a bike's progress on the version `bike` was read at, and counts the
 * version up. The WHERE repeats the version read, so when another change came first nothing is
 * written and the change is refused with 409.
 */
export async function changeBikeProgress(
  db: Db,
  bike: BikeInWorkshop,
  change: Partial<Omit<typeof bikeProgress.$inferInsert, 'bikeId' | 'version'>>,
) {
  const [changed] = await db
    .update(bikeProgress)
    .set({ ...change, version: sql`${bikeProgress.version} + 1` })
    .where(
      and(eq(bikeProgress.bikeId, bike.bikeId), eq(bikeProgress.version, bike.progress.version)),
    )
    .returning();
  if (!changed) throw changedMeanwhile(bike);
  return changed;
}

/** 409: someone changed the bike since the screen that asks for a change read it. */
export const changedMeanwhile = (bike: BikeInWorkshop) =>
  new AppError('BIKE_CHANGED_MEANWHILE', bikeNamed(bike));

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
  workshop: Config['workshop'];
}) {
  const { serviceRequestId, staff } = options;
  const move = moveBikeStageSchema.parse(options.move);
  return options.database.transaction(async (tx) => {
    const bike = await bikeInWorkshop(tx.db, serviceRequestId, options.bikeId);
    if (bike.progress.version !== move.version) throw changedMeanwhile(bike);
    const note =
      move.note &&
      (await storeNote(tx.db, { serviceRequestId, authorUserId: staff.userId, body: move.note }));
    return moveBike(
      tx,
      options.jobs,
      bike,
      {
        to: move.stage,
        actor: staff.actor,
        ...(note && { noteId: note.id }),
        ...(move.lessorApproval && { lessorApproval: move.lessorApproval }),
        ...(move.lessorOverride && { lessorOverride: move.lessorOverride }),
      },
      { workshop: options.workshop, notifyCustomer: move.notifyCustomer },
    );
  });
}

/** A system that reports where bikes are: its actor in the history, name and notification source. */
export type ReportingSystem = { actor: string; name: string; source: NotificationSource };

/** What a system's report did to a bike: see `followSystemStage`. */
export type SystemStageOutcome = 'moved' | 'unchanged' | 'refused';

/**
 * An external system (the workshop system) reports that a bike has reached `to`. No screen
 * read a version: the bike moves from wherever it is now, under a row lock, and bumps the
 * version, so a staff move made at the same moment on the version it replaced is refused (409)
 * as any stale move is, never silently overwritten. Nothing changes when the bike is
 * at `to` already or past it (a bike collected since its repair was reported complete stays
 * done), nor for a bike without a stage. A move the stage table refuses is a notification for
 * the staff, once per bike, stage and report (a poll repeats the report every 15 minutes), and
 * never an error: the webhook or poll that brought it must go on.
 */
export async function followSystemStage(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  bikeId: number;
  to: BikeStage;
  system: ReportingSystem;
  /** The system's own words for what it reported, for the staff's notification. */
  report: string;
  /** For the stage's mail to the customer, which a system's move sends as a staff move does. */
  workshop: Config['workshop'];
}): Promise<SystemStageOutcome> {
  const { serviceRequestId, bikeId, to } = options;
  return options.database.transaction(async (tx) => {
    const [locked] = await tx.db
      .select({ stage: bikeProgress.stage })
      .from(bikeProgress)
      .where(
        and(eq(bikeProgress.bikeId, bikeId), eq(bikeProgress.serviceRequestId, serviceRequestId)),
      )
      .for('update');
    if (!locked || hasReachedStage(locked.stage, to)) return 'unchanged';
    const bike = await bikeInWorkshop(tx.db, serviceRequestId, bikeId);
    // Only staff pass the lessor's gate: a system knows nothing of the lessor's approval.
    if (canMoveStage(bike.progress.stage, to) && bike.progress.stage !== 'waiting_for_lessor') {
      await moveBike(
        tx,
        options.jobs,
        bike,
        { to, actor: options.system.actor },
        { workshop: options.workshop },
      );
      return 'moved';
    }
    await notifyRefusedSystemMove(tx.db, bike, options);
    return 'refused';
  });
}

/** Tells the staff that a system reported a stage the bike cannot go to from where it is. */
async function notifyRefusedSystemMove(
  db: Db,
  bike: BikeInWorkshop,
  report: { to: BikeStage; system: ReportingSystem; report: string },
) {
  const from = bike.progress.stage;
  const about = { bikeId: bike.bikeId, from, to: report.to, report: report.report };
  const [told] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'stage_move_refused'),
        eq(notifications.serviceRequestId, bike.serviceRequestId),
        sql`${notifications.metadata} @> ${JSON.stringify(about)}::jsonb`,
      ),
    )
    .limit(1);
  if (told) return;
  const bikeName = `fiets ${bike.position + 1} van ${bike.reference}`;
  await raiseNotification(db, {
    type: 'stage_move_refused',
    title: `Fase van ${bikeName} niet gewijzigd`,
    message: `${report.system.name} meldt "${report.report}" (${STAGE_NAMES_NL[report.to]}), maar de fiets staat op ${STAGE_NAMES_NL[from]} en ${from === 'waiting_for_lessor' ? 'wacht nog op het akkoord van de leasemaatschappij' : 'kan daar niet direct heen'}. Verplaats de fiets zelf als de melding klopt.`,
    severity: 'warning',
    source: report.system.source,
    about: { serviceRequestId: bike.serviceRequestId },
    metadata: about,
  });
}
