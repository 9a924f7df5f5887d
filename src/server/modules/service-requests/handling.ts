import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestAction } from '../../../contract/errors/codes.ts';
import { hasOpenPlannerVisit } from '../../../contract/service-requests/archive.ts';
import type { ServiceRequestEdit } from '../../../contract/service-requests/edit.ts';
import type {
  ApproveServiceRequest,
  RejectServiceRequest,
  RejectServiceRequestResult,
} from '../../../contract/service-requests/handling.ts';
import {
  ACTIVITY_DEFAULT_MINUTES,
  approveServiceRequestSchema,
  type integrationStepSchema,
} from '../../../contract/service-requests/handling.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { assignPrivateLink } from '../../auth/private-link.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/connect.ts';
import { rejectionReasons, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { IntegrationError } from '../../integrations/http.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { planApproval } from '../capacity/service.ts';
import { queueTemplatedEmail } from '../emails/service.ts';
import { markRequestNotificationsHandled } from '../notifications/service.ts';
import { type BikeRow, bikesOfRequest, insertBikes, replaceBikes, startRepairs } from './bikes.ts';
import {
  APPROVAL_STEPS,
  requestApproved,
  requestArchived,
  requestCreatedAsDuplicate,
  requestDeleted,
  requestDuplicated,
  requestEdited,
  requestRejected,
} from './events.ts';
import { requestWithLabels } from './list.ts';
import { presentBikeAsSent, presentServiceRequest } from './presenters.ts';

type Row = typeof serviceRequests.$inferSelect;
type RowChanges = Partial<typeof serviceRequests.$inferInsert>;

const notFound = (id: number) => new AppError('REQUEST_NOT_FOUND', { id });

/** A request's row as stored, or 404. */
export async function findServiceRequestRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw notFound(id);
  return row;
}

/** A request as the dashboard reads it, with its labels. */
export async function getServiceRequest(db: Db, id: number) {
  const [request] = await db
    .select(requestWithLabels)
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  if (!request) throw notFound(id);
  return presentServiceRequest(request, await bikesOfRequest(db, id));
}

/** Refuses an action on a request that is no longer pending: 409 saying what it is now. */
async function requirePending(db: Db, id: number, action: RequestAction) {
  const row = await findServiceRequestRow(db, id);
  if (row.status !== 'pending') {
    const reference = formatReference(row.id, row.createdAt);
    throw new AppError('REQUEST_NOT_PENDING', { reference, status: row.status, action });
  }
  return row;
}

/**
 * Takes a pending request's row for a transition, or refuses with 409. The UPDATE's WHERE
 * repeats the condition, so two admins clicking at once cannot both win.
 */
async function transition(
  db: Db,
  id: number,
  action: RequestAction,
  changes: RowChanges,
): Promise<Row> {
  await requirePending(db, id, action);
  const [row] = await db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, 'pending')))
    .returning();
  if (!row) throw new AppError('REQUEST_HANDLED_MEANWHILE', { id });
  return row;
}

type IntegrationStep = z.infer<typeof integrationStepSchema>;

const NOT_CONFIGURED: IntegrationStep = { status: 'skipped', message: 'not configured' };

/**
 * Runs one integration step of approval for the answer: done, skipped when no subscriber
 * makes it (its system is not configured), or failed with the system's message (the step's
 * job retries it later).
 */
async function runStep(step: (() => Promise<void>) | undefined): Promise<IntegrationStep> {
  if (!step) return NOT_CONFIGURED;
  try {
    await step();
    return { status: 'done' };
  } catch (error) {
    // A conflict means another worker is making the same step right now.
    if (
      error instanceof IntegrationError ||
      (error instanceof AppError && error.statusCode === 409)
    )
      return { status: 'failed', message: error.message };
    throw error;
  }
}

/**
 * Approves a pending request, puts its bikes on the workshop's board at 'planned' on the day
 * staff chose or the first with room for them all (409 for a day it overfills unconfirmed), marks its
 * notifications handled and mails the customer, in one
 * transaction that also publishes `request.approved`, whose subscribers make the work orders
 * (and, on location, the planner activity). Right after the commit both are tried at once so the answer can tell what
 * happened; when a system fails the approval stands, the answer carries `error`, and the
 * subscriber's job retries the step.
 */
export async function approveServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  id: number;
  activity: ApproveServiceRequest;
  /** The admin's e-mail address. */
  actor: string;
}) {
  const { database, jobs } = options;
  const activity = approveServiceRequestSchema.parse(options.activity);
  const { row, event } = await database.transaction(async (tx) => {
    const current = await requirePending(tx.db, options.id, 'approve');
    const onLocation = current.deliveryType === 'on_location';
    const activityMinutes =
      activity.freightliveActivityDuration ??
      ACTIVITY_DEFAULT_MINUTES[activity.freightliveActivityType];
    const approved = await transition(tx.db, options.id, 'approve', {
      status: 'approved',
      plannerActivityType: activity.freightliveActivityType,
      plannerActivityDuration: activityMinutes,
    });
    const plan = await planApproval(tx, {
      serviceRequestId: approved.id,
      plannedDate: activity.plannedDate,
      minutesPerBike: activity.minutesPerBike,
      confirmOverfull: activity.confirmOverfull,
    });
    await startRepairs(tx.db, approved.id, plan);
    await markRequestNotificationsHandled(tx.db, approved.id);
    await queueTemplatedEmail({
      tx,
      jobs,
      status: onLocation ? 'approved_on_location' : 'approved_workshop',
      request: approved,
      workshop: options.config.workshop,
    });
    const event = await jobs.publish(tx, requestApproved, {
      serviceRequestId: approved.id,
      actor: options.actor,
      payload: {
        deliveryType: approved.deliveryType,
        activityType: activity.freightliveActivityType,
        activityMinutes,
      },
    });
    return { row: approved, event };
  });
  const serviceRequestId = row.id;
  const attempts = jobs.attemptsAtOnce(requestApproved, event);
  const workOrder = await runStep(attempts.get(APPROVAL_STEPS.workOrder));
  const plannerActivity: IntegrationStep =
    row.deliveryType === 'on_location'
      ? await runStep(attempts.get(APPROVAL_STEPS.plannerActivity))
      : { status: 'skipped', message: 'not needed for workshop requests' };
  const error = approvalProblem({ workOrder, plannerActivity });
  return {
    request: await getServiceRequest(database.db, serviceRequestId),
    workOrder,
    plannerActivity,
    ...(error && { error }),
  };
}

/**
 * What staff read when the approval stands but a system failed: which step, the system's
 * reason, and what to do. The step's job retries it and raises a notification when it keeps
 * failing, so doing it by hand waits for that notification (doing both would make it twice).
 */
function approvalProblem(steps: { workOrder: IntegrationStep; plannerActivity: IntegrationStep }) {
  const failures = [
    steps.workOrder.status === 'failed' && {
      what: `het aanmaken van de werkorder is mislukt (${steps.workOrder.message})`,
      byHand: 'de werkorder in het werkplaatssysteem',
    },
    steps.plannerActivity.status === 'failed' && {
      what: `de activiteit kon niet in de routeplanner worden gezet (${steps.plannerActivity.message})`,
      byHand: 'de activiteit in de routeplanner',
    },
  ].filter((failure) => failure !== false);
  if (failures.length === 0) return undefined;
  const join = (parts: string[]) => parts.join(' en ');
  return `Aanvraag goedgekeurd, maar ${join(failures.map((failure) => failure.what))}. Spaak probeert het opnieuw en stuurt een melding als dat niet lukt; maak dan ${join(failures.map((failure) => failure.byHand))} handmatig aan.`;
}

/**
 * Rejects a pending request with a listed or a custom reason, marks its notifications handled,
 * and mails the customer when an active rejection template applies; the answer says whether
 * it did.
 */
export async function rejectServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  id: number;
  rejection: RejectServiceRequest;
  /** The admin's e-mail address. */
  actor: string;
}): Promise<RejectServiceRequestResult> {
  const { rejection } = options;
  const { row, emailId } = await options.database.transaction(async (tx) => {
    let reasonText = rejection.customReason;
    if (rejection.rejectionReasonId !== undefined) {
      const [reason] = await tx.db
        .select()
        .from(rejectionReasons)
        .where(eq(rejectionReasons.id, rejection.rejectionReasonId));
      if (!reason?.isActive) throw new AppError('REJECTION_REASON_NOT_FOUND');
      reasonText = reason.name;
    }
    const rejected = await transition(tx.db, options.id, 'reject', {
      status: 'rejected',
      rejectionReason: reasonText,
    });
    await markRequestNotificationsHandled(tx.db, rejected.id);
    const emailId = await queueTemplatedEmail({
      tx,
      jobs: options.jobs,
      status: 'rejected',
      rejectionReasonId: rejection.rejectionReasonId,
      request: rejected,
      workshop: options.config.workshop,
    });
    await options.jobs.publish(tx, requestRejected, {
      serviceRequestId: rejected.id,
      actor: options.actor,
      payload: { rejectionReasonId: rejection.rejectionReasonId ?? null },
    });
    return { row: rejected, emailId };
  });
  return {
    request: await getServiceRequest(options.database.db, row.id),
    customerMailQueued: emailId !== null,
  };
}

/** Archives an approved request whose repair is done. */
export async function archiveServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  id: number;
  reason: string;
  /** The admin's e-mail address. */
  actor: string;
}) {
  return options.database.transaction(async (tx) => {
    const archived = await archiveApproved(tx.db, options);
    await options.jobs.publish(tx, requestArchived, {
      serviceRequestId: archived.id,
      actor: options.actor,
      payload: {},
    });
    return getServiceRequest(tx.db, archived.id);
  });
}

async function archiveApproved(db: Db, options: { id: number; reason: string }) {
  const row = await findServiceRequestRow(db, options.id);
  if (row.status !== 'approved' || row.isArchived) {
    throw row.isArchived
      ? new AppError('REQUEST_ALREADY_ARCHIVED', { id: options.id })
      : new AppError('REQUEST_NOT_ARCHIVABLE', { status: row.status });
  }
  const now = new Date();
  const [archived] = await db
    .update(serviceRequests)
    .set({ isArchived: true, archivedAt: now, archivalReason: options.reason, updatedAt: now })
    .where(and(eq(serviceRequests.id, options.id), eq(serviceRequests.isArchived, false)))
    .returning();
  if (!archived) throw new AppError('REQUEST_ALREADY_ARCHIVED', { id: options.id });
  return archived;
}

/**
 * A new pending request with the same customer and bikes, for a second visit say. Each of the
 * two requests records its side of it (`request.duplicated`, `request.created_as_duplicate`).
 */
export async function duplicateServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  id: number;
  /** The admin's e-mail address. */
  actor: string;
}) {
  const { jobs, actor } = options;
  const copyId = await options.database.transaction(async (tx) => {
    const { db } = tx;
    const original = await requirePending(db, options.id, 'duplicate');
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      linkGeneration: _generation,
      linkTokenHash: _hash,
      ...data
    } = original;
    const [copy] = await db
      .insert(serviceRequests)
      .values({ ...data, status: 'pending' })
      .returning();
    if (!copy) throw new Error('duplicate insert returned no row');
    // The copy is a request of its own, with a link of its own.
    await assignPrivateLink(db, options.config, copy.id);
    await insertBikes(db, copy.id, (await bikesOfRequest(db, original.id)).map(presentBikeAsSent));
    await jobs.publish(tx, requestDuplicated, {
      serviceRequestId: original.id,
      actor,
      payload: { copyId: copy.id },
    });
    await jobs.publish(tx, requestCreatedAsDuplicate, {
      serviceRequestId: copy.id,
      actor,
      payload: { originalId: original.id },
    });
    return copy.id;
  });
  return getServiceRequest(options.database.db, copyId);
}

/** Whether a stored value and its replacement are the same (dates and nulls included). */
const sameValue = (before: unknown, after: unknown) =>
  JSON.stringify(before ?? null) === JSON.stringify(after ?? null);

/** The bikes as the customer sent them, without their ids, to see whether an edit changed them. */
const sentBikes = (requestBikes: BikeRow[]) => JSON.stringify(requestBikes.map(presentBikeAsSent));

/**
 * Corrects a pending request; its fields are checked exactly like a customer's submission.
 * Publishes `request.edited` naming the fields that changed; an edit that changed nothing is
 * no event, as it is nothing a history should show.
 */
export async function updateServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  id: number;
  changes: ServiceRequestEdit;
  /** The admin's e-mail address. */
  actor: string;
}) {
  const { bikes: editedBikes, ...fields } = options.changes;
  const onLocation = fields.deliveryType === 'on_location';
  await options.database.transaction(async (tx) => {
    const { db } = tx;
    const before = await findServiceRequestRow(db, options.id);
    const bikesBefore = await bikesOfRequest(db, options.id);
    const changes: RowChanges = {
      ...fields,
      fullName: `${fields.firstName} ${fields.lastName}`,
      companyName: fields.customerType === 'business' ? fields.companyName : null,
      houseNumber: fields.houseNumber ?? null,
      houseNumberAddition: fields.houseNumberAddition ?? null,
      bikeLocationStreet: onLocation ? fields.bikeLocationStreet : null,
      bikeLocationHouseNumber: onLocation ? fields.bikeLocationHouseNumber : null,
      bikeLocationAddition: onLocation ? (fields.bikeLocationAddition ?? null) : null,
      bikeLocationPostcode: onLocation ? fields.bikeLocationPostcode : null,
      bikeLocationCity: onLocation ? fields.bikeLocationCity : null,
    };
    const after = await transition(db, options.id, 'edit', changes);
    await replaceBikes(db, options.id, editedBikes);
    const bikesAfter = await bikesOfRequest(db, options.id);
    const changed: string[] = (Object.keys(changes) as (keyof Row)[]).filter(
      (key) => !sameValue(before[key], after[key]),
    );
    if (sentBikes(bikesBefore) !== sentBikes(bikesAfter)) changed.push('bikes');
    if (changed.length === 0) return;
    await options.jobs.publish(tx, requestEdited, {
      serviceRequestId: options.id,
      actor: options.actor,
      payload: { fields: changed, bikeCount: bikesAfter.length },
    });
  });
  return getServiceRequest(options.database.db, options.id);
}

/**
 * Removes a request for good, with its label links. A visit the planner still holds for it is
 * taken off the planner by the subscriber of `request.deleted`, published in the same
 * transaction; work orders stay in the workshop system, whose API offers no way to withdraw
 * them (the dashboard says so first).
 */
export async function deleteServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  id: number;
  /** The admin's e-mail address. */
  actor: string;
}) {
  await options.database.transaction(async (tx) => {
    const [deleted] = await tx.db
      .delete(serviceRequests)
      .where(eq(serviceRequests.id, options.id))
      .returning();
    if (!deleted) throw new AppError('REQUEST_NOT_FOUND', { id: options.id });
    await options.jobs.publish(tx, requestDeleted, {
      serviceRequestId: deleted.id,
      actor: options.actor,
      payload: {
        reference: formatReference(deleted.id, deleted.createdAt),
        plannerActivityId: hasOpenPlannerVisit(deleted, deleted.plannerActivityId)
          ? deleted.plannerActivityId
          : null,
      },
    });
  });
}
