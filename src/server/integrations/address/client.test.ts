import { describe, expect, it } from 'vitest';
import { type PdokAddressDoc, toSuggestion } from './client.ts';

const overtoom = (fields: Partial<PdokAddressDoc>): PdokAddressDoc => ({
  type: 'adres',
  id: 'adr-overtoom-15',
  straatnaam: 'Overtoom',
  huisnummer: 15,
  postcode: '1054HB',
  woonplaatsnaam: 'Amsterdam',
  ...fields,
});

describe('an address suggestion from a PDOK record', () => {
  it('keeps the house letter or the suffix as the addition', () => {
    expect(toSuggestion(overtoom({ huisletter: 'A' })).houseNumberAddition).toBe('A');
    expect(toSuggestion(overtoom({ huisnummertoevoeging: '2' })).houseNumberAddition).toBe('2');
    expect(toSuggestion(overtoom({})).houseNumberAddition).toBeUndefined();
  });

  it('keeps a letter and a suffix apart, as in 15A-2', () => {
    const suggestion = toSuggestion(overtoom({ huisletter: 'A', huisnummertoevoeging: '2' }));
    expect(suggestion).toEqual({
      street: 'Overtoom',
      houseNumber: '15',
      houseNumberAddition: 'A-2',
      postcode: '1054HB',
      city: 'Amsterdam',
    });
  });
});
