import { z } from 'zod';
import { inputMessage } from '../errors/input-messages.ts';
import { MAX_RECORD_ID, recordId, text } from '../fields.ts';
import {
  QUOTE_AMOUNT_MAX_CENTS,
  QUOTE_LINE_DESCRIPTION_MAX_LENGTH,
  QUOTE_MAX_LINES,
  QUOTE_NOTE_MAX_LENGTH,
} from './quote-limits.ts';
import { bikeProgressSchema } from './stages.ts';

// A quote on one bike of an approved request, which the customer approves or declines
// (docs/decisions/047-quotes.md). Every sent version is kept as it was sent.

/** What the customer answers; a quote without an answer has none yet. */
export const QUOTE_DECISIONS = ['approved', 'declined'] as const;
export type QuoteDecision = (typeof QUOTE_DECISIONS)[number];

/**
 * Where a quote stands: sent and waiting for the customer, answered, or superseded by a newer
 * version before the customer answered it.
 */
export const QUOTE_STATUSES = ['sent', 'approved', 'declined', 'superseded'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * One line: what is done or fitted, and its price in cents incl. VAT. A negative amount is a
 * discount; the quote's total may not go below zero.
 */
export const quoteLineSchema = z.strictObject({
  description: text({ error: inputMessage('quoteLineDescription') })
    .trim()
    .min(1, inputMessage('quoteLineDescription'))
    .max(QUOTE_LINE_DESCRIPTION_MAX_LENGTH, inputMessage('tooLong')),
  amountCents: z
    .number({ error: inputMessage('quoteAmount') })
    .int(inputMessage('quoteAmount'))
    .min(-QUOTE_AMOUNT_MAX_CENTS, inputMessage('quoteAmount'))
    .max(QUOTE_AMOUNT_MAX_CENTS, inputMessage('quoteAmount')),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The sum of the lines, in cents: the server stores it, the form shows it as staff type. */
export const quoteTotalCents = (lines: readonly { amountCents: number }[]) =>
  lines.reduce((total, line) => total + line.amountCents, 0);

/** A quote's version: 1 for a bike's first, one more for each next one. */
export const quoteVersion = z
  .number({ error: inputMessage('quoteVersion') })
  .int(inputMessage('quoteVersion'))
  .min(1, inputMessage('quoteVersion'))
  .max(MAX_RECORD_ID, inputMessage('quoteVersion'));

/**
 * `POST /api/service-requests/:id/bikes/:bikeId/quotes`: a new version of the bike's quote.
 * `version` is the number it gets, one more than the newest the screen showed: sending the
 * same again (a double click, a retry) answers the quote already sent, and a version another
 * admin sent meanwhile is refused rather than overwritten.
 */
export const sendQuoteSchema = z
  .strictObject({
    version: quoteVersion,
    lines: z
      .array(quoteLineSchema, { error: inputMessage('quoteLinesRequired') })
      .min(1, inputMessage('quoteLinesRequired'))
      .max(QUOTE_MAX_LINES, inputMessage('quoteLinesMax')),
    note: text()
      .trim()
      .max(QUOTE_NOTE_MAX_LENGTH, inputMessage('tooLong'))
      .optional()
      .transform((note) => note || undefined),
  })
  .superRefine((quote, context) => {
    if (quoteTotalCents(quote.lines) < 0) {
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: inputMessage('quoteTotalNegative'),
      });
    }
  });
export type SendQuote = z.input<typeof sendQuoteSchema>;

const quoteLineAnswer = z.object({ description: z.string(), amountCents: z.number() });

/** A quote as the staff read it: every version of every bike of the request. */
export const quoteSchema = z.object({
  id: z.number(),
  bikeId: z.number(),
  version: z.number(),
  lines: z.array(quoteLineAnswer),
  totalCents: z.number(),
  note: z.string().nullable(),
  sentAt: z.date(),
  /** The staff member who sent it, as the history names an actor. */
  sentBy: z.string(),
  decision: z.enum(QUOTE_DECISIONS).nullable(),
  decidedAt: z.date().nullable(),
  status: z.enum(QUOTE_STATUSES),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `GET /api/service-requests/:id/quotes`: newest first, per bike its versions newest first. */
export const quoteListSchema = z.array(quoteSchema);

export const sendQuoteResultSchema = z.object({
  quote: quoteSchema,
  /** Where the bike is after sending: waiting for the customer where the stages allow it. */
  progress: bikeProgressSchema,
  /** Whether the quote's mail to the customer was queued (once per version). */
  customerMailQueued: z.boolean(),
});
export type SendQuoteResult = z.infer<typeof sendQuoteResultSchema>;

/**
 * A bike's current quote as its customer reads it: no staff member's name, nothing of how the
 * answer was recorded. `canDecide` while it is the newest version and unanswered.
 */
export const customerQuoteSchema = z.object({
  id: z.number(),
  version: z.number(),
  lines: z.array(quoteLineAnswer),
  totalCents: z.number(),
  note: z.string().nullable(),
  sentAt: z.date(),
  decision: z.enum(QUOTE_DECISIONS).nullable(),
  decidedAt: z.date().nullable(),
  canDecide: z.boolean(),
});
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/** The customer's answer to a quote, naming the version their page showed. */
export const decideQuoteSchema = z.strictObject({
  quoteId: recordId,
  version: quoteVersion,
  decision: z.enum(QUOTE_DECISIONS),
});
export type DecideQuote = z.infer<typeof decideQuoteSchema>;
