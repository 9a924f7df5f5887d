import { z } from 'zod';
import {
  CLOSED_DAY_DESCRIPTION_MAX_LENGTH,
  DEFAULT_WEEKDAY_MINUTES,
  MAX_DAY_MINUTES,
  MAX_MINUTES_PER_BIKE,
  MIN_MINUTES_PER_BIKE,
} from './capacity-constants.ts';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';
import {
  bikeProgressSchema,
  bikeVersion,
  DEFAULT_BIKE_MINUTES,
} from './service-requests/stages.ts';

// The workshop's capacity and the dates it promises (docs/decisions/042-capacity-and-promised-dates.md).

// Without zod, for the input messages the customer portal loads up front; part of this contract.
export * from './capacity-constants.ts';

const dayMinutes = z
  .number({ error: inputMessage('dayMinutes') })
  .int(inputMessage('dayMinutes'))
  .min(0, inputMessage('dayMinutes'))
  .max(MAX_DAY_MINUTES, inputMessage('dayMinutes'));

/** Minutes of work per bike: at least 10. */
export const minutesPerBike = z
  .number({ error: inputMessage('minutesPerBikeTooFew') })
  .int(inputMessage('minutesPerBikeTooFew'))
  .min(MIN_MINUTES_PER_BIKE, inputMessage('minutesPerBikeTooFew'))
  .max(MAX_MINUTES_PER_BIKE, inputMessage('minutesPerBikeTooMany'));

/** A working day in the workshop's calendar (Europe/Amsterdam), as YYYY-MM-DD. */
export const workingDate = z.iso.date({ error: inputMessage('workingDate') });

export const workshopCapacitySchema = z.strictObject({
  minutesPerWeekday: z
    .strictObject({
      monday: dayMinutes,
      tuesday: dayMinutes,
      wednesday: dayMinutes,
      thursday: dayMinutes,
      friday: dayMinutes,
      saturday: dayMinutes,
      sunday: dayMinutes,
    })
    // Without one open weekday no date could ever be proposed.
    .refine((week) => Object.values(week).some((minutes) => minutes > 0), {
      error: inputMessage('noOpenWeekday'),
    }),
  defaultMinutesPerBike: minutesPerBike,
});
export type WorkshopCapacity = z.infer<typeof workshopCapacitySchema>;

/** The capacity as planning uses it; `configured` is false until staff save one (the defaults). */
export const workshopCapacityAnswerSchema = workshopCapacitySchema.extend({
  configured: z.boolean(),
});
export type WorkshopCapacityAnswer = z.infer<typeof workshopCapacityAnswerSchema>;

export const DEFAULT_WORKSHOP_CAPACITY: WorkshopCapacity = {
  minutesPerWeekday: DEFAULT_WEEKDAY_MINUTES,
  defaultMinutesPerBike: DEFAULT_BIKE_MINUTES,
};

/** A day the workshop is closed although its weekday is not, e.g. a public holiday. */
export const closedDaySchema = z.strictObject({
  date: workingDate,
  description: text()
    .trim()
    .max(CLOSED_DAY_DESCRIPTION_MAX_LENGTH, inputMessage('tooLong'))
    .default(''),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;
export type NewClosedDay = z.input<typeof closedDaySchema>;

export const closedDayParams = z.object({ date: workingDate });

/** A working day's planned minutes (bikes not yet ready or done) against its capacity. */
export const dayLoadSchema = z.object({
  date: z.string(),
  plannedMinutes: z.number(),
  /** 0 on a closed day and on a weekday without minutes. */
  capacityMinutes: z.number(),
});
export type DayLoad = z.infer<typeof dayLoadSchema>;

/** `GET /api/service-requests/:id/planning-proposal`: how many minutes per bike, which day to weigh. */
export const planningProposalQuery = z.object({
  minutesPerBike: z.coerce
    .number<string>({ error: inputMessage('minutesPerBikeTooFew') })
    .pipe(minutesPerBike)
    .optional(),
  /** A day staff consider instead of the proposal; the answer weighs that day. */
  date: workingDate.optional(),
});

export const planningProposalSchema = z.object({
  minutesPerBike: z.number(),
  /** All the request's bikes together: they are planned on one day. */
  requestMinutes: z.number(),
  /** The first working day from tomorrow with room for the whole request; null if none within a year. */
  proposedDate: z.string().nullable(),
  /** The day weighed (the one asked for, else the proposal) before the request is added. */
  day: dayLoadSchema.nullable(),
  /** Whether the request would take that day over its capacity: approving it asks to confirm. */
  overfull: z.boolean(),
});
export type PlanningProposal = z.infer<typeof planningProposalSchema>;

/** Re-plans one bike of an approved request; `version` as the dashboard last read it. */
export const planBikeSchema = z.strictObject({
  plannedDate: workingDate,
  plannedMinutes: minutesPerBike,
  version: bikeVersion,
  /** Staff saw that the day goes over its capacity and want it anyway. */
  confirmOverfull: z.boolean().optional(),
});
export type PlanBike = z.infer<typeof planBikeSchema>;

export const planBikeResultSchema = z.object({
  bikeId: z.number(),
  progress: bikeProgressSchema,
});
export type PlanBikeResult = z.infer<typeof planBikeResultSchema>;
