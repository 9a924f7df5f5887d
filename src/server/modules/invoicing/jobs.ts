import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
import { invoiceRepair } from './service.ts';

/**
 * Makes the draft invoice of a completed repair; enqueued in the transaction that marks the
 * repair completed. Retried for a few hours (the mechanic may still be booking the lines);
 * then the staff are told.
 */
export const invoiceRepairJob = defineJob({
  name: 'invoice-repair',
  payload: z.object({ serviceRequestId: z.number().int().positive() }),
  retryLimit: 8,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,

  async handle({ serviceRequestId }, { database, integrations }) {
    await invoiceRepair({ database, integrations, serviceRequestId });
  },

  async onFinalFailure({ serviceRequestId }, error, { database }) {
    await notifyFailedRequestStep(database, serviceRequestId, {
      isDone: (row) => row.moneybirdInvoiceId !== null,
      type: 'invoice_failed',
      source: 'moneybird',
      title: (reference) => `Factuur voor ${reference} niet aangemaakt`,
      message: `De reparatie is voltooid, maar de conceptfactuur kon niet worden gemaakt (${error.message}). Maak de factuur handmatig aan in Moneybird.`,
    });
  },
});
