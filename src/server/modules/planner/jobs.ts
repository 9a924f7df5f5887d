import { subscribeInPlaceOfEarlierJob } from '../../jobs/events.ts';
import { defineScheduledCheck, notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
import { APPROVAL_STEPS, requestApproved } from '../service-requests/events.ts';
import { deletePlannerActivityJob, deleteVisitOfDeletedRequestJob } from './delete-activity-job.ts';
import { checkPlannedActivities, createPlannerActivity } from './service.ts';

/**
 * The planner activity of an approved on-location request, when a planner is configured.
 * Approval tries it at once after its commit (`attemptAtOnceAs`); this job, started a minute
 * later, finishes it if that attempt failed or the process died. Retried for about a day;
 * then the staff are told.
 */
export const createPlannerActivityJob = subscribeInPlaceOfEarlierJob(requestApproved, {
  name: 'create-planner-activity',
  when: ({ deliveryType }, { integrations }) =>
    deliveryType === 'on_location' && integrations.planner !== undefined,
  attemptAtOnceAs: APPROVAL_STEPS.plannerActivity,
  startAfterSeconds: 60,
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ serviceRequestId }, { database, jobs, integrations }) {
    await createPlannerActivity({ database, jobs, integrations, serviceRequestId });
  },

  async onFinalFailure({ serviceRequestId }, error, { database }) {
    await notifyFailedRequestStep(database, serviceRequestId, {
      isDone: (row) => row.plannerActivityId !== null,
      type: 'planner_activity_failed',
      source: 'freightlive',
      title: (reference) => `Routeplanner-activiteit voor ${reference} niet aangemaakt`,
      message: `De aanvraag is goedgekeurd, maar de routeplanner gaf steeds een fout (${error.message}). Plan het bezoek handmatig in.`,
    });
  },
});

/** Every 15 minutes: mails the customers whose visit the planner has planned since. */
export const checkPlannedActivitiesJob = defineScheduledCheck({
  name: 'check-planned-activities',
  check: checkPlannedActivities,
  failure: {
    type: 'planner_check_failed',
    title: 'Planning van bezoeken niet gelezen',
    source: 'freightlive',
    message: 'De routeplanner kon niet worden gelezen',
  },
});

/** What the boot registers for this module. */
export const plannerJobs = [
  createPlannerActivityJob,
  deletePlannerActivityJob,
  deleteVisitOfDeletedRequestJob,
  checkPlannedActivitiesJob,
];
