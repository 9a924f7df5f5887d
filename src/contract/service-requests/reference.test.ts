import { afterEach, describe, expect, it } from 'vitest';
import { formatReference } from './reference.ts';

describe('formatReference', () => {
  const serverZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = serverZone;
  });

  it('pads the id to three digits after the year', () => {
    expect(formatReference(7, new Date('2026-06-01T12:00:00Z'))).toBe('#SR-2026-007');
    expect(formatReference(12345, new Date('2026-06-01T12:00:00Z'))).toBe('#SR-2026-12345');
  });

  it("takes the year of the workshop's clock in Amsterdam, on a server that runs on UTC", () => {
    process.env.TZ = 'UTC';
    expect(formatReference(7, new Date('2026-12-31T23:30:00Z'))).toBe('#SR-2027-007');
    expect(formatReference(8, new Date('2026-12-31T22:30:00Z'))).toBe('#SR-2026-008');
  });
});
