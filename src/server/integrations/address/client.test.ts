import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNEXPECTED_ANSWERS } from '../../test/unexpected-answers.ts';
import { startFakeHttpServer } from '../fake-http.ts';
import {
  AddressDirectoryError,
  createPdokDirectory,
  type PdokAddressDoc,
  toSuggestion,
} from './client.ts';
import { FAKE_PDOK_ADDRESSES, startFakePdok } from './fake.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;

beforeAll(async () => {
  pdok = await startFakePdok();
});

afterAll(async () => {
  await pdok?.stop();
});

afterEach(() => {
  pdok.state.mode = 'up';
});

describe('PDOK client', () => {
  it('reads the address records of the envelope', async () => {
    const directory = createPdokDirectory({ baseUrl: pdok.url });
    expect(await directory.findByPostcode('1016GV', '263')).toEqual(
      FAKE_PDOK_ADDRESSES.filter((doc) => doc.postcode === '1016GV'),
    );
  });

  it('fails as PDOK failing, and keeps nothing, when it answers 200 with an HTML page', async () => {
    const directory = createPdokDirectory({ baseUrl: pdok.url });
    pdok.state.mode = 'garbled';
    await expect(directory.search('amstel', 5)).rejects.toThrow(
      new AddressDirectoryError('PDOK answered 200 with an unexpected body'),
    );
    pdok.state.mode = 'up';
    expect(await directory.search('amstel', 5)).toHaveLength(1);
  });

  it('fails as PDOK not answering when it starts to answer but never finishes', async () => {
    const server = await startFakeHttpServer(() => ({ status: 200 }));
    server.setMode('stalling');
    try {
      const directory = createPdokDirectory({ baseUrl: server.url, timeoutMs: 200 });
      await expect(directory.search('amstel', 5)).rejects.toBeInstanceOf(AddressDirectoryError);
    } finally {
      await server.close();
    }
  });

  it.each(Object.entries(UNEXPECTED_ANSWERS))(
    'fails as PDOK failing when it answers 200 with %s',
    async (_, unexpected) => {
      const server = await startFakeHttpServer(() => unexpected);
      try {
        const directory = createPdokDirectory({ baseUrl: server.url });
        const error = await directory
          .findByPostcode('1101AM', '48')
          .catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(AddressDirectoryError);
        expect((error as Error).message).toBe('PDOK answered 200 with an unexpected body');
      } finally {
        await server.close();
      }
    },
  );
});

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
