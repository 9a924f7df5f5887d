import { z } from 'zod';
import { minutesPerBike, workingDate } from '../capacity.ts';
import { inputMessage } from '../errors/input-messages.ts';
import { recordId, text } from '../fields.ts';
import { serviceRequestSchema } from './details.ts';

// Approving and rejecting a pending request (docs/product.md#statuses), and what each answers.

export const ACTIVITY_TYPES = ['stop', 'pickup'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Minutes a planner activity takes by default, per type. */
export const ACTIVITY_DEFAULT_MINUTES: Record<ActivityType, number> = { stop: 45, pickup: 20 };
export const ACTIVITY_MIN_MINUTES = 10;
export const ACTIVITY_MAX_MINUTES = 180;

/**
 * Without a duration the activity takes its type's default (`ACTIVITY_DEFAULT_MINUTES`); a day
 * over its capacity is refused with 409 unless `confirmOverfull`.
 */
export const approveServiceRequestSchema = z.strictObject({
  freightliveActivityType: z.enum(ACTIVITY_TYPES).default('stop'),
  freightliveActivityDuration: z
    .number()
    .int(inputMessage('activityWholeMinutes'))
    .min(ACTIVITY_MIN_MINUTES, inputMessage('activityTooShort'))
    .max(ACTIVITY_MAX_MINUTES, inputMessage('activityTooLong'))
    .optional(),
  // Not in the spec's body: the day the request's bikes are planned for (decision 042).
  /** The working day for all the request's bikes; absent, the first day with room for them. */
  plannedDate: workingDate.optional(),
  /** Minutes of work per bike; absent, the workshop's default. */
  minutesPerBike: minutesPerBike.optional(),
  /** Staff saw that the day goes over its capacity and want it anyway. */
  confirmOverfull: z.boolean().optional(),
});
export type ApproveServiceRequest = z.input<typeof approveServiceRequestSchema>;

/** The longest custom reason for a rejection; its field stops there. */
export const CUSTOM_REASON_MAX_LENGTH = 1000;

export const rejectServiceRequestSchema = z
  .strictObject({
    rejectionReasonId: recordId.optional(),
    customReason: text()
      .trim()
      .max(CUSTOM_REASON_MAX_LENGTH, inputMessage('customReasonTooLong'))
      .optional(),
  })
  .refine(
    (value) => (value.rejectionReasonId === undefined) !== !value.customReason,
    inputMessage('reasonOrCustomReason'),
  );
export type RejectServiceRequest = z.infer<typeof rejectServiceRequestSchema>;

/** What an integration step of approval did: done, skipped (not configured) or failed. */
export const integrationStepSchema = z.object({
  status: z.enum(['done', 'skipped', 'failed']),
  message: z.string().optional(),
});

export const approveServiceRequestResultSchema = z.object({
  request: serviceRequestSchema,
  workOrder: integrationStepSchema,
  plannerActivity: integrationStepSchema,
  /** Set when an integration step failed: the approval stands, the step must be redone. */
  error: z.string().optional(),
});
export type ApproveServiceRequestResult = z.infer<typeof approveServiceRequestResultSchema>;

export const rejectServiceRequestResultSchema = z.object({
  request: serviceRequestSchema,
  /**
   * Whether the customer was mailed: false when no active template applies (neither the
   * reason's own nor the generic rejection template), since staff switched that mail off.
   */
  customerMailQueued: z.boolean(),
});
export type RejectServiceRequestResult = z.infer<typeof rejectServiceRequestResultSchema>;

/** What `POST /api/test-cyclesoftware` answers: the work order the test made, if any. */
export const testWorkshopResultSchema = z.object({ workshopOrderId: z.string().nullable() });
