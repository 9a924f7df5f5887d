import { z } from 'zod';
import { signInPageQuerySchema } from './auth.ts';
import { customerNoteSchema } from './customer-additions.ts';
import { inputMessage } from './errors/input-messages.ts';
import { recordIdText } from './fields.ts';
import { customerCancellationSchema } from './service-requests/customer-cancel.ts';
import { QUOTE_DECISIONS, quoteVersion } from './service-requests/quotes.ts';

// A customer's private link to their request (docs/decisions/045-private-link.md).

/** Where a private link points: `{PUBLIC_URL}/r/{token}`, a page the server draws. */
export const PRIVATE_LINK_PATH = '/r/';

/** A token as the server makes them: 256 bits in 43 base64url characters. */
export const PRIVATE_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How many links that lead nowhere one address may open before it waits. */
export const PRIVATE_LINK_MISS_LIMIT = 20;

/** The window in which those misses count. */
export const PRIVATE_LINK_MISS_WINDOW_SECONDS = 15 * 60;

/**
 * What the customer does on their page, one form each, all posted to the page's own address
 * (the page never writes its token): cancel the pending request, answer a quote, add a note or
 * a photo. Fields arrive as form text.
 */
export const privatePageActionSchema = z.discriminatedUnion(
  'intent',
  [
    customerCancellationSchema.extend({
      intent: z.literal('cancel'),
      // The form's 'Ja, ik wil mijn aanvraag annuleren': a cancel is never one stray tap.
      confirm: z.literal('on', { error: inputMessage('invalidInput') }),
    }),
    z.strictObject({
      intent: z.literal('quote'),
      quoteId: recordIdText,
      version: z.coerce.number<string>().pipe(quoteVersion),
      decision: z.enum(QUOTE_DECISIONS),
    }),
    z.strictObject({ intent: z.literal('add'), note: customerNoteSchema }),
  ],
  { error: inputMessage('invalidInput') },
);
export type PrivatePageAction = z.infer<typeof privatePageActionSchema>;

/** What the page says after an action went through (`?done=`), by the action's outcome. */
export const PRIVATE_PAGE_OUTCOMES = ['cancelled', 'approved', 'declined', 'added'] as const;
export type PrivatePageOutcome = (typeof PRIVATE_PAGE_OUTCOMES)[number];

/** The page's query: its language, what just happened, or its calendar file. */
export const privatePageQuerySchema = signInPageQuerySchema.extend({
  // An address edited by hand still opens the page, without a notice.
  done: z.enum(PRIVATE_PAGE_OUTCOMES).optional().catch(undefined),
  calendar: z.string().optional(),
});
