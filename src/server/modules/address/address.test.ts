import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePdok } from '../../integrations/address/fake.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;
let server: TestApp;

beforeAll(async () => {
  pdok = await startFakePdok();
  server = await createTestApp({ PDOK_URL: pdok.url });
});

afterAll(async () => {
  await server?.close();
  await pdok?.stop();
});

beforeEach(() => {
  pdok.state.mode = 'up';
  pdok.state.requests.length = 0;
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/address-lookup', () => {
  it('finds street and city for a postcode typed with a space and in lower case', async () => {
    const response = await get('/api/address-lookup?postcode=1101%20am&houseNumber=48');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ found: true, street: 'Lemelerbergweg', city: 'Amsterdam' });
    expect(pdok.state.requests[0]?.searchParams.get('q')).toBe('postcode:1101AM and huisnummer:48');
    expect(pdok.state.requests[0]?.searchParams.get('fq')).toBe('type:adres');
  });

  it('matches a house letter or suffix given as addition', async () => {
    const withLetter = await get('/api/address-lookup?postcode=1016GV&houseNumber=263&addition=a');
    expect(withLetter.json()).toMatchObject({ found: true, street: 'Prinsengracht' });
    const withSuffix = await get('/api/address-lookup?postcode=1054HB&houseNumber=15&addition=2');
    expect(withSuffix.json()).toMatchObject({ found: true, street: 'Overtoom' });
    const wrongSuffix = await get('/api/address-lookup?postcode=1054HB&houseNumber=15&addition=9');
    expect(wrongSuffix.json()).toEqual({ found: false, street: '', city: '' });
  });

  it('answers found: false for an address PDOK does not know', async () => {
    const response = await get('/api/address-lookup?postcode=9999ZZ&houseNumber=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ found: false, street: '', city: '' });
  });

  it('refuses a malformed postcode or house number with 400, without asking PDOK', async () => {
    const postcode = await get('/api/address-lookup?postcode=ABCD12&houseNumber=1');
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json().message).toBe('Ongeldige postcode (bijvoorbeeld 1101 AM)');
    const number = await get('/api/address-lookup?postcode=1101AM&houseNumber=48b');
    expect(number.statusCode).toBe(400);
    expect(pdok.state.requests).toHaveLength(0);
  });

  it('answers 502 when PDOK is down, so the form switches to manual entry', async () => {
    pdok.state.mode = 'down';
    const response = await get('/api/address-lookup?postcode=1011PN&houseNumber=1');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('De adresgegevens zijn nu niet bereikbaar');
  });

  it('answers 502 when PDOK answers 200 with something else than its addresses', async () => {
    pdok.state.mode = 'garbled';
    const response = await get('/api/address-lookup?postcode=1011PN&houseNumber=3');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('De adresgegevens zijn nu niet bereikbaar');
  });

  it('gives up on PDOK after three seconds', async () => {
    pdok.state.mode = 'hanging';
    const started = Date.now();
    const response = await get('/api/address-lookup?postcode=1011PN&houseNumber=2');
    expect(response.statusCode).toBe(502);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('answers a repeated lookup from its cache', async () => {
    await get('/api/address-lookup?postcode=1011PN&houseNumber=1');
    await get('/api/address-lookup?postcode=1011pn&houseNumber=1');
    expect(pdok.state.requests).toHaveLength(1);
  });
});

describe('GET /api/address-autocomplete', () => {
  it('suggests addresses in the shape the forms read', async () => {
    const response = await get('/api/address-autocomplete?q=prinsengracht%20263&limit=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      street: 'Prinsengracht',
      houseNumber: '263',
      houseNumberAddition: 'A',
      postcode: '1016GV',
      city: 'Amsterdam',
    });
  });

  it('answers at most five suggestions', async () => {
    const response = await get('/api/address-autocomplete?q=amsterdam');
    expect(response.json().length).toBeLessThanOrEqual(5);
    expect(pdok.state.requests[0]?.searchParams.get('rows')).toBe('5');
  });

  it('suggests nothing under two characters, without asking PDOK', async () => {
    const response = await get('/api/address-autocomplete?q=a&limit=5');
    expect(response.json()).toEqual([]);
    expect(pdok.state.requests).toHaveLength(0);
  });

  it('keeps query syntax out of what it sends to PDOK', async () => {
    await get('/api/address-autocomplete?q=amstel%20OR%20*:*&limit=5');
    expect(pdok.state.requests[0]?.searchParams.get('q')).toBe('amstel or');
  });

  it('refuses a limit above five with 400', async () => {
    expect((await get('/api/address-autocomplete?q=amstel&limit=50')).statusCode).toBe(400);
  });

  it('answers 502 when PDOK is down', async () => {
    pdok.state.mode = 'down';
    expect((await get('/api/address-autocomplete?q=amstel&limit=5')).statusCode).toBe(502);
  });
});
