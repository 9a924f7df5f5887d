import { inputMessage } from '../errors/input-messages.ts';
import type { InputMessageKey } from '../errors/input-nl.ts';
import { text } from '../fields.ts';
import { TEXT_MAX_LENGTH } from '../service-request-constants.ts';

// The text fields of a customer's submission, with the keys of their messages.

/**
 * A text the customer must fill in: trimmed, at least one character, at most `max`; `message`
 * says it is missing.
 */
export const requiredText = (message: InputMessageKey, max = TEXT_MAX_LENGTH) =>
  text({ error: message }).trim().min(1, message).max(max, inputMessage('tooLong'));

/** A text the customer may leave empty; empty is `undefined`, so it is stored as no value. */
export const optionalText = (max = TEXT_MAX_LENGTH) =>
  text()
    .trim()
    .max(max, inputMessage('tooLong'))
    .optional()
    .transform((value) => value || undefined);
