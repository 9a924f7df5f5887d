import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callNotifications, customers, notifications } from '../../db/schema.ts';
import {
  FAKE_AIRCALL_API_ID,
  FAKE_AIRCALL_API_TOKEN,
  FAKE_AIRCALL_NUMBER_ID,
  FAKE_AIRCALL_USER_ID,
  type FakeAircall,
  startFakeAircall,
} from '../../integrations/phone/fake.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const WEBHOOK_TOKEN = 'aircall-webhook-token-for-tests';

let fake: FakeAircall;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;
let unconfigured: TestApp;
let asAdminOfUnconfigured: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  fake = await startFakeAircall();
  server = await createTestApp(
    {
      AIRCALL_URL: fake.url,
      AIRCALL_API_ID: FAKE_AIRCALL_API_ID,
      AIRCALL_API_TOKEN: FAKE_AIRCALL_API_TOKEN,
      AIRCALL_USER_ID: String(FAKE_AIRCALL_USER_ID),
      AIRCALL_NUMBER_ID: String(FAKE_AIRCALL_NUMBER_ID),
      AIRCALL_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    },
    { startAfterSeconds: 0, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 1 },
  );
  asAdmin = await signInAdmin(server);
  unconfigured = await createTestApp();
  asAdminOfUnconfigured = await signInAdmin(unconfigured);
});

beforeEach(() => {
  fake.setMode('up');
  fake.answerAfter(0);
  fake.setUserBusy(false);
});

afterAll(async () => {
  await server?.close();
  await unconfigured?.close();
  await fake?.close();
});

const readSyncStatus = async () =>
  (await asAdmin('GET', '/api/admin/aircall/sync-status')).json() as {
    customerName: string;
    syncStatus: string;
    errorMessage: string | null;
    aircallContactId: string | null;
  }[];

const aircallNotifications = () =>
  server.database.db.select().from(notifications).where(eq(notifications.source, 'aircall'));

describe('when Aircall is not configured', () => {
  it.each(['test-connection', 'sync-all-contacts'])(
    'POST /api/admin/aircall/%s answers 503 and does nothing',
    async (action) => {
      const response = await asAdminOfUnconfigured('POST', `/api/admin/aircall/${action}`);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Aircall (telefonie) is niet gekoppeld');
    },
  );

  it('refuses to call with 503, and answers webhooks 404', async () => {
    const call = await asAdminOfUnconfigured('POST', '/api/admin/aircall/make-call', {
      phoneNumber: '+31 612345678',
    });
    expect(call.statusCode).toBe(503);
    const webhook = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/webhooks/aircall',
      payload: { resource: 'call', event: 'call.created', token: 'x', data: { id: 1 } },
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('POST /api/admin/aircall/test-connection', () => {
  it('answers success when Aircall answers the ping, even slowly', async () => {
    fake.answerAfter(300);
    const response = await asAdmin('POST', '/api/admin/aircall/test-connection');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Verbinding met Aircall werkt' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/ping');
  });

  it.each([
    [401, 'aircall answered 401'],
    [403, 'aircall answered 403'],
    [500, 'aircall answered 500'],
  ])('answers 502 with the reason when Aircall answers %i', async (status, message) => {
    fake.setMode('failing', status);
    const response = await asAdmin('POST', '/api/admin/aircall/test-connection');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain(message);
    expect(response.body).not.toContain(FAKE_AIRCALL_API_TOKEN);
  });
});

describe('POST /api/admin/aircall/make-call', () => {
  it('starts a call from the configured user and number to the E.164 number', async () => {
    const response = await asAdmin('POST', '/api/admin/aircall/make-call', {
      phoneNumber: '+31 0612345678',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Oproep naar +31612345678 gestart',
    });
    expect(fake.calls.at(-1)).toEqual({
      userId: FAKE_AIRCALL_USER_ID,
      numberId: FAKE_AIRCALL_NUMBER_ID,
      to: '+31612345678',
    });
  });

  it.each([
    [{}, 'Geen Telefoonnummer'],
    [{ phoneNumber: '' }, 'Geen Telefoonnummer'],
    [{ phoneNumber: null }, 'Geen Telefoonnummer'],
    [{ phoneNumber: '12' }, 'Ongeldig telefoonnummer'],
  ])('answers 400 for %j', async (body, message) => {
    const calls = fake.calls.length;
    const response = await asAdmin('POST', '/api/admin/aircall/make-call', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(fake.calls).toHaveLength(calls);
  });

  it('answers 409 when the Aircall user is busy, and 502 when Aircall fails', async () => {
    fake.setUserBusy(true);
    const busy = await asAdmin('POST', '/api/admin/aircall/make-call', {
      phoneNumber: '0612345678',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/bezet/);
    fake.setUserBusy(false);
    fake.setMode('failing', 500);
    const down = await asAdmin('POST', '/api/admin/aircall/make-call', {
      phoneNumber: '0612345678',
    });
    expect(down.statusCode).toBe(502);
  });
});

describe('POST /api/admin/aircall/sync-all-contacts', () => {
  beforeAll(async () => {
    await server.database.db.insert(customers).values([
      { email: 'anna@example.nl', fullName: 'Anna de Vries', phone: '+31 612000001' },
      { email: 'bram@example.nl', fullName: 'Bram Jansen', phone: '+31 612000002' },
      { email: 'cor@example.nl', fullName: 'Cor Zonder', phone: null },
    ]);
  });

  it('creates one Aircall contact per customer and records each result', async () => {
    const response = await asAdmin('POST', '/api/admin/aircall/sync-all-contacts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Synchronisatie van 3 klanten met Aircall gestart',
    });
    await vi.waitFor(
      async () =>
        expect((await readSyncStatus()).every((record) => record.syncStatus !== 'pending')).toBe(
          true,
        ),
      { timeout: 20_000, interval: 200 },
    );
    const records = await readSyncStatus();
    expect(records.map((record) => [record.customerName, record.syncStatus]).sort()).toEqual([
      ['Anna de Vries', 'synced'],
      ['Bram Jansen', 'synced'],
      ['Cor Zonder', 'error'],
    ]);
    expect(records.find((record) => record.customerName === 'Cor Zonder')?.errorMessage).toBe(
      'Geen Telefoonnummer',
    );
    expect(fake.contacts.size).toBe(2);
  });

  it('succeeds on a retry after Aircall failed once, without duplicates', async () => {
    fake.failNext(1, 500);
    await asAdmin('POST', '/api/admin/aircall/sync-all-contacts');
    await vi.waitFor(
      async () =>
        expect(
          (await readSyncStatus()).filter((record) => record.syncStatus === 'synced'),
        ).toHaveLength(2),
      { timeout: 20_000, interval: 200 },
    );
    expect(fake.contacts.size).toBe(2);
  });

  it('marks the contacts failed and tells the staff when Aircall keeps failing', async () => {
    fake.setMode('failing', 500);
    await asAdmin('POST', '/api/admin/aircall/sync-all-contacts');
    await vi.waitFor(
      async () =>
        expect((await aircallNotifications()).map((row) => row.type)).toContain(
          'contact_sync_failed',
        ),
      { timeout: 20_000, interval: 200 },
    );
    fake.setMode('up');
    const records = await readSyncStatus();
    const phoned = records.filter((record) => record.customerName !== 'Cor Zonder');
    expect(phoned.map((record) => record.syncStatus)).toEqual(['error', 'error']);
    expect(phoned[0]?.errorMessage).toContain('aircall answered 500');
    const [notification] = (await aircallNotifications()).filter(
      (row) => row.type === 'contact_sync_failed',
    );
    expect(notification?.message).not.toContain(FAKE_AIRCALL_API_TOKEN);
  });
});

describe('POST /api/webhooks/aircall', () => {
  const delivery = (overrides: Record<string, unknown> = {}) => ({
    resource: 'call',
    event: 'call.created',
    timestamp: 1_767_600_000,
    token: WEBHOOK_TOKEN,
    data: {
      id: 812_345,
      direction: 'inbound',
      status: 'initial',
      raw_digits: '+31 6 12 00 00 01',
      contact: null,
    },
    ...overrides,
  });

  const post = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/webhooks/aircall', payload });

  it('refuses a delivery with a wrong or no token with 401 and stores nothing', async () => {
    const response = await post(delivery({ token: 'not-the-token' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Ongeldig webhook-token');
    expect((await post(delivery({ token: undefined }))).statusCode).toBe(401);
    expect(await server.database.db.select().from(callNotifications)).toEqual([]);
  });

  it('stores an incoming call matched to the customer, raises one notification, and ignores a repeat', async () => {
    const first = await post(delivery());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const repeat = await post(delivery());
    expect(repeat.statusCode).toBe(200);

    const calls = await server.database.db.select().from(callNotifications);
    expect(calls).toHaveLength(1);
    const [anna] = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'anna@example.nl'));
    expect(calls[0]).toMatchObject({
      callId: '812345',
      phone: '+31612000001',
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      customerId: anna?.id,
      callDirection: 'inbound',
      isHandled: false,
    });
    const announced = (await aircallNotifications()).filter((row) => row.type === 'incoming_call');
    expect(announced).toHaveLength(1);
    expect(announced[0]?.title).toBe('Inkomende oproep van Anna de Vries');
    expect(JSON.stringify(announced[0])).not.toContain(WEBHOOK_TOKEN);
  });

  it('stores a call from an unknown number with the name Aircall knows, unmatched', async () => {
    const response = await post(
      delivery({
        data: {
          id: 812_346,
          direction: 'inbound',
          raw_digits: '+32 470 12 34 56',
          contact: { first_name: 'Els', last_name: 'Peeters', company_name: 'Fietsen BV' },
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const [call] = await server.database.db
      .select()
      .from(callNotifications)
      .where(eq(callNotifications.callId, '812346'));
    expect(call).toMatchObject({
      phone: '+32470123456',
      name: 'Els Peeters',
      company: 'Fietsen BV',
      customerId: null,
    });
  });

  it('acknowledges other events without storing them', async () => {
    const before = (await server.database.db.select().from(callNotifications)).length;
    const response = await post(delivery({ event: 'call.ended', data: { id: 999, duration: 42 } }));
    expect(response.statusCode).toBe(200);
    expect(await server.database.db.select().from(callNotifications)).toHaveLength(before);
  });
});
