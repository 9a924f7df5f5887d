import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_NAME } from '../../../contract/privacy.ts';
import type { ServiceRequestSubmission } from '../../../contract/service-requests/submission.ts';
import { privateLinkUrl } from '../../auth/private-link.ts';
import { bikeProgress, outgoingEmails, serviceRequests } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import {
  createRecordingLogger,
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest, SAMPLE_LEASE_BIKE } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { assignMissingPrivateLinks } from './service.ts';

let smtp: TestSmtpServer;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;
const { logger, lines: logLines } = createRecordingLogger();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({ SMTP_URL: smtp.url }, {}, logger);
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

let customers = 0;

/** A customer's submission through the portal's endpoint, each by a customer of its own. */
async function submit(overrides: Partial<ServiceRequestSubmission> = {}, language = 'nl') {
  customers += 1;
  const email = `klant-${customers}@example.nl`;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: { origin: TEST_PUBLIC_URL, 'accept-language': language },
    payload: buildSubmission({ email, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<{ id: number; reference: string; privateLink: string }>();
  return { ...result, email, token: result.privateLink.split('/r/')[1] ?? '' };
}

/** Opens a page as a browser at `address` would. */
const open = (path: string, address = '127.0.0.1') =>
  server.app.inject({ method: 'GET', url: path, remoteAddress: address });

const pathOf = (link: string) => new URL(link).pathname;

/** Every value stored anywhere in the database, as text. */
async function everythingStored() {
  const { rows } = await server.database.executeSql(
    `SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const tables = rows as { table_schema: string; table_name: string }[];
  const dumps = await Promise.all(
    tables.map(async (table) => {
      const { rows: values } = await server.database.executeSql(
        `SELECT t::text AS row FROM "${table.table_schema}"."${table.table_name}" t`,
      );
      return (values as { row: string }[]).map((value) => value.row).join('\n');
    }),
  );
  return dumps.join('\n');
}

const mailFor = (email: string, subjectStart = '') =>
  smtp.waitForMessage((mail) => mail.to.includes(email) && mail.subject.startsWith(subjectStart));

describe('the private link', () => {
  it('is a 256-bit token per request in {PUBLIC_URL}/r/{token}, different for every request', async () => {
    const first = await submit();
    const second = await submit();
    expect(first.privateLink).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/r/[A-Za-z0-9_-]{43}$`));
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(second.token).not.toBe(first.token);
    // Bits spread as a random token's do: about half of the 256 differ between two tokens.
    const a = Buffer.from(first.token, 'base64url');
    const b = Buffer.from(second.token, 'base64url');
    const differing = [...a].reduce(
      (count, byte, index) => count + countBits(byte ^ (b[index] ?? 0)),
      0,
    );
    expect(differing).toBeGreaterThan(80);
    expect(differing).toBeLessThan(176);
  });

  it('is stored nowhere, only its hash; the outbox holds its place, and the mail sent carries it', async () => {
    const request = await submit();
    const mail = await mailFor(request.email);
    expect(mail.html).toContain(`<a href="${request.privateLink}">Bekijk je aanvraag</a>`);
    expect(mail.text).toContain(`Bekijk je aanvraag: ${request.privateLink}`);
    const [stored] = await server.database.db
      .select({ hash: serviceRequests.linkTokenHash })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    const outboxRow = async () =>
      (
        await server.database.db
          .select()
          .from(outgoingEmails)
          .where(eq(outgoingEmails.serviceRequestId, request.id))
      )[0];
    // The test's SMTP server has the mail before the sender hears it was taken and says so.
    await expect.poll(async () => (await outboxRow())?.status).toBe('sent');
    const outbox = await outboxRow();
    expect(outbox?.html).toContain('<spaak-request-link>Bekijk je aanvraag</spaak-request-link>');
    expect(await everythingStored()).not.toContain(request.token);
  });

  it('fills in the link as it is when the mail is sent, not as it was when it was queued', async () => {
    const request = await submit();
    const confirmation = await mailFor(request.email);
    await replaceLink(request.id);
    const replaced = await mailFor(request.email, 'Je link naar aanvraag');
    const newLink = linkIn(replaced.text);
    expect(newLink).not.toBe(request.privateLink);
    expect(replaced.html).toContain(`<a href="${newLink}">Bekijk je aanvraag</a>`);
    expect(replaced.text).toContain('Je vorige link werkt niet meer');
    // The confirmation, sent once more as after an SMTP outage, now carries the new link.
    const [queued] = await server.database.db
      .update(outgoingEmails)
      .set({ status: 'failed' })
      .where(
        and(eq(outgoingEmails.serviceRequestId, request.id), eq(outgoingEmails.kind, 'created')),
      )
      .returning();
    const resend = await asAdmin('POST', `/api/outgoing-emails/${queued?.id}/resend`);
    expect(resend.statusCode, resend.body).toBe(204);
    const again = await smtp.waitForMessage(
      (mail) => mail.subject === confirmation.subject && mail.text.includes(newLink),
    );
    expect(again.html).toContain(`<a href="${newLink}">Bekijk je aanvraag</a>`);
  });
});

const countBits = (byte: number) => byte.toString(2).replaceAll('0', '').length;

/** The private link a mail's text ends with. */
const linkIn = (text: string) =>
  text.match(/http:\/\/spaak\.test\/r\/[A-Za-z0-9_-]{43}/)?.[0] ?? '';

async function replaceLink(id: number) {
  const response = await asAdmin('POST', `/api/service-requests/${id}/private-link/replace`);
  expect(response.statusCode, response.body).toBe(204);
}

describe('GET /r/:token', () => {
  it('shows the request with its reference, date, bikes and the workshop, and only the first name', async () => {
    const request = await submit({
      bikes: [{ brand: 'Gazelle', model: 'Ultimate C8', issueDescription: 'Ketting slipt door.' }],
    });
    const response = await open(pathOf(request.privateLink));
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain(`Aanvraag ${request.reference}`);
    expect(page).toContain('Hallo Sanne,');
    expect(page).toContain('Fiets 1: Gazelle Ultimate C8');
    expect(page).toContain('We bekijken je aanvraag en nemen binnen 24 uur contact met je op.');
    expect(page).toContain(server.config.workshop.address);
    expect(page).toContain(server.config.workshop.phone);
    expect(page).toContain('Maandag 13:00-19:00');
    for (const personal of ['de Vries', request.email, '612345678', 'Overtoom', '1054']) {
      expect(page).not.toContain(personal);
    }
  });

  it('is kept from caches, search engines and other sites, and runs no script', async () => {
    const request = await submit();
    const response = await open(pathOf(request.privateLink));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('<script');
    // The page never repeats its token: its language switch links relative to it.
    expect(response.body).not.toContain(request.token);
    expect(response.body).toContain('href="?lang=en"');
  });

  it("speaks the request's language, and the other one when the switch asks", async () => {
    const request = await submit({}, 'en');
    const english = await open(pathOf(request.privateLink));
    expect(english.body).toContain('<html lang="en-GB">');
    expect(english.body).toContain(`Request ${request.reference}`);
    expect(english.body).toContain('We are looking at your request');
    const mail = await mailFor(request.email);
    expect(mail.text).toContain(`View your request: ${request.privateLink}`);
    const dutch = await open(`${pathOf(request.privateLink)}?lang=nl`);
    expect(dutch.body).toContain('<html lang="nl-NL">');
    expect(dutch.body).toContain(`Aanvraag ${request.reference}`);
  });

  it("shows each bike's stages with their dates and what happens next", async () => {
    const request = await submit({ deliveryType: 'workshop' });
    const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {
      plannedDate: '2026-12-01',
      confirmOverfull: true,
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const planned = await open(pathOf(request.privateLink));
    expect(planned.body).toContain(
      'Breng je fiets op dinsdag 1 december 2026 naar onze werkplaats.',
    );
    expect(planned.body).toContain('Gepland op');
    const [bike] = await server.database.db
      .select()
      .from(bikeProgress)
      .where(eq(bikeProgress.serviceRequestId, request.id));
    const moved = await asAdmin(
      'PATCH',
      `/api/service-requests/${request.id}/bikes/${bike?.bikeId}/stage`,
      { stage: 'in_repair', version: 0 },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const inRepair = (await open(pathOf(request.privateLink))).body;
    expect(inRepair).toContain('We werken aan je fiets.');
    expect(inRepair).toMatch(/Ingepland<\/span><span[^>]*>\d+ \w+ 20\d\d</);
    expect(inRepair).toContain('<li class="');
    expect(inRepair).toMatch(/aria-current="step"><span[^>]*>In reparatie</);
  });

  it("shows a lease bike waiting for its leasing company's approval once the request is approved", async () => {
    const request = await submit({
      bikes: [SAMPLE_LEASE_BIKE],
    });
    const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect(approval.statusCode, approval.body).toBe(200);
    const page = (await open(pathOf(request.privateLink))).body;
    expect(page).toContain(
      'We wachten op het akkoord van je leasemaatschappij en beginnen zodra we dat hebben.',
    );
    expect(page).toMatch(/aria-current="step"><span[^>]*>Wacht op leasemaatschappij</);
  });
});

describe('a link that opens nothing', () => {
  it('answers one neutral page with the phone number and 404, the same for an unknown, a malformed, a replaced and an erased link', async () => {
    const replaced = await submit();
    await replaceLink(replaced.id);
    const erased = await submit();
    const [row] = await server.database.db
      .select({ customerId: serviceRequests.customerId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, erased.id));
    const erasure = await asAdmin('DELETE', `/api/customers/${row?.customerId}`, {
      confirmEmail: erased.email,
    });
    expect(erasure.statusCode, erasure.body).toBe(200);
    const pages = await Promise.all(
      [
        `/r/${randomBytes(32).toString('base64url')}`,
        '/r/niet-een-token',
        pathOf(replaced.privateLink),
        pathOf(erased.privateLink),
      ].map((path) => open(path, '10.0.0.1')),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(404);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toBe(pages[0]?.body);
    }
    expect(pages[0]?.body).toContain('Deze link werkt niet meer');
    expect(pages[0]?.body).toContain(server.config.workshop.phone);
  });

  it('answers 429 from the 21st miss in 15 minutes of one address, even to a link that works', async () => {
    const request = await submit();
    const guesser = '10.0.0.2';
    for (let miss = 1; miss <= 20; miss += 1) {
      const response = await open(`/r/${randomBytes(32).toString('base64url')}`, guesser);
      expect(response.statusCode).toBe(404);
    }
    const blocked = await open(`/r/${randomBytes(32).toString('base64url')}`, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open(pathOf(request.privateLink), guesser)).statusCode).toBe(429);
    // Another address, and one that only opens its own link often, are not held up.
    for (let visit = 1; visit <= 25; visit += 1) {
      expect((await open(pathOf(request.privateLink), '10.0.0.3')).statusCode).toBe(200);
    }
  });
});

describe('sending the link again, and replacing it', () => {
  it("'Link opnieuw sturen' mails the same link and records it in the history without the token", async () => {
    const request = await submit();
    const response = await asAdmin(
      'POST',
      `/api/service-requests/${request.id}/private-link/resend`,
    );
    expect(response.statusCode, response.body).toBe(204);
    const mail = await mailFor(request.email, 'Je link naar aanvraag');
    expect(linkIn(mail.text)).toBe(request.privateLink);
    expect(mail.text).not.toContain('Je vorige link');
    expect((await open(pathOf(request.privateLink))).statusCode).toBe(200);
    const history = await historyOf(server.database.db, request.id);
    expect(history.at(-1)).toEqual({
      type: 'request.link_resent',
      actor: TEST_ADMIN_EMAIL,
      payload: {},
    });
  });

  it("'Nieuwe link sturen' ends the old link, mails a new one that works, and records it", async () => {
    const request = await submit();
    await replaceLink(request.id);
    const mail = await mailFor(request.email, 'Je link naar aanvraag');
    const newLink = linkIn(mail.text);
    expect((await open(pathOf(request.privateLink), '10.0.0.4')).statusCode).toBe(404);
    expect((await open(pathOf(newLink))).statusCode).toBe(200);
    const history = await historyOf(server.database.db, request.id);
    expect(history.at(-1)).toEqual({
      type: 'request.link_replaced',
      actor: TEST_ADMIN_EMAIL,
      payload: { generation: 1 },
    });
    expect(await everythingStored()).not.toContain(newLink.split('/r/')[1]);
  });

  it('answers 404 for a request that does not exist and 409 for an anonymised one', async () => {
    const missing = await asAdmin('POST', '/api/service-requests/999999/private-link/replace');
    expect(missing.statusCode).toBe(404);
    const request = await submit();
    await server.database.db
      .update(serviceRequests)
      .set({ linkTokenHash: null })
      .where(eq(serviceRequests.id, request.id));
    const anonymised = await asAdmin(
      'POST',
      `/api/service-requests/${request.id}/private-link/resend`,
    );
    expect(anonymised.statusCode).toBe(409);
  });
});

describe('requests stored before private links', () => {
  it('get their link at boot, keeping their time of last change; anonymised ones get none', async () => {
    const { db } = server.database;
    const older = await insertServiceRequest(db, { email: 'ouder@example.nl' });
    const anonymised = await insertServiceRequest(db, { fullName: ERASED_NAME });
    await assignMissingPrivateLinks(db, server.config);
    const rows = await db
      .select()
      .from(serviceRequests)
      .where(inArray(serviceRequests.id, [older.id, anonymised.id]))
      .orderBy(serviceRequests.id);
    expect(rows.map((row) => Boolean(row.linkTokenHash))).toEqual([true, false]);
    expect(rows[0]?.updatedAt).toEqual(older.updatedAt);
    const link = privateLinkUrl(server.config, older.id, 0);
    expect((await open(pathOf(link))).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('never holds a private link’s token', async () => {
    const request = await submit();
    logLines.length = 0;
    await open(pathOf(request.privateLink));
    await open(`${pathOf(request.privateLink)}?lang=en`);
    const log = logLines.join('');
    expect(log).toContain('"url":"/r/…"');
    expect(log).not.toContain(request.token);
  });
});
