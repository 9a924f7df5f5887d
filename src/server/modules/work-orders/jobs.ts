import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { defineScheduledCheck, notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
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
    await notifyFailedRequestStep(database, serviceRequestId, {
      isDone: (row) => row.cycleSoftwareWorkOrderId !== null,
      type: 'work_order_failed',
      source: 'cyclesoftware',
      title: (reference) => `Werkorder voor ${reference} niet aangemaakt`,
      message: `De aanvraag is goedgekeurd, maar CycleSoftware gaf steeds een fout (${error.message}). Maak de werkorder handmatig aan of probeer het opnieuw vanuit de aanvraag.`,
    });
  },
});

/**
 * Every 15 minutes: reads the open work orders and archives (and invoices) completed
 * repairs. A run in which an order could not be read fails, so it is retried, and the staff
 * are told when the workshop system stays unreachable.
 */
export const checkCompletedRepairsJob = defineScheduledCheck({
  name: 'check-completed-repairs',
  check: async (context) =>
    context.integrations.workshop ? checkCompletedRepairs(context) : { failures: [] },
  failure: {
    type: 'status_check_failed',
    title: 'Status van werkorders niet gelezen',
    source: 'cyclesoftware',
    message: 'CycleSoftware kon niet worden gelezen',
  },
});
