import { text } from '../fields.ts';
import { INTAKE_MESSAGES, TEXT_MAX_LENGTH } from '../service-request-constants.ts';

// The text fields of a customer's submission, checked with the intake's messages.

/** A text the customer must fill in: trimmed, at least one character, at most `max`. */
export const requiredText = (message: string, max = TEXT_MAX_LENGTH) =>
  text({ error: message }).trim().min(1, message).max(max, INTAKE_MESSAGES.tooLong(max));

/** A text the customer may leave empty; empty is `undefined`, so it is stored as no value. */
export const optionalText = (max = TEXT_MAX_LENGTH) =>
  text()
    .trim()
    .max(max, INTAKE_MESSAGES.tooLong(max))
    .optional()
    .transform((value) => value || undefined);
