import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatReference } from '../../../contract/service-requests.ts';
import { serviceRequests } from '../../db/schema.ts';
import { defineJob } from '../../jobs/boss.ts';
import { raiseNotification } from '../notifications/service.ts';
import { checkCompletedRepairs, createWorkOrders } from './service.ts';

/**
 * The safety net behind approval: approval tries the work orders at once, and this job,
 * enqueued in the approval's transaction and started a minute later, finishes them if that
 * attempt failed or the process died. Retried for about a day; then the staff are told.
 */
export const createWorkOrdersJob = defineJob({
  name: 'create-work-orders',
  payload: z.object({ serviceRequestId: z.number().int().positive() }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ serviceRequestId }, { database, integrations }) {
    await createWorkOrders({ database, integrations, serviceRequestId });
  },

  async onFinalFailure({ serviceRequestId }, error, { database }) {
    const [row] = await database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, serviceRequestId));
    if (!row || row.cycleSoftwareWorkOrderId) return;
    await raiseNotification(database.db, {
      type: 'work_order_failed',
      title: `Werkorder voor ${formatReference(row.id, row.createdAt)} niet aangemaakt`,
      message: `De aanvraag is goedgekeurd, maar CycleSoftware gaf steeds een fout (${error.message}). Maak de werkorder handmatig aan of probeer het opnieuw vanuit de aanvraag.`,
      severity: 'error',
      source: 'cyclesoftware',
      relatedId: row.id,
    });
  },
});

/**
 * Every 15 minutes: reads the open work orders and archives (and invoices) completed
 * repairs. A run in which an order could not be read fails, so it is retried, and the staff
 * are told when the workshop system stays unreachable.
 */
export const checkCompletedRepairsJob = defineJob({
  name: 'check-completed-repairs',
  payload: z.object({}),
  schedule: '*/15 * * * *',
  policy: 'singleton',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,

  async handle(_payload, context) {
    if (!context.integrations.workshop) return;
    const { failures } = await checkCompletedRepairs(context);
    if (failures.length > 0) throw new Error(failures.join('; '));
  },

  async onFinalFailure(_payload, error, { database }) {
    await raiseNotification(database.db, {
      type: 'status_check_failed',
      title: 'Status van werkorders niet gelezen',
      message: `CycleSoftware kon niet worden gelezen: ${error.message}`,
      severity: 'warning',
      source: 'cyclesoftware',
    });
  },
});
