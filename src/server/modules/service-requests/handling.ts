import { and, eq } from 'drizzle-orm';
import type {
  ApproveServiceRequest,
  RejectServiceRequest,
  ServiceRequestStatus,
  ValidServiceRequestSubmission,
} from '../../../contract/service-requests.ts';
import {
  ACTIVITY_DEFAULT_MINUTES,
  approveServiceRequestSchema,
} from '../../../contract/service-requests.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/connect.ts';
import { rejectionReasons, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { queueTemplatedEmail } from '../emails/service.ts';
import { waitDaysFor } from '../settings/service.ts';
import { withLabels } from './list.ts';

type Row = typeof serviceRequests.$inferSelect;

const STATUS_TEXT: Record<ServiceRequestStatus, string> = {
  pending: 'in behandeling',
  approved: 'goedgekeurd',
  rejected: 'afgewezen',
};

async function findRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', `Serviceaanvraag ${id} bestaat niet`);
  return row;
}

/** A request as the dashboard reads it, with its labels. */
export async function getServiceRequest(db: Db, id: number) {
  const [request] = await withLabels(db, [await findRow(db, id)]);
  if (!request) throw new AppError('NOT_FOUND', `Serviceaanvraag ${id} bestaat niet`);
  return request;
}

/** Refuses an action on a request that is no longer pending: 409 saying what it is now. */
async function requirePending(db: Db, id: number, action: string) {
  const row = await findRow(db, id);
  if (row.status !== 'pending') {
    throw new AppError(
      'CONFLICT',
      `Aanvraag ${id} is al ${STATUS_TEXT[row.status]} en kan niet meer worden ${action}`,
    );
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
  action: string,
  changes: Partial<typeof serviceRequests.$inferInsert>,
): Promise<Row> {
  await requirePending(db, id, action);
  const [row] = await db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, 'pending')))
    .returning();
  if (!row)
    throw new AppError('CONFLICT', `Aanvraag ${id} is zojuist door iemand anders behandeld`);
  return row;
}

const NOT_CONFIGURED = { status: 'skipped' as const, message: 'not configured' };

/**
 * Approves a pending request and mails the customer. The work order in the workshop system
 * and the planner activity are the integrations' steps; until those are configured they are
 * reported as skipped, never as done.
 */
export async function approveServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  id: number;
  activity: ApproveServiceRequest;
}) {
  const activity = approveServiceRequestSchema.parse(options.activity);
  const row = await options.database.transaction(async (tx) => {
    const current = await requirePending(tx.db, options.id, 'goedgekeurd');
    const onLocation = current.deliveryType === 'on_location';
    const approved = await transition(tx.db, options.id, 'goedgekeurd', {
      status: 'approved',
      freightliveActivityType: activity.freightliveActivityType,
      freightliveActivityDuration:
        activity.freightliveActivityDuration ??
        ACTIVITY_DEFAULT_MINUTES[activity.freightliveActivityType],
    });
    await queueTemplatedEmail({
      tx,
      jobs: options.jobs,
      status: onLocation ? 'approved_on_location' : 'approved_workshop',
      request: approved,
      waitDays: await waitDaysFor(tx.db, approved.deliveryType),
      workshop: options.config.workshop,
    });
    return approved;
  });
  return {
    request: await getServiceRequest(options.database.db, row.id),
    workOrder: NOT_CONFIGURED,
    plannerActivity:
      row.deliveryType === 'on_location'
        ? NOT_CONFIGURED
        : { status: 'skipped' as const, message: 'not needed for workshop requests' },
  };
}

/** Rejects a pending request with a listed or a custom reason, and mails the customer. */
export async function rejectServiceRequest(options: {
  database: Database;
  jobs: Jobs;
  config: Config;
  id: number;
  rejection: RejectServiceRequest;
}) {
  const { rejection } = options;
  const row = await options.database.transaction(async (tx) => {
    let reasonText = rejection.customReason;
    if (rejection.rejectionReasonId !== undefined) {
      const [reason] = await tx.db
        .select()
        .from(rejectionReasons)
        .where(eq(rejectionReasons.id, rejection.rejectionReasonId));
      if (!reason?.isActive)
        throw new AppError('VALIDATION', 'Deze afwijzingsreden bestaat niet (meer)');
      reasonText = reason.name;
    }
    const rejected = await transition(tx.db, options.id, 'afgewezen', {
      status: 'rejected',
      rejectionReason: reasonText,
    });
    await queueTemplatedEmail({
      tx,
      jobs: options.jobs,
      status: 'rejected',
      rejectionReasonId: rejection.rejectionReasonId,
      request: rejected,
      workshop: options.config.workshop,
    });
    return rejected;
  });
  return getServiceRequest(options.database.db, row.id);
}

/** Archives an approved request whose repair is done. */
export async function archiveServiceRequest(options: { db: Db; id: number; reason: string }) {
  const row = await findRow(options.db, options.id);
  if (row.status !== 'approved' || row.isArchived) {
    throw new AppError(
      'CONFLICT',
      row.isArchived
        ? `Aanvraag ${options.id} is al gearchiveerd`
        : `Alleen goedgekeurde aanvragen kunnen worden gearchiveerd; deze is ${STATUS_TEXT[row.status]}`,
    );
  }
  const now = new Date();
  const [archived] = await options.db
    .update(serviceRequests)
    .set({ isArchived: true, archivedAt: now, archivalReason: options.reason, updatedAt: now })
    .where(and(eq(serviceRequests.id, options.id), eq(serviceRequests.isArchived, false)))
    .returning();
  if (!archived) throw new AppError('CONFLICT', `Aanvraag ${options.id} is al gearchiveerd`);
  return getServiceRequest(options.db, archived.id);
}

/** A new pending request with the same customer and bikes, for a second visit say. */
export async function duplicateServiceRequest(options: { db: Db; id: number }) {
  const original = await requirePending(options.db, options.id, 'gedupliceerd');
  const { id: _id, createdAt: _created, updatedAt: _updated, ...data } = original;
  const [copy] = await options.db
    .insert(serviceRequests)
    .values({ ...data, status: 'pending' })
    .returning();
  if (!copy) throw new Error('duplicate insert returned no row');
  return getServiceRequest(options.db, copy.id);
}

/** Corrects a pending request; it is checked exactly like a customer's submission. */
export async function updateServiceRequest(options: {
  db: Db;
  id: number;
  changes: ValidServiceRequestSubmission;
}) {
  const { fullName: _ignored, ...fields } = options.changes;
  const onLocation = fields.deliveryType === 'on_location';
  await transition(options.db, options.id, 'bijgewerkt', {
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
  });
  return getServiceRequest(options.db, options.id);
}

/** Removes a request for good, with its label links. */
export async function deleteServiceRequest(options: { db: Db; id: number }) {
  const [deleted] = await options.db
    .delete(serviceRequests)
    .where(eq(serviceRequests.id, options.id))
    .returning({ id: serviceRequests.id });
  if (!deleted) throw new AppError('NOT_FOUND', `Serviceaanvraag ${options.id} bestaat niet`);
}
