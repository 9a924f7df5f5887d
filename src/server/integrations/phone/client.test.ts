import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectEachToFailAsUnexpected, UNEXPECTED_ANSWERS } from '../../test/unexpected-answers.ts';
import { IntegrationError } from '../http.ts';
import { createAircallClient } from './client.ts';
import {
  createFakeClock,
  FAKE_AIRCALL_API_ID,
  FAKE_AIRCALL_API_TOKEN,
  FAKE_AIRCALL_NUMBER_ID,
  FAKE_AIRCALL_RATE_LIMIT,
  FAKE_AIRCALL_USER_ID,
  type FakeAircall,
  startFakeAircall,
} from './fake.ts';

const clock = createFakeClock();
let fake: FakeAircall;

beforeAll(async () => {
  fake = await startFakeAircall({ clock });
});

afterEach(() => {
  fake.setMode('up');
  fake.answerAfter(0);
  fake.setUserBusy(false);
  fake.answerEveryCallWith(undefined);
});

afterAll(async () => {
  await fake?.close();
});

const client = (overrides: { apiToken?: string; timeoutMs?: number } = {}) =>
  createAircallClient({
    baseUrl: fake.url,
    apiId: FAKE_AIRCALL_API_ID,
    apiToken: FAKE_AIRCALL_API_TOKEN,
    caller: { userId: FAKE_AIRCALL_USER_ID, numberId: FAKE_AIRCALL_NUMBER_ID },
    timeoutMs: 300,
    clock,
    ...overrides,
  });

const daan = {
  firstName: 'Daan',
  lastName: 'Bakker',
  information: 'Klant 1 in Spaak',
  phoneNumber: '+31612345678',
  email: 'daan@example.nl',
};

describe('the Aircall client', () => {
  it('pings with HTTP Basic api_id:api_token', async () => {
    await client().ping();
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/v1/ping');
    const expected = Buffer.from(`${FAKE_AIRCALL_API_ID}:${FAKE_AIRCALL_API_TOKEN}`).toString(
      'base64',
    );
    expect(request?.headers.authorization).toBe(`Basic ${expected}`);
  });

  it('creates a contact, finds it by its E.164 number and updates its name', async () => {
    const aircall = client();
    const created = await aircall.createContact(daan);
    expect(fake.requests.at(-1)?.body).toEqual({
      first_name: 'Daan',
      last_name: 'Bakker',
      information: 'Klant 1 in Spaak',
      phone_numbers: [{ label: 'Mobiel', value: '+31612345678' }],
      emails: [{ label: 'E-mail', value: 'daan@example.nl' }],
    });
    const found = await aircall.findContactByPhone('+31612345678');
    expect(fake.requests.at(-1)?.query.get('phone_number')).toBe('+31612345678');
    expect(found).toEqual(created);
    const updated = await aircall.updateContact(created.id, { ...daan, lastName: 'de Bakker' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/contacts/${created.id}`,
      body: { first_name: 'Daan', last_name: 'de Bakker', information: 'Klant 1 in Spaak' },
    });
    expect(updated.lastName).toBe('de Bakker');
    expect(await aircall.findContactByPhone('+31600000000')).toBeUndefined();
  });

  it('starts a call from the configured user and number (204, no body)', async () => {
    await client().startCall('+31612345678');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/users/${FAKE_AIRCALL_USER_ID}/calls`,
      body: { number_id: FAKE_AIRCALL_NUMBER_ID, to: '+31612345678' },
    });
    expect(fake.calls.at(-1)?.to).toBe('+31612345678');
  });

  it("reports a busy user with Aircall's 405 and its troubleshooting text", async () => {
    fake.setUserBusy(true);
    await expect(client().startCall('+31612345678')).rejects.toMatchObject({
      status: 405,
      message: 'aircall answered 405: Not allowed – User is not available: busy or offline',
    });
  });

  it('reports refused credentials (403) without quoting them', async () => {
    await expect(client({ apiToken: 'wrong-token' }).ping()).rejects.toThrow(
      new IntegrationError(
        'aircall',
        'aircall answered 403: Forbidden – Check your api_id and api_token',
        403,
      ),
    );
  });

  it.each([401, 500])('reports an error answer %i with its status', async (status) => {
    fake.setMode('failing', status);
    await expect(client().ping()).rejects.toMatchObject({
      status,
      message: expect.stringMatching(new RegExp(`^aircall answered ${status}`)),
    });
  });

  it('gives up on Aircall answering too slowly, and takes a slow answer within the timeout', async () => {
    fake.answerAfter(1000);
    await expect(client().ping()).rejects.toThrow('aircall did not answer in time');
    fake.answerAfter(100);
    await expect(client().ping()).resolves.toBeUndefined();
  });

  it('gives up on Aircall not answering at all', async () => {
    fake.setMode('hanging');
    await expect(client().ping()).rejects.toMatchObject({
      message: 'aircall did not answer in time',
      status: undefined,
    });
  });

  it('gives up on Aircall starting to answer but never finishing', async () => {
    fake.setMode('stalling');
    await expect(client().ping()).rejects.toThrow(
      new IntegrationError('aircall', 'aircall did not answer in time'),
    );
  });

  it('waits for the reset when the quota is used up, without being refused', async () => {
    const aircall = client();
    await aircall.ping();
    const start = clock.now();
    const refusedBefore = fake.answered.tooManyRequests;
    for (let call = 0; call < FAKE_AIRCALL_RATE_LIMIT + 5; call += 1) await aircall.ping();
    expect(fake.answered.tooManyRequests).toBe(refusedBefore);
    expect(clock.now()).toBeGreaterThan(start);
  });

  it('waits out a 429 when another client used the quota, then succeeds', async () => {
    fake.useUpRateLimit();
    const before = clock.now();
    const refusedBefore = fake.answered.tooManyRequests;
    await client().ping();
    expect(fake.answered.tooManyRequests).toBe(refusedBefore + 1);
    expect(clock.now()).toBeGreaterThan(before);
    expect(clock.now() - before).toBeLessThanOrEqual(61_000);
  });

  it.each(Object.entries(UNEXPECTED_ANSWERS))(
    'fails as aircall when it answers 200 with %s',
    async (_, unexpected) => {
      fake.answerEveryCallWith(unexpected);
      const aircall = client();
      await expectEachToFailAsUnexpected('aircall', FAKE_AIRCALL_API_TOKEN, [
        () => aircall.ping(),
        () => aircall.findContactByPhone('+31612345678'),
        () => aircall.createContact(daan),
        () => aircall.updateContact('5000', daan),
      ]);
    },
  );

  it('reads a contact without name fields as one with empty names', async () => {
    fake.answerEveryCallWith({ status: 200, body: { contacts: [{ id: 77, information: null }] } });
    expect(await client().findContactByPhone('+31612345678')).toEqual({
      id: '77',
      firstName: null,
      lastName: null,
      information: null,
    });
  });
});
