import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/** Who reports a repair's progress: the workshop system, by webhook or status check. */
export const WORKSHOP_SYSTEM_ACTOR = 'cyclesoftware';

/** Spaak made the work orders of an approved request in the workshop system. */
export const workOrdersCreated = defineEvent({
  type: 'work_orders.created',
  payload: z.object({ workOrderIds: z.array(z.string()) }),
});

/**
 * The workshop system reports every work order of a request completed: the request is
 * archived (`archivedNow`: by this; otherwise staff had archived it) and is to be invoiced.
 */
export const repairCompleted = defineEvent({
  type: 'repair.completed',
  payload: z.object({ archivedNow: z.boolean() }),
});

/**
 * The workshop system's status of the request's work orders changed, as the status check read
 * it: the status names, one per work order, which are the workshop's words, not the customer's.
 */
export const workOrderStatusChanged = defineEvent({
  type: 'work_orders.status_changed',
  payload: z.object({ status: z.string() }),
});
