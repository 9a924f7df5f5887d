import { z } from 'zod';
import { defineJob } from '../../jobs/boss.ts';
import { raiseNotification } from '../notifications/service.ts';

/**
 * Takes the visit of a deleted request off the planner, so no mechanic drives to it. Enqueued
 * in the deletion's transaction, or by the visit's creation when the request was deleted while
 * the planner was answering; retried for about a day, then the staff are told to do it.
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
