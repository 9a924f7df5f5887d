import { subscribeInPlaceOfEarlierJob } from '../../jobs/events.ts';
import { defineScheduledCheck, notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
import { repairCompleted } from '../work-orders/events.ts';
import { checkInvoicePayments } from './payment.ts';
import { invoiceRepair } from './service.ts';

/**
 * Makes the draft invoice of a completed repair: the subscriber of `repair.completed`.
 * Retried for a few hours (the mechanic may still be booking the lines); then the staff are
 * told.
 */
export const invoiceRepairJob = subscribeInPlaceOfEarlierJob(repairCompleted, {
  name: 'invoice-repair',
  retryLimit: 8,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,

  async handle({ serviceRequestId }, { database, jobs, integrations }) {
    await invoiceRepair({ database, jobs, integrations, serviceRequestId });
  },

  async onFinalFailure({ serviceRequestId }, error, { database }) {
    await notifyFailedRequestStep(database, serviceRequestId, {
      isDone: (row) => row.invoiceId !== null,
      type: 'invoice_failed',
      source: 'moneybird',
      title: (reference) => `Factuur voor ${reference} niet aangemaakt`,
      message: `De reparatie is voltooid, maar de conceptfactuur kon niet worden gemaakt (${error.message}). Maak de factuur handmatig aan in Moneybird.`,
    });
  },
});

/**
 * Every 15 minutes: whether staff sent or the customer paid the invoices not yet paid, so the
 * customer's page offers 'Betalen' while there is something to pay (decision 050).
 */
export const checkInvoicePaymentsJob = defineScheduledCheck({
  name: 'check-invoice-payments',
  check: checkInvoicePayments,
  failure: {
    type: 'invoice_payment_check_failed',
    title: 'Betaalstatus van facturen niet gelezen',
    source: 'moneybird',
    message: 'Moneybird kon niet worden gelezen',
  },
});

/** What the boot registers for this module. */
export const invoicingJobs = [invoiceRepairJob, checkInvoicePaymentsJob];
