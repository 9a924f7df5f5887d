import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatHouseNumber,
  readAddressSearch,
  splitHouseNumber,
} from './house-number.ts';

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

describe('formatAddress', () => {
  it('writes street, number with addition, postcode and city on one line', () => {
    expect(
      formatAddress({
        street: 'Overtoom',
        houseNumber: '15',
        addition: '2',
        postcode: '1054HB',
        city: 'Amsterdam',
      }),
    ).toBe('Overtoom 15-2, 1054HB Amsterdam');
  });

  it('leaves out the parts that are empty', () => {
    expect(formatAddress({ street: 'Overtoom', houseNumber: null, city: 'Amsterdam' })).toBe(
      'Overtoom, Amsterdam',
    );
    expect(formatAddress({ postcode: '1054HB', city: null })).toBe('1054HB');
    expect(formatAddress({})).toBe('');
  });
});

describe('readAddressSearch', () => {
  it.each([
    ['9999 zz 12', { postcode: '9999ZZ', houseNumber: '12', addition: '' }],
    ['1016GV 263', { postcode: '1016GV', houseNumber: '263', addition: '' }],
    ['Damrak 1', { street: 'Damrak', houseNumber: '1', addition: '' }],
    [
      'Prinsengracht 263A, 1016 GV Amsterdam',
      {
        street: 'Prinsengracht',
        houseNumber: '263',
        addition: 'A',
        postcode: '1016GV',
        city: 'Amsterdam',
      },
    ],
    [
      'Dorpsstraat 99 Zwolle',
      { street: 'Dorpsstraat', houseNumber: '99', addition: '', city: 'Zwolle' },
    ],
    [
      'Oude Gracht 12-3 Alphen aan den Rijn',
      { street: 'Oude Gracht', houseNumber: '12', addition: '3', city: 'Alphen aan den Rijn' },
    ],
    [
      'Kerkstraat 5, Den Haag',
      { street: 'Kerkstraat', houseNumber: '5', addition: '', city: 'Den Haag' },
    ],
    [
      'Damstraat 12, 1012JM',
      { street: 'Damstraat', houseNumber: '12', addition: '', postcode: '1012JM' },
    ],
    // Too short for a place: left to the customer rather than guessed.
    ['Van Baerlestraat 92 hs', {}],
    ['2e Helmersstraat 5-2', { street: '2e Helmersstraat', houseNumber: '5', addition: '2' }],
    ['Damrak', {}],
    ['', {}],
  ])('reads %j as %j', (text, parts) => {
    expect(readAddressSearch(text)).toEqual(parts);
  });
});
