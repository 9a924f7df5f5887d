import { and, eq, exists, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/connect.ts';
import { bikes, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Integrations } from '../../integrations/connect.ts';
import { IntegrationError } from '../../integrations/http.ts';
import {
  CYCLESOFTWARE_COMPLETED_STATUS_ID,
  type WorkOrder,
  type WorkshopBike,
  type WorkshopSystem,
} from '../../integrations/workshop/client.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { SYSTEM_ACTOR } from '../../jobs/events.ts';
import { raiseNotification } from '../notifications/service.ts';
import { followSystemStage, type ReportingSystem } from '../repair-progress/service.ts';
import {
  type BikeRow,
  bikesOfRequest,
  bikesOfRequests,
  workOrderIdsOf,
} from '../service-requests/bikes.ts';
import { findServiceRequestRow, getServiceRequest } from '../service-requests/handling.ts';
import {
  repairCompleted,
  WORKSHOP_SYSTEM_ACTOR,
  workOrderStatusChanged,
  workOrdersCreated,
} from './events.ts';

type Row = typeof serviceRequests.$inferSelect;

/**
 * Where a bike is when its work order has one of CycleSoftware's statuses (decision 040,
 * "The workshop system moves the bike"). Only statuses whose meaning is documented are
 * here: "Reparatie voltooid" (7) is the one the documentation names; the others' ids differ
 * per workshop's configuration (`common/enum.json`), so they move nothing.
 */
export const WORKSHOP_STATUS_STAGES: ReadonlyMap<number, BikeStage> = new Map([
  [CYCLESOFTWARE_COMPLETED_STATUS_ID, 'ready'],
]);

const CYCLESOFTWARE: ReportingSystem = {
  actor: WORKSHOP_SYSTEM_ACTOR,
  name: 'CycleSoftware',
  source: 'cyclesoftware',
};

/**
 * Moves a bike to the stage its work order's status stands for (`WORKSHOP_STATUS_STAGES`);
 * a status that stands for none moves nothing. A move the stage table refuses becomes a
 * notification for the staff, never an error (see `followSystemStage`).
 */
export function followWorkOrderStatus(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  bikeId: number;
  order: Pick<WorkOrder, 'statusId' | 'statusText'>;
  workshop: Config['workshop'];
}) {
  const stage = WORKSHOP_STATUS_STAGES.get(options.order.statusId);
  if (!stage) return Promise.resolve('unchanged' as const);
  return followSystemStage({
    ...options,
    to: stage,
    system: CYCLESOFTWARE,
    report: options.order.statusText,
  });
}

/** The archival reason of a repair that the workshop system reported as completed. */
export const COMPLETED_REPAIR_ARCHIVAL_REASON = 'Repair completed in CycleSoftware';

function requireWorkshop(integrations: Integrations): WorkshopSystem {
  if (!integrations.workshop) throw new AppError('WORKSHOP_NOT_CONFIGURED');
  return integrations.workshop;
}

/** A bike as the workshop system's repair object takes it. */
const toWorkshopBike = (bike: BikeRow): WorkshopBike => ({
  brand: bike.brand,
  model: bike.model ?? '',
  frameNumber: bike.frameNumber,
  mileage: bike.mileage,
});

/**
 * What the mechanic reads on the work order: the customer's words, then what an e-bike's display
 * and battery say and whose lease it is (issue 34), so nobody phones the customer for them.
 * CycleSoftware's repair object has fields for brand, model, frame and mileage only.
 */
export function repairDescriptionOf(bike: BikeRow) {
  const facts: string[] = [];
  if (bike.driveSystem) {
    const eBike = [`E-bike: ${bike.driveSystem}`];
    if (bike.errorCode) eBike.push(`foutcode ${bike.errorCode}`);
    if (bike.batterySerial) eBike.push(`accu ${bike.batterySerial}`);
    facts.push(eBike.join(' · '));
  }
  if (bike.leaseCompany) {
    facts.push(`Leasefiets: ${bike.leaseCompany} · contract ${bike.leaseContractNumber}`);
  }
  return [bike.issueDescription, ...facts].join('\n');
}

function splitName(row: Row) {
  if (row.firstName || row.lastName) {
    return { firstName: row.firstName ?? '', lastName: row.lastName ?? '' };
  }
  const [firstName = '', ...rest] = row.fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const updateRequest = (target: Transaction, id: number, changes: Partial<Row>) =>
  target.db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(serviceRequests.id, id));

/**
 * Creates the work orders of an approved request in the workshop system: the customer, then
 * per bike its repair object and a work order referenced `#SR-…-n`. Each result is stored
 * before the next step, and an order is looked up by its reference before it is created, so
 * a retry after a failure or a crash continues where the last attempt stopped and never
 * makes an order twice. Returns false when no workshop system is configured; throws the
 * `IntegrationError` (after storing it as `workOrderError`) when the system fails.
 */
export async function createWorkOrders(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  serviceRequestId: number;
  /** Who asked for it: an admin retrying from the dashboard; Spaak itself otherwise. */
  actor?: string;
}): Promise<boolean> {
  const { database, integrations, serviceRequestId } = options;
  const workshop = integrations.workshop;
  if (!workshop) return false;
  let row = await findServiceRequestRow(database.db, serviceRequestId);
  if (row.status !== 'approved' || row.workOrderId) return true;
  row = await claimWorkOrders(database, row.id);
  try {
    let customerId = row.workshopCustomerId;
    if (!customerId) {
      ({ customerId } = await workshop.createCustomer({
        ...splitName(row),
        companyName: row.companyName,
        email: row.email,
        phone: row.phone,
        street: row.street,
        houseNumber: row.houseNumber,
        houseNumberAddition: row.houseNumberAddition,
        postalCode: row.postalCode,
        city: row.city,
      }));
      await updateRequest(database, row.id, { workshopCustomerId: customerId });
    }
    const reference = formatReference(row.id, row.createdAt);
    const requestBikes = await bikesOfRequest(database.db, row.id);
    for (const bike of requestBikes) {
      if (bike.workOrderId) continue;
      const orderReference = `${reference}-${bike.position + 1}`;
      const existing = await workshop.findWorkOrder(customerId, orderReference);
      const order =
        existing ??
        (await workshop.createWorkOrder({
          customerId,
          bikeId: (await workshop.createBike(customerId, toWorkshopBike(bike))).bikeId,
          reference: orderReference,
          description: repairDescriptionOf(bike),
        }));
      bike.workOrderId = order.id;
      await database.db.update(bikes).set({ workOrderId: order.id }).where(eq(bikes.id, bike.id));
    }
    const workOrderIds = workOrderIdsOf(requestBikes);
    await database.transaction(async (tx) => {
      await updateRequest(tx, row.id, {
        workOrderId: workOrderIds[0] ?? null,
        repairNumber: workOrderIds[0] ?? null,
        workOrderError: null,
        workOrdersClaimedAt: null,
      });
      await options.jobs.publish(tx, workOrdersCreated, {
        serviceRequestId: row.id,
        actor: options.actor ?? SYSTEM_ACTOR,
        payload: { workOrderIds },
      });
    });
    return true;
  } catch (error) {
    await updateRequest(database, row.id, {
      workOrdersClaimedAt: null,
      ...(error instanceof IntegrationError && { workOrderError: error.message }),
    });
    throw error;
  }
}

/**
 * Staff's retry from the dashboard: makes the work orders of an approved request now and
 * answers the request as the dashboard reads it. Refuses an unknown request (404), one that
 * is not approved (409) and, when no workshop system is configured, answers 503; a failure of
 * the system is stored as `workOrderError` and thrown, as in `createWorkOrders`.
 */
export async function retryWorkOrders(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  serviceRequestId: number;
  /** The admin's e-mail address. */
  actor: string;
}) {
  const { database, serviceRequestId } = options;
  const row = await findServiceRequestRow(database.db, serviceRequestId);
  if (row.status !== 'approved') throw new AppError('WORK_ORDER_REQUEST_NOT_APPROVED');
  if (row.workOrderId) throw new AppError('WORK_ORDER_EXISTS', { workOrderId: row.workOrderId });
  requireWorkshop(options.integrations);
  await createWorkOrders(options);
  return getServiceRequest(database.db, serviceRequestId);
}

/** How long a claim on making a request's work orders holds: longer than any attempt takes. */
const WORK_ORDER_CLAIM_MS = 5 * 60_000;

/**
 * Takes the request's work orders for this worker, or refuses with 409 while another one
 * (approval's own attempt, the job, a retry from the dashboard) is making them.
 */
async function claimWorkOrders(database: Database, id: number) {
  const now = new Date();
  const [claimed] = await database.db
    .update(serviceRequests)
    .set({ workOrdersClaimedAt: now })
    .where(
      and(
        eq(serviceRequests.id, id),
        isNull(serviceRequests.workOrderId),
        or(
          isNull(serviceRequests.workOrdersClaimedAt),
          lt(serviceRequests.workOrdersClaimedAt, new Date(now.getTime() - WORK_ORDER_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) throw new AppError('WORK_ORDERS_IN_PROGRESS');
  return claimed;
}

/**
 * A repair the workshop system reports as completed: marks the request completed, archives
 * it, publishes `repair.completed` (its invoice follows) and tells the staff, in one
 * transaction. Running it twice changes
 * nothing more. Returns whether this call archived the request: staff may have archived it
 * by hand before the repair was done.
 */
export async function recordCompletedWorkOrder(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
}) {
  return options.database.transaction(async (tx) => {
    const now = new Date();
    const [completed] = await tx.db
      .update(serviceRequests)
      .set({
        completedAt: now,
        isArchived: true,
        archivedAt: sql`coalesce(${serviceRequests.archivedAt}, ${now})`,
        archivalReason: sql`coalesce(${serviceRequests.archivalReason}, ${COMPLETED_REPAIR_ARCHIVAL_REASON})`,
        updatedAt: now,
      })
      .where(
        and(eq(serviceRequests.id, options.serviceRequestId), isNull(serviceRequests.completedAt)),
      )
      .returning();
    if (!completed) return false;
    const archivedNow = completed.archivedAt?.getTime() === now.getTime();
    await options.jobs.publish(tx, repairCompleted, {
      serviceRequestId: completed.id,
      actor: WORKSHOP_SYSTEM_ACTOR,
      payload: { archivedNow },
    });
    await raiseNotification(tx.db, {
      type: 'repair_completed',
      title: `Reparatie ${formatReference(completed.id, completed.createdAt)} voltooid`,
      message: `CycleSoftware meldt de reparatie als voltooid; de aanvraag ${archivedNow ? 'is nu' : 'was al'} gearchiveerd.`,
      severity: 'info',
      source: 'cyclesoftware',
      about: { serviceRequestId: completed.id },
    });
    return archivedNow;
  });
}

/**
 * Reads the status of every open work order (approved requests with work orders, not yet
 * completed) into `workOrderStatus` / `lastStatusCheck` and moves each bike to the stage its
 * order's status stands for; a request whose work orders are all completed is archived and
 * invoiced. A request whose orders cannot be read is listed in
 * `failures` and does not stop the others.
 */
export async function checkCompletedRepairs(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  /** For the mails of the stages the orders' statuses move bikes to. */
  workshop: Config['workshop'];
}) {
  const workshop = requireWorkshop(options.integrations);
  const { db } = options.database;
  const open = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.status, 'approved'),
        isNull(serviceRequests.completedAt),
        exists(
          db
            .select({ id: bikes.id })
            .from(bikes)
            .where(
              and(eq(bikes.serviceRequestId, serviceRequests.id), isNotNull(bikes.workOrderId)),
            ),
        ),
      ),
    );
  const bikesByRequest = await bikesOfRequests(
    db,
    open.map((row) => row.id),
  );
  let archivedCount = 0;
  const failures: string[] = [];
  for (const row of open) {
    const customerId = row.workshopCustomerId;
    if (!customerId) continue;
    try {
      const reports = await Promise.all(
        (bikesByRequest.get(row.id) ?? []).flatMap(({ id: bikeId, workOrderId }) =>
          workOrderId
            ? [workshop.readWorkOrder(customerId, workOrderId).then((order) => ({ bikeId, order }))]
            : [],
        ),
      );
      const orders = reports.map(({ order }) => order);
      await recordStatus(options, row, orders.map((order) => order.statusText).join(', '));
      for (const { bikeId, order } of reports)
        await followWorkOrderStatus({ ...options, serviceRequestId: row.id, bikeId, order });
      const allCompleted = orders.every(
        (order) => order.statusId === CYCLESOFTWARE_COMPLETED_STATUS_ID,
      );
      if (
        allCompleted &&
        (await recordCompletedWorkOrder({ ...options, serviceRequestId: row.id }))
      )
        archivedCount += 1;
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      failures.push(`${formatReference(row.id, row.createdAt)}: ${error.message}`);
    }
  }
  return { archivedCount, failures };
}

/**
 * Stores the status just read and the time of the check; only a status that differs from the
 * one stored is an event, as a check that found nothing new is no change to the request.
 */
function recordStatus(options: { database: Database; jobs: Jobs }, row: Row, status: string) {
  return options.database.transaction(async (tx) => {
    await updateRequest(tx, row.id, { workOrderStatus: status, lastStatusCheck: new Date() });
    if (status !== row.workOrderStatus)
      await options.jobs.publish(tx, workOrderStatusChanged, {
        serviceRequestId: row.id,
        actor: WORKSHOP_SYSTEM_ACTOR,
        payload: { status },
      });
  });
}

/** One real call to the workshop system, to prove the connection: the newest work order. */
export async function testWorkshopConnection(options: { integrations: Integrations }) {
  const workshop = requireWorkshop(options.integrations);
  return { workshopOrderId: await workshop.latestWorkOrderId() };
}
