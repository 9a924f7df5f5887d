import { describe, expect, it } from 'vitest';
import { formatHouseNumber } from './house-number.ts';

describe('formatHouseNumber', () => {
  it.each([
    ['15', '', '15'],
    ['15', 'A', '15A'],
    ['15', '2', '15-2'],
    ['15', 'A-2', '15A-2'],
    ['15', 'a 2', '15a-2'],
    ['15', '-2', '15-2'],
    ['15', 'hs', '15-hs'],
    ['15', 'III', '15-III'],
    [' 263 ', ' A ', '263A'],
  ])('writes %j with addition %j as %j', (houseNumber, addition, written) => {
    expect(formatHouseNumber(houseNumber, addition)).toBe(written);
  });
});
