import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { defineScheduledCheck, notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
import { checkPlannedActivities, createPlannerActivity } from './service.ts';

/**
 * The safety net behind an on-location approval's planner activity: approval tries at once,
 * and this job, enqueued in the approval's transaction, finishes it if that attempt failed
 * or the process died. Retried for about a day; then the staff are told.
 */
export const createPlannerActivityJob = defineJob({
  name: 'create-planner-activity',
  payload: z.object({ serviceRequestId: z.number().int().positive() }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ serviceRequestId }, { database, jobs, integrations }) {
    await createPlannerActivity({ database, jobs, integrations, serviceRequestId });
  },

  async onFinalFailure({ serviceRequestId }, error, { database }) {
    await notifyFailedRequestStep(database, serviceRequestId, {
      isDone: (row) => row.bumbalActivityId !== null,
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
