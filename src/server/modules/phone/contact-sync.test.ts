import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { contactSyncStatus, customers, notifications } from '../../db/schema.ts';
import { createAircallClient } from '../../integrations/phone/client.ts';
import {
  createFakeClock,
  FAKE_AIRCALL_API_ID,
  FAKE_AIRCALL_API_TOKEN,
  FAKE_AIRCALL_RATE_LIMIT,
  type FakeAircall,
  startFakeAircall,
} from '../../integrations/phone/fake.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  markAllContactsPending,
  reportFailedContactSync,
  syncPendingContacts,
} from './contact-sync.ts';

const clock = createFakeClock();
let database: Database;
let fake: FakeAircall;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeAircall({ clock });
});

afterAll(async () => {
  await fake?.close();
  await database?.close();
});

const aircall = (timeoutMs = 5000) =>
  createAircallClient({
    baseUrl: fake.url,
    apiId: FAKE_AIRCALL_API_ID,
    apiToken: FAKE_AIRCALL_API_TOKEN,
    timeoutMs,
    clock,
  });

const restart = () => database.transaction((tx) => markAllContactsPending(tx));

const records = () => database.db.select().from(contactSyncStatus);

async function replaceCustomers(count: number) {
  await database.db.delete(customers);
  fake.contacts.clear();
  await database.db.insert(customers).values(
    Array.from({ length: count }, (_, index) => ({
      email: `klant${index}@example.nl`,
      fullName: `Klant Nummer ${index}`,
      phone: `+31 6${String(10_000_000 + index).slice(-8)}`,
      city: 'Amsterdam',
    })),
  );
}

describe('syncing contacts with Aircall', () => {
  it('syncs 1 000 customers within the rate limit, waiting on the clock instead of being refused', async () => {
    await replaceCustomers(1000);
    expect(await restart()).toBe(1000);
    const phone = aircall();
    const start = clock.now();
    const realStart = Date.now();
    let remaining = 1;
    while (remaining > 0) ({ remaining } = await syncPendingContacts({ db: database.db, phone }));

    expect(fake.contacts.size).toBe(1000);
    expect(fake.answered.tooManyRequests).toBe(0);
    const all = await records();
    expect(all.filter((record) => record.syncStatus === 'synced')).toHaveLength(1000);
    // A search and a create per customer: 2 000 calls at 120 a minute is over 16 minutes.
    const minutes = (clock.now() - start) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(Math.floor(2000 / FAKE_AIRCALL_RATE_LIMIT));
    expect(Date.now() - realStart).toBeLessThan(60_000);
  });

  it('finds contacts made before (or by a create whose answer was lost) instead of duplicating them', async () => {
    await replaceCustomers(3);
    await restart();
    await syncPendingContacts({ db: database.db, phone: aircall() });
    const [first] = await database.db.select().from(customers).limit(1);
    if (!first) throw new Error('no customer');
    await database.db
      .update(customers)
      .set({ fullName: 'Klant Hernoemd' })
      .where(eq(customers.id, first.id));
    const before = fake.requests.length;
    await restart();
    await syncPendingContacts({ db: database.db, phone: aircall() });

    const calls = fake.requests.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(calls.filter((call) => call === 'POST /v1/contacts')).toEqual([]);
    expect(calls.filter((call) => call.startsWith('POST /v1/contacts/'))).toHaveLength(1);
    expect(fake.contacts.size).toBe(3);
    expect([...fake.contacts.values()].map((contact) => contact.last_name)).toContain('Hernoemd');
  });

  it('records customers without a usable phone number as errors and syncs the rest', async () => {
    await replaceCustomers(1);
    await database.db.insert(customers).values([
      { email: 'geen@example.nl', fullName: 'Geen Nummer', phone: null },
      { email: 'raar@example.nl', fullName: 'Raar Nummer', phone: 'bel me niet' },
    ]);
    await restart();
    await syncPendingContacts({ db: database.db, phone: aircall() });
    const byStatus = (await records()).map((record) => [record.syncStatus, record.errorMessage]);
    expect(byStatus).toEqual(
      expect.arrayContaining([
        ['synced', null],
        ['error', 'Geen Telefoonnummer'],
        ['error', 'Ongeldig telefoonnummer'],
      ]),
    );
  });

  it('stops at an outage with the contact still pending, and reports the pending ones once', async () => {
    await replaceCustomers(2);
    await restart();
    fake.setMode('failing', 503);
    await expect(syncPendingContacts({ db: database.db, phone: aircall() })).rejects.toThrow(
      'aircall answered 503',
    );
    fake.setMode('up');
    expect((await records()).map((record) => record.syncStatus)).toEqual(['pending', 'pending']);

    const error = new Error('aircall answered 503: Service Unavailable');
    await reportFailedContactSync(database.db, error);
    await reportFailedContactSync(database.db, error);
    expect((await records()).map((record) => record.syncStatus)).toEqual(['error', 'error']);
    const raised = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'contact_sync_failed'));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ source: 'aircall', severity: 'error' });
    expect(raised[0]?.message).toContain('2 klanten');
    expect(raised[0]?.message).not.toContain(FAKE_AIRCALL_API_TOKEN);
  });
});
