import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { defineScheduledCheck, notifyFailedRequestStep } from '../../jobs/integration-jobs.ts';
import { raiseNotification } from '../notifications/service.ts';
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

  async handle({ serviceRequestId }, { database, integrations }) {
    await createPlannerActivity({ database, integrations, serviceRequestId });
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

/**
 * Takes the visit of a deleted request off the planner, so no mechanic drives to it. Enqueued
 * in the deletion's transaction; retried for about a day, then the staff are told to do it.
 */
export const deletePlannerActivityJob = defineJob({
  name: 'delete-planner-activity',
  payload: z.object({ activityId: z.string().min(1), reference: z.string() }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ activityId }, { integrations }) {
    await integrations.planner?.deleteActivity(activityId);
  },

  async onFinalFailure({ activityId, reference }, error, { database }) {
    await raiseNotification(database.db, {
      type: 'planner_activity_delete_failed',
      title: `Bezoek van ${reference} staat nog in de routeplanner`,
      message: `De aanvraag is verwijderd, maar de routeplanner gaf steeds een fout (${error.message}). Verwijder activiteit ${activityId} handmatig in de routeplanner.`,
      severity: 'error',
      source: 'freightlive',
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
