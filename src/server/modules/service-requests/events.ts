import { z } from 'zod';
import { DELIVERY_TYPES } from '../../../contract/service-request-constants.ts';
import { ACTIVITY_TYPES } from '../../../contract/service-requests/handling.ts';
import { defineEvent } from '../../jobs/events.ts';

const deliveryType = z.enum(DELIVERY_TYPES);

/** Who sends a request: a customer, not named in the history, which outlives their data. */
export const CUSTOMER_ACTOR = 'customer';

/** A customer sent a request. */
export const requestSubmitted = defineEvent({
  type: 'request.submitted',
  payload: z.object({ deliveryType, bikeCount: z.number().int().nonnegative() }),
});

/** Staff approved a request: its work orders and, on location, its visit follow. */
export const requestApproved = defineEvent({
  type: 'request.approved',
  payload: z.object({
    deliveryType,
    activityType: z.enum(ACTIVITY_TYPES),
    activityMinutes: z.number().int().positive(),
  }),
});

/** Staff rejected a request, for a listed reason or (null) in their own words. */
export const requestRejected = defineEvent({
  type: 'request.rejected',
  payload: z.object({ rejectionReasonId: z.number().int().positive().nullable() }),
});

/**
 * The customer cancelled their pending request through their link (decision 046): whether they
 * gave a reason, never the reason itself, which is their words and stays with the request.
 */
export const requestCancelledByCustomer = defineEvent({
  type: 'request.cancelled_by_customer',
  payload: z.object({ reasonGiven: z.boolean() }),
});

/** Staff archived an approved request by hand. */
export const requestArchived = defineEvent({
  type: 'request.archived',
  payload: z.object({}),
});

/**
 * Staff corrected a pending request: the names of the request's fields whose value changed
 * (`bikes` when any bike was added, removed or changed) and how many bikes it now has, never
 * the values, which are the customer's.
 */
export const requestEdited = defineEvent({
  type: 'request.edited',
  payload: z.object({
    fields: z.array(z.string()),
    bikeCount: z.number().int().nonnegative(),
  }),
});

/*
 * A duplicate is two events, one in each request's history, because a history is read per
 * request: the copy's begins with where it came from, and the original's tells staff that a
 * second request for the same bikes exists.
 */

/** Staff copied this request into a new pending one. */
export const requestDuplicated = defineEvent({
  type: 'request.duplicated',
  payload: z.object({ copyId: z.number().int().positive() }),
});

/** The request was made by staff as a copy of another, instead of being sent by a customer. */
export const requestCreatedAsDuplicate = defineEvent({
  type: 'request.created_as_duplicate',
  payload: z.object({ originalId: z.number().int().positive() }),
});

/**
 * Staff deleted a request for good; the planner's visit it still had, if any, is to be taken
 * off the planner. The reference names it where the request can no longer be read.
 */
export const requestDeleted = defineEvent({
  type: 'request.deleted',
  payload: z.object({ reference: z.string(), plannerActivityId: z.string().min(1).nullable() }),
});

/**
 * The steps approval tries at once after its commit to tell staff the outcome, by the name
 * under which their `request.approved` subscribers offer the attempt (`attemptAtOnceAs`).
 */
export const APPROVAL_STEPS = {
  workOrder: 'workOrder',
  plannerActivity: 'plannerActivity',
} as const;
