import { z } from 'zod';
import { inputMessage } from '../errors/input-messages.ts';
import { text } from '../fields.ts';

// The customer cancels their pending request through their private link (decision 046).

/** A reason is a sentence or two from the customer, not a letter. */
export const CANCELLATION_REASON_MAX_LENGTH = 500;

/** What the customer sends: an optional reason; blank is the same as none. */
export const customerCancellationSchema = z.strictObject({
  reason: text().trim().max(CANCELLATION_REASON_MAX_LENGTH, inputMessage('tooLong')).optional(),
});
export type CustomerCancellation = z.input<typeof customerCancellationSchema>;

/** Why a request can no longer be cancelled: what it became, in the customer's terms. */
export const NOT_CANCELLABLE_STATES = ['approved', 'rejected', 'cancelled'] as const;
export type NotCancellableState = (typeof NOT_CANCELLABLE_STATES)[number];
