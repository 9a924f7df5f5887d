import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';

// What a customer adds to their request on its private page: a note, a photo, or both
// (docs/decisions/048-customer-additions.md).

/** A few sentences about the bike, not a letter. */
export const CUSTOMER_NOTE_MAX_LENGTH = 1000;

/**
 * Additions one request takes: far more than a customer with a question needs, and a bound on
 * what a leaked link can pour into the dashboard.
 */
export const CUSTOMER_ADDITIONS_MAX = 20;

/** The note of an addition; empty is none (the photo may be the whole addition). */
export const customerNoteSchema = text()
  .trim()
  .max(CUSTOMER_NOTE_MAX_LENGTH, inputMessage('tooLong'))
  .optional()
  .transform((note) => note || undefined);

/** An addition as the staff read it in the request's panel. */
export const customerAdditionSchema = z.object({
  id: z.number(),
  note: z.string().nullable(),
  /** `/api/photos/{id}`, as a bike's photo. */
  photoPath: z.string().nullable(),
  createdAt: z.date(),
});
export type CustomerAddition = z.infer<typeof customerAdditionSchema>;
