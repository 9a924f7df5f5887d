import { z } from 'zod';
import { defineJob, type JobContext } from '../../jobs/boss.ts';
import { subscribe } from '../../jobs/events.ts';
import { raiseNotification } from '../notifications/service.ts';
import { requestDeleted } from '../service-requests/events.ts';

type Visit = { activityId: string; reference: string };

/** Retried for about a day, then the staff are told to take the visit off by hand. */
const takeVisitOffPlanner = {
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
} as const;

const deleteActivity = async ({ activityId }: Visit, { integrations }: JobContext) => {
  await integrations.planner?.deleteActivity(activityId);
};

async function notifyVisitLeft(
  { activityId, reference }: Visit,
  error: Error,
  context: JobContext,
) {
  await raiseNotification(context.database.db, {
    type: 'planner_activity_delete_failed',
    title: `Bezoek van ${reference} staat nog in de routeplanner`,
    message: `De aanvraag is verwijderd, maar de routeplanner gaf steeds een fout (${error.message}). Verwijder activiteit ${activityId} handmatig in de routeplanner.`,
    severity: 'error',
    source: 'freightlive',
  });
}

/**
 * Takes the visit of a deleted request off the planner, so no mechanic drives to it: the
 * subscriber of `request.deleted` when the request still had an open visit.
 */
export const deleteVisitOfDeletedRequestJob = subscribe(requestDeleted, {
  name: 'delete-visit-of-deleted-request',
  when: ({ plannerActivityId }, { integrations }) =>
    plannerActivityId !== null && integrations.planner !== undefined,
  ...takeVisitOffPlanner,
  handle: ({ payload }, context) => deleteActivity(visitOf(payload), context),
  onFinalFailure: ({ payload }, error, context) =>
    notifyVisitLeft(visitOf(payload), error, context),
});

/** The visit of a deletion that `when` let through, so one with a planner activity. */
const visitOf = (deleted: { reference: string; plannerActivityId: string | null }): Visit => ({
  activityId: deleted.plannerActivityId ?? '',
  reference: deleted.reference,
});

/**
 * The same for a visit the planner made while its request was being deleted: that deletion
 * saw no visit to take off, so the visit's creation enqueues this.
 */
export const deletePlannerActivityJob = defineJob({
  name: 'delete-planner-activity',
  payload: z.object({ activityId: z.string().min(1), reference: z.string() }),
  ...takeVisitOffPlanner,
  handle: deleteActivity,
  onFinalFailure: notifyVisitLeft,
});
