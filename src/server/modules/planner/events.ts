import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/** Who reports a visit's planning: the route planner, read by the status check. */
export const PLANNER_ACTOR = 'bumbal';

/** Spaak put the visit of an approved on-location request on the route planner. */
export const plannerActivityCreated = defineEvent({
  type: 'planner.activity_created',
  payload: z.object({ activityId: z.string().min(1) }),
});

/** The route planner planned the visit (a time window): the customer is told. */
export const visitPlanned = defineEvent({
  type: 'planner.visit_planned',
  payload: z.object({}),
});
