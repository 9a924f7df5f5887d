import { describe, expect, it } from 'vitest';
import { parseMileage } from './service-request-constants.ts';

describe('parseMileage', () => {
  it.each([
    ['1500', 1500],
    [' 1.500 ', 1500],
    ['1 500', 1500],
    ['1\u00a0500', 1500],
    ['1.250.000', 1_250_000],
    ['999', 999],
  ])('reads %j as %d km', (typed, km) => {
    expect(parseMileage(typed)).toBe(km);
  });

  it('reads an empty field as no mileage', () => {
    expect(parseMileage('  ')).toBeUndefined();
  });

  it.each(['1,5', '1,500', '1.5', '12.5', '1500.0', '1.500 000', '1.50', '.500', '-1', '1.500 km'])(
    'leaves %j to be refused (NaN), a decimal comma included',
    (typed) => {
      expect(parseMileage(typed)).toBeNaN();
    },
  );
});
