import { describe, expect, it } from 'vitest';
import { formatHouseNumber, splitHouseNumber } from './house-number.ts';

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

describe('splitHouseNumber', () => {
  it.each([
    ['12H', '12', 'H'],
    ['12 h', '12', 'h'],
    ['12-2', '12', '2'],
    ['12A-2', '12', 'A-2'],
    [' 15 - 2 ', '15', '2'],
  ])('splits %j into number %j and addition %j', (typed, houseNumber, addition) => {
    expect(splitHouseNumber(typed)).toEqual({ houseNumber, addition });
  });

  it.each(['12', '123', '', 'H12', '12-'])('leaves %j alone', (typed) => {
    expect(splitHouseNumber(typed)).toBeUndefined();
  });
});
