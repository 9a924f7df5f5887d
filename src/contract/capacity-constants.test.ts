import { describe, expect, it } from 'vitest';
import { mondayOf } from './capacity-constants.ts';

describe("the workshop's calendar days", () => {
  it('starts a week on Monday, also across a month, a year and the clock change', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week before
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23'); // the clocks go forward that night
  });
});
