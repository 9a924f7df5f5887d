import type { ServiceRequestSubmission } from '../../../../contract/service-requests/submission.ts';
import { randomId } from '../../../lib/random-id.ts';

/** A submission as it is sent (its JSON body) and the Idempotency-Key it goes with. */
export type KeyedSubmission = { idempotencyKey: string; body: string };

/**
 * How to send `submission`, given what the draft sent last. The server answers a repeated key
 * with its first answer but refuses it (409) for a different request, and a first send may have
 * been stored with its answer lost. So the last key is reused only for the very same request (a
 * double click, a retry, a reload and resend); any change gets a new key, or the form would be
 * locked for good.
 */
export function keySubmission(
  lastSent: KeyedSubmission | undefined,
  submission: ServiceRequestSubmission,
): KeyedSubmission {
  const body = JSON.stringify(submission);
  return lastSent?.body === body ? lastSent : { idempotencyKey: randomId(), body };
}

/** A stored draft's `lastSent`, which an older draft does not have. */
export const isKeyedSubmissionOrNothing = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as KeyedSubmission).idempotencyKey === 'string' &&
    typeof (value as KeyedSubmission).body === 'string');
