import { subscribeInPlaceOfEarlierJob } from '../../jobs/events.ts';
import { defineScheduledCheck, notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
import { APPROVAL_STEPS, requestApproved } from '../service-requests/events.ts';
import { checkCompletedRepairs, createWorkOrders } from './service.ts';

/**
 * An approved request's work orders, when a workshop system is configured. Approval tries
 * them at once after its commit (`attemptAtOnceAs`); this job, started a minute later,
 * finishes them if that attempt failed or the process died. Retried for about a day; then
 * the staff are told.
 */
export const createWorkOrdersJob = subscribeInPlaceOfEarlierJob(requestApproved, {
  name: 'create-work-orders',
  when: (_payload, { integrations }) => integrations.workshop !== undefined,
  attemptAtOnceAs: APPROVAL_STEPS.workOrder,
  startAfterSeconds: 60,
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ serviceRequestId }, { database, jobs, integrations }) {
    await createWorkOrders({ database, jobs, integrations, serviceRequestId });
  },

  async onFinalFailure({ serviceRequestId }, error, { database }) {
    await notifyFailedRequestStep(database, serviceRequestId, {
      isDone: (row) => row.workOrderId !== null,
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
    context.integrations.workshop
      ? checkCompletedRepairs({ ...context, workshop: context.config.workshop })
      : { failures: [] },
  failure: {
    type: 'status_check_failed',
    title: 'Status van werkorders niet gelezen',
    source: 'cyclesoftware',
    message: 'CycleSoftware kon niet worden gelezen',
  },
});

/** What the boot registers for this module. */
export const workOrderJobs = [createWorkOrdersJob, checkCompletedRepairsJob];
