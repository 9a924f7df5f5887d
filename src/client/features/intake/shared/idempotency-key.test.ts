import { describe, expect, it } from 'vitest';
import type { ServiceRequestSubmission } from '../../../../contract/service-requests/submission.ts';
import { isKeyedSubmissionOrNothing, keySubmission } from './idempotency-key.ts';

const buildSubmission = (
  overrides: Partial<ServiceRequestSubmission> = {},
): ServiceRequestSubmission => ({
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@example.nl',
  phone: '+31 612345678',
  street: 'Overtoom 15-2',
  postalCode: '1054HB',
  city: 'Amsterdam',
  bikes: [
    { brand: 'VanMoof', model: 'S3', issueDescription: 'De motor valt uit bij het optrekken.' },
  ],
  ...overrides,
});

/** What a reload finds: the draft as it was stored. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('the Idempotency-Key of a submission', () => {
  it('is new for a first send, and the body sent is the submission', () => {
    const first = keySubmission(undefined, buildSubmission());
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(first.body)).toEqual(buildSubmission());
    expect(keySubmission(undefined, buildSubmission()).idempotencyKey).not.toBe(
      first.idempotencyKey,
    );
  });

  it('is reused for the very same submission: a double click, a retry, a reload and resend', () => {
    const first = keySubmission(undefined, buildSubmission());
    expect(keySubmission(first, buildSubmission())).toEqual(first);
    expect(keySubmission(stored(first), buildSubmission())).toEqual(first);
  });

  it('is new once anything in the submission changed, so a stored first send cannot lock the form', () => {
    const first = keySubmission(undefined, buildSubmission());
    const edited = keySubmission(stored(first), buildSubmission({ city: 'Utrecht' }));
    expect(edited.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(keySubmission(stored(edited), buildSubmission({ city: 'Utrecht' }))).toEqual(edited);
  });

  it('reads a stored draft with or without an earlier send, and nothing else', () => {
    expect(isKeyedSubmissionOrNothing(undefined)).toBe(true);
    expect(isKeyedSubmissionOrNothing(stored(keySubmission(undefined, buildSubmission())))).toBe(
      true,
    );
    expect(isKeyedSubmissionOrNothing({ idempotencyKey: 'k' })).toBe(false);
    expect(isKeyedSubmissionOrNothing(null)).toBe(false);
  });
});
