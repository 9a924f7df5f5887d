import { eq, inArray, or } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_NAME } from '../../../contract/privacy.ts';
import type { Bike } from '../../../contract/service-requests/bike.ts';
import { loadConfig } from '../../config.ts';
import {
  auditEntries,
  bikes,
  contactSyncStatus,
  customerAdditions,
  customers,
  magicLinkTokens,
  notifications,
  outgoingEmails,
  quotes,
  serviceRequests,
  users,
} from '../../db/schema.ts';
import {
  FAKE_AIRCALL_API_ID,
  FAKE_AIRCALL_API_TOKEN,
  startFakeAircall,
} from '../../integrations/phone/fake.ts';
import { SYSTEM_ACTOR } from '../../jobs/events.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { waitFor, waitForNotification } from '../../test/eventually.ts';
import { buildSubmission, insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';
import { jobContextForTests } from '../../test/job-context.ts';
import { smallPhoto, uploadSmallPhoto } from '../../test/photos.ts';
import { storedRequest } from '../../test/stored-requests.ts';
import { addCustomerAddition } from '../customer-additions/service.ts';
import { raiseNotification } from '../notifications/service.ts';
import { anonymiseExpiredRequestsJob } from './jobs.ts';
import { anonymiseExpiredRequests } from './service.ts';

let aircall: Awaited<ReturnType<typeof startFakeAircall>>;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  aircall = await startFakeAircall();
  server = await createTestApp(
    {
      AIRCALL_URL: aircall.url,
      AIRCALL_API_ID: FAKE_AIRCALL_API_ID,
      AIRCALL_API_TOKEN: FAKE_AIRCALL_API_TOKEN,
    },
    { startAfterSeconds: 0, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 2 },
  );
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await aircall?.close();
});

/**
 * A customer with one request (with a photo), its confirmation mail and an Aircall contact;
 * `bike` adds to the request's bike.
 */
async function customerWithHistory(email: string, bike: Partial<Bike> = {}) {
  const photoPath = await uploadSmallPhoto(server.app);
  const submitted = await server.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: { origin: TEST_PUBLIC_URL },
    payload: buildSubmission({
      email,
      fullName: 'Fenna <b>de Groot</b>',
      firstName: 'Fenna',
      lastName: '<b>de Groot</b>',
      bikes: [{ ...SAMPLE_BIKE, photoPath, ...bike }],
    }),
  });
  const requestId: number = submitted.json().id;
  const [request] = await server.database.db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  const customerId = request?.customerId ?? 0;
  const phone = server.app.deps.integrations.phone;
  if (!phone) throw new Error('the test app has no Aircall client');
  const contact = await phone.createContact({
    firstName: 'Fenna',
    lastName: 'de Groot',
    information: 'Klant van Spaak',
    phoneNumber: '+31612345678',
    email,
  });
  await server.database.db
    .insert(contactSyncStatus)
    .values({ customerId, aircallContactId: contact.id, syncStatus: 'synced' });
  return { customerId, requestId, photoPath, aircallContactId: Number(contact.id) };
}

describe('GET /api/customers/:id/export', () => {
  it('gives everything held about the customer as JSON, and as a readable page with values escaped', async () => {
    const { customerId, requestId } = await customerWithHistory('export@example.nl');
    await server.signIn('Export@example.nl');
    const json = await asAdmin('GET', `/api/customers/${customerId}/export`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="klant-${customerId}.json"`,
    );
    const data = json.json();
    expect(data.customer.email).toBe('export@example.nl');
    expect(data.serviceRequests.map((request: { id: number }) => request.id)).toEqual([requestId]);
    expect(data.serviceRequests[0]).not.toHaveProperty('searchText');
    expect(data.emails[0]).toMatchObject({ kind: 'created' });
    expect(data.account).toMatchObject({ email: 'export@example.nl' });
    expect(data.signInLinks).toEqual([expect.objectContaining({ requestedFromIp: 'cli' })]);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash|token_hash/);

    const html = await asAdmin('GET', `/api/customers/${customerId}/export?format=html`);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('Gegevens van Fenna &lt;b&gt;de Groot&lt;/b&gt;');
    expect(html.body).not.toContain('<b>de Groot</b>');
    expect(html.body).toContain('<h2>Aangevraagde inloglinks</h2>');
    // Readable: Dutch field names, moments in Amsterdam time, the bikes as a table of their own.
    expect(html.body).toContain('<th scope="row">Postcode van de fietslocatie</th>');
    expect(html.body).toMatch(/Opgesteld op \d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}\./);
    expect(html.body).toContain(
      `<th scope="row">Fietsen</th><td><table><tr><th scope="row">Merk</th><td>${SAMPLE_BIKE.brand}</td>`,
    );
    expect(html.body).not.toMatch(/T\d{2}:\d{2}:\d{2}\.\d{3}Z|"brand"/);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await asAdmin('GET', '/api/customers/999999/export')).statusCode).toBe(404);
  });

  it("leaves out of a request under the customer's e-mail the details that differ from the record, which may be someone else's, and says so", async () => {
    const submit = async (overrides: Parameters<typeof buildSubmission>[0]) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/service-requests',
          headers: { origin: TEST_PUBLIC_URL },
          payload: buildSubmission({ email: 'gedeeld@example.nl', ...overrides }),
        })
      ).json().id as number;
    const own = await submit({});
    const strangers = await submit({
      email: 'Gedeeld@Example.NL',
      firstName: 'Vreemde',
      lastName: 'Snuffelaar',
      phone: '+31 687654321',
      customerType: 'business',
      companyName: 'Snuffel BV',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Geheimstraat',
      bikeLocationHouseNumber: '13',
      bikeLocationPostcode: '1011AB',
      bikeLocationCity: 'Amsterdam',
    });
    const [request] = await server.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, own));
    const url = `/api/customers/${request?.customerId}/export`;

    const data = (await asAdmin('GET', url)).json();
    expect(data.customer).toMatchObject({ fullName: 'Sanne de Vries', phone: '+31612345678' });
    const exported = (id: number) =>
      data.serviceRequests.find((candidate: { id: number }) => candidate.id === id);
    expect(exported(own)).toMatchObject({ fullName: 'Sanne de Vries', withheldFields: [] });
    expect(exported(strangers)).toMatchObject({
      fullName: null,
      firstName: null,
      lastName: null,
      companyName: null,
      phone: null,
      // The address is the record's own, so it stays.
      street: 'Overtoom',
      bikeLocationStreet: null,
      bikeLocationCity: null,
      bikes: [SAMPLE_BIKE],
      withheldFields: [
        'fullName',
        'firstName',
        'lastName',
        'companyName',
        'phone',
        'bikeLocationStreet',
        'bikeLocationHouseNumber',
        'bikeLocationAddition',
        'bikeLocationPostcode',
        'bikeLocationCity',
      ],
    });
    expect(JSON.stringify(data)).not.toMatch(/Snuffel|687654321|Geheimstraat/);

    const html = (await asAdmin('GET', `${url}?format=html`)).body;
    expect(html).toContain(
      '<th scope="row">Niet opgenomen, want afwijkend van de klantgegevens (mogelijk van iemand anders)</th><td>Naam, Voornaam, Achternaam, Bedrijf, Telefoon, Straat van de fietslocatie,',
    );
    expect(html).not.toMatch(/Snuffel|687654321|Geheimstraat/);
  });
});

describe("an e-bike on lease in the customer's data", () => {
  const E_BIKE_ON_LEASE = {
    eBike: { driveSystem: 'Bosch', errorCode: '503', batterySerial: 'BAT-77-ABC' },
    lease: { company: 'Athlon', contractNumber: 'LC-2024-0042' },
  };

  it('is in the export: each fact of the bike under its Dutch name', async () => {
    const { customerId } = await customerWithHistory('feiten@example.nl', E_BIKE_ON_LEASE);
    const json = await asAdmin('GET', `/api/customers/${customerId}/export`);
    expect(json.json().serviceRequests[0].bikes[0]).toMatchObject(E_BIKE_ON_LEASE);
    const html = await asAdmin('GET', `/api/customers/${customerId}/export?format=html`);
    for (const fact of [
      '<th scope="row">Elektrische fiets</th><td><table><tr><th scope="row">Aandrijfsysteem</th><td>Bosch</td>',
      '<th scope="row">Foutcode</th><td>503</td>',
      '<th scope="row">Serienummer accu</th><td>BAT-77-ABC</td>',
      '<th scope="row">Leasefiets</th><td><table><tr><th scope="row">Bedrijf</th><td>Athlon</td>',
      '<th scope="row">Contractnummer</th><td>LC-2024-0042</td>',
    ]) {
      expect(html.body).toContain(fact);
    }
  });

  it('loses its battery serial and contract number when the customer is erased', async () => {
    const { customerId, requestId } = await customerWithHistory(
      'feiten-wissen@example.nl',
      E_BIKE_ON_LEASE,
    );
    const response = await asAdmin('DELETE', `/api/customers/${customerId}`, {
      confirmEmail: 'feiten-wissen@example.nl',
    });
    expect(response.statusCode).toBe(200);
    const request = await storedRequest(server.database.db, requestId);
    expect(request?.bikes[0]).toMatchObject({
      eBike: { driveSystem: 'Bosch', errorCode: '503' },
      lease: { company: 'Athlon', contractNumber: '—' },
    });
    expect(request?.bikes[0]?.eBike).not.toHaveProperty('batterySerial');
    expect(request?.searchText).not.toMatch(/BAT-77-ABC|LC-2024-0042|LC20240042/);
  });
});

describe('DELETE /api/customers/:id', () => {
  it('refuses without the matching e-mail address and changes nothing', async () => {
    const { customerId } = await customerWithHistory('blijft@example.nl');
    const refused = await asAdmin('DELETE', `/api/customers/${customerId}`, {
      confirmEmail: 'iemand@anders.nl',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await server.database.db.select().from(customers).where(eq(customers.id, customerId)),
    ).toHaveLength(1);
  });

  it('anonymises the requests, deletes mails, photos and the phone contact, and writes an audit entry', async () => {
    const { customerId, requestId, photoPath, aircallContactId } =
      await customerWithHistory('wissen@example.nl');
    const customerSession = await server.signIn('wissen@example.nl');
    const response = await asAdmin('DELETE', `/api/customers/${customerId}`, {
      confirmEmail: ' Wissen@Example.nl ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      anonymisedRequests: 1,
      deletedPhotos: 1,
      phoneContact: 'removed',
    });
    const { db } = server.database;
    expect(await db.select().from(customers).where(eq(customers.id, customerId))).toEqual([]);
    const request = await storedRequest(db, requestId);
    expect(request).toMatchObject({
      fullName: ERASED_NAME,
      email: `verwijderd-${requestId}@spaak.invalid`,
      phone: null,
      street: null,
      postalCode: null,
      customerId: null,
    });
    expect(request?.bikes).toEqual([
      { brand: SAMPLE_BIKE.brand, model: SAMPLE_BIKE.model, issueDescription: '—' },
    ]);
    expect(request?.searchText).not.toContain('wissen@example.nl');
    expect(
      await db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.recipient, 'wissen@example.nl')),
    ).toEqual([]);
    const photo = await server.app.inject({
      method: 'GET',
      url: photoPath,
      headers: { cookie: await server.signIn(TEST_ADMIN_EMAIL) },
    });
    expect(photo.statusCode).toBe(404);
    expect(aircall.contacts.has(aircallContactId)).toBe(false);
    expect(await db.select().from(users).where(eq(users.email, 'wissen@example.nl'))).toEqual([]);
    expect(
      await db.select().from(magicLinkTokens).where(eq(magicLinkTokens.email, 'wissen@example.nl')),
    ).toEqual([]);
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: customerSession },
    });
    expect(signedIn.json()).toBeNull();
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subject, `customer:${customerId}`));
    expect(audit).toMatchObject({ action: 'customer.erased', actorEmail: TEST_ADMIN_EMAIL });
    expect(JSON.stringify(audit)).not.toContain('wissen@example.nl');
    const events = await historyOf(db, requestId);
    expect(events.filter((event) => event.type === 'request.anonymised')).toEqual([
      { type: 'request.anonymised', actor: TEST_ADMIN_EMAIL, payload: { cause: 'erasure' } },
    ]);
    expect(JSON.stringify(events)).not.toContain('wissen@example.nl');
  });
});

describe("what a customer added on their request's private page", () => {
  it('is in their data export without the stored file, and goes with an erasure, photo and all', async () => {
    const { customerId, requestId } = await customerWithHistory('aanvulling@example.nl');
    await addCustomerAddition({
      database: server.database,
      jobs: server.app.deps.jobs,
      photoStore: server.app.deps.photoStore,
      serviceRequestId: requestId,
      note: 'De sleutel ligt bij de buren.',
      photo: await smallPhoto(),
    });
    const exported = (await asAdmin('GET', `/api/customers/${customerId}/export`)).json();
    expect(exported.customerAdditions).toEqual([
      {
        serviceRequestId: requestId,
        note: 'De sleutel ligt bij de buren.',
        createdAt: expect.any(String),
      },
    ]);
    const [addition] = await server.database.db
      .select()
      .from(customerAdditions)
      .where(eq(customerAdditions.serviceRequestId, requestId));
    const erased = await asAdmin('DELETE', `/api/customers/${customerId}`, {
      confirmEmail: 'aanvulling@example.nl',
    });
    expect(erased.json()).toMatchObject({ deletedPhotos: 2 });
    expect(
      await server.database.db
        .select()
        .from(customerAdditions)
        .where(eq(customerAdditions.serviceRequestId, requestId)),
    ).toEqual([]);
    expect((await asAdmin('GET', addition?.photoPath ?? '')).statusCode).toBe(404);
  });

  it('is on the readable page of their data', async () => {
    const { customerId, requestId } = await customerWithHistory('aanvulling-html@example.nl');
    await addCustomerAddition({
      database: server.database,
      jobs: server.app.deps.jobs,
      photoStore: server.app.deps.photoStore,
      serviceRequestId: requestId,
      note: 'Bel aan bij nummer 3.',
    });
    const html = await asAdmin('GET', `/api/customers/${customerId}/export?format=html`);
    expect(html.body).toContain('<h2>Aanvullingen op de aanvragen</h2>');
    expect(html.body).toContain('<th scope="row">Opmerking</th><td>Bel aan bij nummer 3.</td>');
  });
});

describe("the quotes sent for a customer's bikes", () => {
  it('are in their data export with what they decided, without who sent them', async () => {
    const { customerId, requestId } = await customerWithHistory('offerte@example.nl');
    const { db } = server.database;
    const [bike] = await db.select().from(bikes).where(eq(bikes.serviceRequestId, requestId));
    const lines = [{ description: 'Nieuwe ketting', amountCents: 3450 }];
    await db.insert(quotes).values({
      bikeId: bike?.id ?? 0,
      serviceRequestId: requestId,
      version: 1,
      lines,
      totalCents: 3450,
      note: 'Morgen klaar.',
      sentBy: 'monteur@werkplaats.test',
      decision: 'approved',
      decidedAt: new Date(),
      decidedIpHash: 'ab'.repeat(32),
    });
    const exported = (await asAdmin('GET', `/api/customers/${customerId}/export`)).json();
    expect(exported.quotes).toEqual([
      {
        serviceRequestId: requestId,
        bikeId: bike?.id,
        version: 1,
        lines,
        totalCents: 3450,
        note: 'Morgen klaar.',
        sentAt: expect.any(String),
        decision: 'approved',
        decidedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain('monteur@werkplaats.test');

    const html = await asAdmin('GET', `/api/customers/${customerId}/export?format=html`);
    expect(html.body).toContain('<h2>Offertes</h2>');
    expect(html.body).toContain('<th scope="row">Omschrijving</th><td>Nieuwe ketting</td>');
    expect(html.body).toContain('<th scope="row">Totaal in centen, incl. btw</th><td>3450</td>');
  });
});

describe('the notifications of an erased customer', () => {
  it('go with the customer: their new request, their call and their failed mail; others stay', async () => {
    const { customerId, requestId } = await customerWithHistory('gebeld@example.nl');
    const { db } = server.database;
    const [mail] = await db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.recipient, 'gebeld@example.nl'));
    await raiseNotification(db, {
      type: 'incoming_call',
      title: 'Inkomende oproep van Fenna de Groot',
      message: 'Fenna de Groot (+31612345678) belt.',
      severity: 'info',
      source: 'aircall',
      about: { customerId },
    });
    await raiseNotification(db, {
      type: 'email_failed',
      title: 'E-mail niet verzonden',
      message: 'De e-mail aan gebeld@example.nl kon niet worden verzonden.',
      severity: 'error',
      source: 'mail',
      about: { emailId: mail?.id },
    });
    const other = await insertServiceRequest(db);
    await raiseNotification(db, {
      type: 'work_order_failed',
      title: 'Werkorder niet aangemaakt',
      message: 'CycleSoftware antwoordde met 502.',
      severity: 'error',
      about: { serviceRequestId: other.id },
    });
    const types = async () =>
      (
        await db
          .select({ type: notifications.type })
          .from(notifications)
          .where(
            or(
              eq(notifications.customerId, customerId),
              inArray(notifications.serviceRequestId, [requestId, other.id]),
              eq(notifications.emailId, mail?.id ?? 0),
            ),
          )
      )
        .map((row) => row.type)
        .sort();
    expect(await types()).toEqual([
      'email_failed',
      'incoming_call',
      'service_request_created',
      'work_order_failed',
    ]);

    const response = await asAdmin('DELETE', `/api/customers/${customerId}`, {
      confirmEmail: 'gebeld@example.nl',
    });
    expect(response.statusCode).toBe(200);
    expect(await types()).toEqual(['work_order_failed']);
  });
});

describe('an erasure while Aircall is down', () => {
  it('erases the customer, says so, and removes the Aircall contact once Aircall is back', async () => {
    const { customerId, aircallContactId } = await customerWithHistory('later@example.nl');
    aircall.setMode('failing');
    try {
      const response = await asAdmin('DELETE', `/api/customers/${customerId}`, {
        confirmEmail: 'later@example.nl',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().phoneContact).toBe('retrying');
      expect(
        await server.database.db.select().from(customers).where(eq(customers.id, customerId)),
      ).toEqual([]);
      expect(aircall.contacts.has(aircallContactId)).toBe(true);
    } finally {
      aircall.setMode('up');
    }
    const removed = await waitFor(
      async () => !aircall.contacts.has(aircallContactId),
      (gone) => gone,
    );
    expect(removed).toBe(true);
  });

  it('tells the staff which contact to remove by hand when Aircall keeps failing', async () => {
    const { customerId, aircallContactId } = await customerWithHistory('nooit@example.nl');
    aircall.setMode('failing');
    try {
      await asAdmin('DELETE', `/api/customers/${customerId}`, { confirmEmail: 'nooit@example.nl' });
      const notification = await waitForNotification(
        server.database.db,
        eq(notifications.type, 'phone_contact_delete_failed'),
        (row) => row.message.includes(`contact ${aircallContactId} `),
      );
      expect(notification).toMatchObject({ severity: 'error', source: 'aircall' });
      expect(JSON.stringify(notification)).not.toContain('nooit@example.nl');
    } finally {
      aircall.setMode('up');
    }
  });
});

describe('retention', () => {
  const retentionRun = () => ({
    database: server.database,
    jobs: server.app.deps.jobs,
    photoStore: server.app.deps.photoStore,
    retention: server.config.retention,
  });
  it('anonymises archived requests past their retention: 7 years when invoiced, 2 otherwise', async () => {
    const { db } = server.database;
    const now = new Date('2030-06-01T00:00:00Z');
    const archived = (archivedAt: string, invoiceId: string | null) =>
      insertServiceRequest(db, {
        fullName: 'Oude Klant',
        isArchived: true,
        status: 'approved',
        archivedAt: new Date(archivedAt),
        invoiceId,
      });
    const oldPlain = await archived('2028-01-01T00:00:00Z', null);
    const recentPlain = await archived('2029-01-01T00:00:00Z', null);
    const oldInvoiced = await archived('2023-01-01T00:00:00Z', '42');
    const recentInvoiced = await archived('2024-01-01T00:00:00Z', '43');
    const active = await insertServiceRequest(db, { fullName: 'Oude Klant' });

    const result = await anonymiseExpiredRequests({ ...retentionRun(), now });
    expect(result.anonymisedRequests).toBe(2);
    const nameOf = async (id: number) =>
      (await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]?.fullName;
    expect(await nameOf(oldPlain.id)).toBe(ERASED_NAME);
    expect(await nameOf(oldInvoiced.id)).toBe(ERASED_NAME);
    expect(await nameOf(recentPlain.id)).toBe('Oude Klant');
    expect(await nameOf(recentInvoiced.id)).toBe('Oude Klant');
    expect(await nameOf(active.id)).toBe('Oude Klant');
    expect(await historyOf(db, oldPlain.id)).toEqual([
      { type: 'request.anonymised', actor: SYSTEM_ACTOR, payload: { cause: 'retention' } },
    ]);
    expect(await historyOf(db, recentPlain.id)).toEqual([]);
  });

  it('runs every night at 03:30 UTC with the configured retention', async () => {
    const { rows } = await server.database.executeSql(
      "SELECT cron, options->>'tz' AS tz FROM pgboss.schedule WHERE name = 'anonymise-expired-requests'",
    );
    expect(rows).toEqual([{ cron: '30 3 * * *', tz: 'UTC' }]);
    const { db } = server.database;
    const monthsAgo = (months: number) => {
      const date = new Date();
      date.setMonth(date.getMonth() - months);
      return date;
    };
    const archived = (months: number) =>
      insertServiceRequest(db, {
        fullName: 'Korte Termijn',
        isArchived: true,
        status: 'rejected',
        archivedAt: monthsAgo(months),
      });
    const pastOneYear = await archived(13);
    const withinOneYear = await archived(11);
    const logger = pino({ level: 'silent' });
    await anonymiseExpiredRequestsJob.handle(
      {},
      {
        ...jobContextForTests(logger, {
          config: loadConfig({ NODE_ENV: 'test', RETENTION_YEARS_OTHER: '1' }),
        }),
        database: server.database,
        jobs: server.app.deps.jobs,
        logger,
      },
    );
    const nameOf = async (id: number) =>
      (await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]?.fullName;
    expect(await nameOf(pastOneYear.id)).toBe(ERASED_NAME);
    expect(await nameOf(withinOneYear.id)).toBe('Korte Termijn');
  });

  it('erases a customer whose every request it anonymised: their row, photo and Aircall contact', async () => {
    const { db } = server.database;
    const archiveLongAgo = (id: number) =>
      db
        .update(serviceRequests)
        .set({ isArchived: true, status: 'rejected', archivedAt: new Date('2020-01-01') })
        .where(eq(serviceRequests.id, id));
    const gone = await customerWithHistory('verlopen@example.nl');
    await archiveLongAgo(gone.requestId);
    const kept = await customerWithHistory('nog-klant@example.nl');
    await archiveLongAgo(kept.requestId);
    await insertServiceRequest(db, { customerId: kept.customerId, email: 'nog-klant@example.nl' });

    const result = await anonymiseExpiredRequests(retentionRun());

    expect(result.erasedCustomers).toContain(gone.customerId);
    expect(result.erasedCustomers).not.toContain(kept.customerId);
    const customerRow = (id: number) => db.select().from(customers).where(eq(customers.id, id));
    expect(await customerRow(gone.customerId)).toEqual([]);
    expect(await customerRow(kept.customerId)).toHaveLength(1);
    const photo = await server.app.inject({
      method: 'GET',
      url: gone.photoPath,
      headers: { cookie: await server.signIn(TEST_ADMIN_EMAIL) },
    });
    expect(photo.statusCode).toBe(404);
    const contactGone = await waitFor(
      async () => !aircall.contacts.has(gone.aircallContactId),
      (removed) => removed,
    );
    expect(contactGone).toBe(true);
    expect(aircall.contacts.has(kept.aircallContactId)).toBe(true);
    const audits = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'requests.retention-anonymised'));
    const audit = audits.find((entry) =>
      (entry.detail as { requests: number[] }).requests.includes(gone.requestId),
    );
    expect(audit?.detail).toMatchObject({ erasedCustomers: [gone.customerId] });
  });
});
