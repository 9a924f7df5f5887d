import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  ACTIVITY_DEFAULT_MINUTES,
  type ActivityType,
} from '../../../contract/service-requests/handling.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Integrations } from '../../integrations/connect.ts';
import { IntegrationError } from '../../integrations/http.ts';
import {
  BUMBAL_PLANNED_STATUS_ID,
  type PlannerActivity,
} from '../../integrations/planner/client.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { SYSTEM_ACTOR } from '../../jobs/events.ts';
import { queueTemplatedEmail } from '../emails/service.ts';
import { type BikeRow, bikesOfRequest } from '../service-requests/bikes.ts';
import { findServiceRequestRow, getServiceRequest } from '../service-requests/handling.ts';
import { deletePlannerActivityJob } from './delete-activity-job.ts';
import { PLANNER_ACTOR, plannerActivityCreated, visitPlanned } from './events.ts';

type Row = typeof serviceRequests.$inferSelect;

const updateRequest = (target: Transaction, id: number, changes: Partial<Row>) =>
  target.db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(serviceRequests.id, id));

/** The visit: at the bike's location, falling back to the customer's address where it is empty. */
function activityFor(row: Row, requestBikes: BikeRow[]): PlannerActivity {
  const bikes = requestBikes.map((bike) =>
    [bike.brand, bike.model].filter(Boolean).join(' ').concat(`: ${bike.issueDescription}`),
  );
  const type = (row.plannerActivityType ?? 'stop') as ActivityType;
  return {
    linkId: String(row.id),
    type,
    durationMinutes: row.plannerActivityDuration ?? ACTIVITY_DEFAULT_MINUTES[type],
    reference: formatReference(row.id, row.createdAt),
    description: bikes.join('\n'),
    address: {
      name: row.companyName || row.fullName,
      street: row.bikeLocationStreet ?? row.street ?? '',
      houseNumber: row.bikeLocationHouseNumber ?? row.houseNumber ?? '',
      houseNumberAddition: row.bikeLocationHouseNumber
        ? row.bikeLocationAddition
        : row.houseNumberAddition,
      zipcode: row.bikeLocationPostcode ?? row.postalCode ?? '',
      city: row.bikeLocationCity ?? row.city ?? '',
      phone: row.phone,
      email: row.email,
    },
  };
}

/**
 * Creates (or finds, by its link to the request) the planner activity of an approved
 * on-location request and stores `plannerActivityId`; throws an `IntegrationError` when the
 * planner fails, after recording the reason in `plannerActivityError`. Returns false when no
 * planner is configured.
 */
export async function createPlannerActivity(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  serviceRequestId: number;
  /** Who asked for it: an admin retrying from the dashboard; Spaak itself otherwise. */
  actor?: string;
}): Promise<boolean> {
  const { database, serviceRequestId } = options;
  const planner = options.integrations.planner;
  if (!planner) return false;
  const [row] = await database.db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  // A request deleted since, or one that already has its activity, needs nothing more.
  if (!row || row.plannerActivityId) return true;
  try {
    const { activityId } = await planner.upsertActivity(
      activityFor(row, await bikesOfRequest(database.db, row.id)),
    );
    await database.transaction(async (tx) => {
      const stored = await updateRequest(tx, row.id, {
        plannerActivityId: activityId,
        plannerActivityError: null,
      }).returning({ id: serviceRequests.id });
      // Deleted while the planner answered: its deletion saw no activity to take off the planner.
      if (stored.length === 0)
        await options.jobs.enqueue(tx, deletePlannerActivityJob, {
          activityId,
          reference: formatReference(row.id, row.createdAt),
        });
      else
        await options.jobs.publish(tx, plannerActivityCreated, {
          serviceRequestId: row.id,
          actor: options.actor ?? SYSTEM_ACTOR,
          payload: { activityId },
        });
    });
    return true;
  } catch (error) {
    if (error instanceof IntegrationError) {
      await updateRequest(database, row.id, { plannerActivityError: error.message });
    }
    throw error;
  }
}

/**
 * Staff's retry from the dashboard: creates the planner activity of an approved on-location
 * request now and answers the request as the dashboard reads it. Refuses an unknown request
 * (404), one that is not approved, not on location or already has its activity (409) and,
 * when no planner is configured, answers 503; a failure of the planner is stored as
 * `plannerActivityError` and thrown, as in `createPlannerActivity`.
 */
export async function retryPlannerActivity(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  serviceRequestId: number;
  /** The admin's e-mail address. */
  actor: string;
}) {
  const { database, serviceRequestId } = options;
  const row = await findServiceRequestRow(database.db, serviceRequestId);
  if (row.status !== 'approved') throw new AppError('PLANNER_REQUEST_NOT_APPROVED');
  if (row.deliveryType !== 'on_location') throw new AppError('PLANNER_REQUEST_AT_WORKSHOP');
  if (row.plannerActivityId)
    throw new AppError('PLANNER_ACTIVITY_EXISTS', { activityId: row.plannerActivityId });
  if (!options.integrations.planner) throw new AppError('PLANNER_NOT_CONFIGURED');
  await createPlannerActivity(options);
  return getServiceRequest(database.db, serviceRequestId);
}

/**
 * Reads every activity that is not yet planned. When the planner reports one as planned
 * (status 3) with a time window, the request gets `plannedAt` and the customer the
 * `scheduled` mail, in one transaction that sets `plannedAt` only where it is still empty:
 * the mail goes out once, however often this runs. An activity that cannot be read is named
 * in `failures` and does not stop the others.
 */
export async function checkPlannedActivities(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  config: Config;
}) {
  const planner = options.integrations.planner;
  if (!planner) return { scheduledCount: 0, failures: [] };
  const open = await options.database.db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.status, 'approved'),
        eq(serviceRequests.isArchived, false),
        isNotNull(serviceRequests.plannerActivityId),
        isNull(serviceRequests.plannedAt),
      ),
    );
  let scheduledCount = 0;
  const failures: string[] = [];
  for (const row of open) {
    try {
      const activity = await planner.readActivity(row.plannerActivityId ?? '');
      if (activity.statusId !== BUMBAL_PLANNED_STATUS_ID || !activity.plannedSlot) continue;
      const scheduled = await options.database.transaction(async (tx) => {
        const [planned] = await tx.db
          .update(serviceRequests)
          .set({ plannedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(serviceRequests.id, row.id), isNull(serviceRequests.plannedAt)))
          .returning();
        if (!planned) return false;
        await queueTemplatedEmail({
          tx,
          jobs: options.jobs,
          status: 'scheduled',
          request: planned,
          workshop: options.config.workshop,
        });
        await options.jobs.publish(tx, visitPlanned, {
          serviceRequestId: planned.id,
          actor: PLANNER_ACTOR,
          payload: {},
        });
        return true;
      });
      if (scheduled) scheduledCount += 1;
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      failures.push(`${formatReference(row.id, row.createdAt)}: ${error.message}`);
    }
  }
  return { scheduledCount, failures };
}
