import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote, SendQuote } from '../../../contract/service-requests/quotes.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { resolveSessionSecret } from '../../config.ts';
import { bikes, notifications, outgoingEmails, quotes, serviceRequests } from '../../db/schema.ts';
import { AppError, errorText } from '../../errors.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';
import { currentCustomerQuotes, decideQuote, hashIp } from './service.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const CUSTOMER_IP = '203.0.113.57';

/** An approved request of one bike, approved as staff do, in the customer's language. */
async function approvedRequest(language: 'nl' | 'en' = 'nl') {
  const request = await insertServiceRequest(server.database.db, {
    language,
    bikes: [SAMPLE_BIKE],
  });
  const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
  expect(approval.statusCode, approval.body).toBe(200);
  const { bikes } = (await asAdmin('GET', `/api/service-requests/${request.id}`)).json();
  const bikeId: number = bikes[0].id;
  return { id: request.id, bikeId, reference: formatReference(request.id, request.createdAt) };
}

type Approved = Awaited<ReturnType<typeof approvedRequest>>;

const moveTo = async (request: Approved, stage: string) => {
  const { bikes } = (await asAdmin('GET', `/api/service-requests/${request.id}`)).json();
  const moved = await asAdmin(
    'PATCH',
    `/api/service-requests/${request.id}/bikes/${request.bikeId}/stage`,
    { stage, version: bikes[0].progress.version },
  );
  expect(moved.statusCode, moved.body).toBe(200);
};

/** A bike being repaired, as it is when a mechanic finds what needs a quote. */
async function bikeInRepair(language: 'nl' | 'en' = 'nl') {
  const request = await approvedRequest(language);
  await moveTo(request, 'in_repair');
  return request;
}

const TWO_LINES = [
  { description: 'Nieuwe ketting', amountCents: 3450 },
  { description: 'Arbeid', amountCents: 1750 },
];

const send = (request: Approved, quote: SendQuote) =>
  asAdmin('POST', `/api/service-requests/${request.id}/bikes/${request.bikeId}/quotes`, quote);

const quoteMails = (request: Approved) =>
  server.database.db
    .select()
    .from(outgoingEmails)
    .where(
      and(eq(outgoingEmails.serviceRequestId, request.id), eq(outgoingEmails.kind, 'quote_sent')),
    );

const listQuotes = async (request: Approved): Promise<Quote[]> =>
  (await asAdmin('GET', `/api/service-requests/${request.id}/quotes`)).json();

const stageOf = async (request: Approved) =>
  (await asAdmin('GET', `/api/service-requests/${request.id}`)).json().bikes[0].progress.stage;

const decide = (
  request: Approved,
  quote: { id: number; version: number },
  decision: 'approved' | 'declined',
) =>
  decideQuote({
    database: server.database,
    jobs: server.jobs,
    serviceRequestId: request.id,
    quoteId: quote.id,
    version: quote.version,
    decision,
    ip: CUSTOMER_IP,
    secret: resolveSessionSecret(server.config),
    workshop: server.config.workshop,
  });

/** The staff's notifications of the customer's answers on a request. */
const decisionNotices = (request: Approved) =>
  server.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.serviceRequestId, request.id), eq(notifications.type, 'quote_decided')),
    );

/** The error a refused promise was refused with, as an AppError's code and Dutch words. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message } = error as AppError;
  return { code, message };
}

describe('POST /api/service-requests/:id/bikes/:bikeId/quotes', () => {
  it('stores version 1 with its total, moves the bike to waiting for the customer, records it and mails the customer once', async () => {
    const request = await bikeInRepair();
    const sent = await send(request, { version: 1, lines: TWO_LINES, note: ' Ketting is op. ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      quote: {
        version: 1,
        bikeId: request.bikeId,
        lines: TWO_LINES,
        totalCents: 5200,
        note: 'Ketting is op.',
        sentBy: TEST_ADMIN_EMAIL,
        decision: null,
        status: 'sent',
      },
      progress: { stage: 'waiting_for_customer' },
      customerMailQueued: true,
    });
    expect(await stageOf(request)).toBe('waiting_for_customer');

    const history = await historyOf(server.database.db, request.id);
    expect(history).toContainEqual({
      type: 'bike.quote_sent',
      actor: TEST_ADMIN_EMAIL,
      payload: {
        bikeId: request.bikeId,
        position: 1,
        quoteId: sent.json().quote.id,
        version: 1,
        totalCents: 5200,
      },
    });
    expect(JSON.stringify(history)).not.toContain('Ketting');
    // The quote's mail tells the customer; the stage's own mail would say the same again.
    const mails = await server.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.serviceRequestId, request.id));
    expect(mails.map((mail) => mail.kind).filter((kind) => kind.startsWith('stage_'))).toEqual([]);
    const [mail] = await quoteMails(request);
    // A subject's white space is plain spaces, the currency's own included.
    expect(mail?.subject).toBe(`Offerte voor je VanMoof S3: € 52,00 (${request.reference})`);
    expect(mail?.text).toContain('versie 1');
  });

  it('answers the same quote sent again without mailing again, and sends a second version as 2', async () => {
    const request = await bikeInRepair();
    const first = (await send(request, { version: 1, lines: TWO_LINES })).json();
    const again = await send(request, { version: 1, lines: TWO_LINES });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      quote: { id: first.quote.id },
      customerMailQueued: false,
    });
    expect(await quoteMails(request)).toHaveLength(1);

    const second = await send(request, {
      version: 2,
      lines: [...TWO_LINES, { description: 'Korting', amountCents: -500 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      quote: { version: 2, totalCents: 4700 },
      progress: { stage: 'waiting_for_customer' },
      customerMailQueued: true,
    });
    expect(await quoteMails(request)).toHaveLength(2);
    expect((await listQuotes(request)).map(({ version, status }) => ({ version, status }))).toEqual(
      [
        { version: 2, status: 'sent' },
        { version: 1, status: 'superseded' },
      ],
    );
  });

  it("refuses a version another admin sent meanwhile, in the staff member's words", async () => {
    const request = await bikeInRepair();
    await send(request, { version: 1, lines: TWO_LINES });
    const stale = await send(request, { version: 1, lines: [TWO_LINES[0] as never] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'QUOTE_SENT_MEANWHILE',
      message: `Voor fiets 1 van ${request.reference} is intussen offerte versie 1 verstuurd door iemand anders; bekijk die en maak zo nodig een nieuwe versie`,
    });
    expect(await listQuotes(request)).toHaveLength(1);
  });

  it('mails the quote in the language the request was sent in', async () => {
    const request = await bikeInRepair('en');
    await send(request, { version: 1, lines: TWO_LINES });
    const [mail] = await quoteMails(request);
    expect(mail?.subject).toBe(`Quote for your VanMoof S3: €52.00 (${request.reference})`);
  });

  it('sends a quote on a bike that is still planned without moving it, as the stages allow no such move', async () => {
    const request = await approvedRequest();
    const sent = await send(request, { version: 1, lines: TWO_LINES });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().progress.stage).toBe('planned');
    expect(await stageOf(request)).toBe('planned');
  });

  it('refuses a quote on a request that is not approved, or a bike of another request', async () => {
    const pending = await insertServiceRequest(server.database.db);
    const { bikes } = (await asAdmin('GET', `/api/service-requests/${pending.id}`)).json();
    const refused = await asAdmin(
      'POST',
      `/api/service-requests/${pending.id}/bikes/${bikes[0].id}/quotes`,
      { version: 1, lines: TWO_LINES },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BIKE_NOT_IN_REPAIR');
    const other = await bikeInRepair();
    const elsewhere = await asAdmin(
      'POST',
      `/api/service-requests/${other.id}/bikes/${bikes[0].id}/quotes`,
      { version: 1, lines: TWO_LINES },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/service-requests/999999/quotes')).statusCode).toBe(404);
  });

  it("refuses a quote without lines, a line without words or a total below zero, with the field's message", async () => {
    const request = await bikeInRepair();
    for (const [quote, message] of [
      [{ version: 1, lines: [] }, 'Een offerte heeft minstens één regel'],
      [
        { version: 1, lines: [{ description: ' ', amountCents: 100 }] },
        'Beschrijf wat deze regel kost',
      ],
      [
        { version: 1, lines: [{ description: 'Korting', amountCents: -100 }] },
        'Het totaal van de offerte kan niet onder nul zijn',
      ],
    ] as [SendQuote, string][]) {
      const refused = await send(request, quote);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await listQuotes(request)).toEqual([]);
  });
});

describe("the customer's decision on a quote", () => {
  it('approves: the bike goes on to In reparatie, the history and the staff hear of it, and the IP is kept only as a keyed hash', async () => {
    const request = await bikeInRepair();
    const { quote } = (await send(request, { version: 1, lines: TWO_LINES })).json();
    const decided = await decide(request, quote, 'approved');
    expect(decided).toMatchObject({
      quote: { id: quote.id, version: 1, decision: 'approved', canDecide: false },
      bikeStage: 'in_repair',
    });
    expect(decided.quote).not.toHaveProperty('sentBy');
    expect(await stageOf(request)).toBe('in_repair');

    const history = await historyOf(server.database.db, request.id);
    expect(history).toContainEqual({
      type: 'bike.quote_decided',
      actor: 'customer',
      payload: {
        bikeId: request.bikeId,
        position: 1,
        quoteId: quote.id,
        version: 1,
        decision: 'approved',
      },
    });
    expect(history).toContainEqual({
      type: 'bike.stage_changed',
      actor: 'customer',
      payload: {
        bikeId: request.bikeId,
        position: 1,
        from: 'waiting_for_customer',
        to: 'in_repair',
      },
    });
    const [notification] = await decisionNotices(request);
    expect(notification).toMatchObject({
      title: `Offerte goedgekeurd: fiets 1 van ${request.reference}`,
      message: 'De klant gaat akkoord met versie 1 (€\u00a052,00). De fiets staat op In reparatie.',
      severity: 'info',
    });

    const [stored] = await server.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored?.decidedIpHash).toBe(hashIp(CUSTOMER_IP, resolveSessionSecret(server.config)));
    expect(stored?.decidedIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(CUSTOMER_IP);
    expect(JSON.stringify(history)).not.toContain(CUSTOMER_IP);
    expect(hashIp(CUSTOMER_IP, 'another-secret-of-at-least-32-characters')).not.toBe(
      stored?.decidedIpHash,
    );
  });

  it('declines: the bike keeps waiting and the staff are warned to decide', async () => {
    const request = await bikeInRepair();
    const { quote } = (await send(request, { version: 1, lines: TWO_LINES })).json();
    const decided = await decide(request, quote, 'declined');
    expect(decided.bikeStage).toBe('waiting_for_customer');
    expect(await stageOf(request)).toBe('waiting_for_customer');
    const [notification] = await decisionNotices(request);
    expect(notification).toMatchObject({
      title: `Offerte afgewezen: fiets 1 van ${request.reference}`,
      severity: 'warning',
    });
    expect((await listQuotes(request))[0]?.status).toBe('declined');
  });

  it('refuses version 1 once version 2 was sent, in both languages, and leaves it undecided', async () => {
    const request = await bikeInRepair();
    const first = (await send(request, { version: 1, lines: TWO_LINES })).json().quote;
    await send(request, {
      version: 2,
      lines: [{ description: 'Alleen arbeid', amountCents: 1750 }],
    });
    const refused = await refusal(decide(request, first, 'approved'));
    expect(refused).toEqual({
      code: 'QUOTE_SUPERSEDED',
      message:
        'Offerte versie 1 is vervangen door versie 2. Bekijk de nieuwe versie en geef daarop je antwoord.',
    });
    expect(errorText('QUOTE_SUPERSEDED', { version: 1, newest: 2 }, 'en')).toBe(
      'Quote version 1 has been replaced by version 2. Please look at the new version and answer that one.',
    );
    const [stored] = await server.database.db.select().from(quotes).where(eq(quotes.id, first.id));
    expect(stored).toMatchObject({ decision: null, decidedAt: null, decidedIpHash: null });
    expect(await stageOf(request)).toBe('waiting_for_customer');
  });

  it('refuses a second answer and keeps the first', async () => {
    const request = await bikeInRepair();
    const { quote } = (await send(request, { version: 1, lines: TWO_LINES })).json();
    await decide(request, quote, 'declined');
    const refused = await refusal(decide(request, quote, 'approved'));
    expect(refused.code).toBe('QUOTE_ALREADY_DECIDED');
    expect(refused.message).toContain('niet akkoord');
    expect(errorText('QUOTE_ALREADY_DECIDED', { decision: 'declined' }, 'en')).toContain(
      'You have already answered this quote (declined)',
    );
    const [stored] = await server.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored?.decision).toBe('declined');
    expect(await stageOf(request)).toBe('waiting_for_customer');
  });

  it('stores one of two answers given at once and refuses the other', async () => {
    const request = await bikeInRepair();
    const { quote } = (await send(request, { version: 1, lines: TWO_LINES })).json();
    const outcomes = await Promise.allSettled([
      decide(request, quote, 'approved'),
      decide(request, quote, 'declined'),
    ]);
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'QUOTE_ALREADY_DECIDED',
    });
    const decided = (await historyOf(server.database.db, request.id)).filter(
      (event) => event.type === 'bike.quote_decided',
    );
    expect(decided).toHaveLength(1);
  });

  it("answers 404 for a quote of another request or a version the customer's page did not show", async () => {
    const request = await bikeInRepair();
    const other = await bikeInRepair();
    const { quote } = (await send(request, { version: 1, lines: TWO_LINES })).json();
    expect((await refusal(decide(other, quote, 'approved'))).code).toBe('QUOTE_NOT_FOUND');
    expect((await refusal(decide(request, { ...quote, version: 2 }, 'approved'))).code).toBe(
      'QUOTE_NOT_FOUND',
    );
  });

  it("shows the customer each bike's newest quote without staff's fields", async () => {
    const request = await bikeInRepair();
    await send(request, { version: 1, lines: TWO_LINES, note: 'Ketting is op.' });
    const second = (await send(request, { version: 2, lines: TWO_LINES })).json().quote;
    const current = await currentCustomerQuotes(server.database.db, request.id);
    expect([...current.entries()]).toEqual([
      [
        request.bikeId,
        {
          id: second.id,
          version: 2,
          lines: TWO_LINES,
          totalCents: 5200,
          note: null,
          sentAt: expect.any(Date),
          decision: null,
          decidedAt: null,
          canDecide: true,
        },
      ],
    ]);
  });

  it("loses its note for the customer and the hash of the customer's address when the customer is erased", async () => {
    const email = 'offerte-wissen@example.nl';
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { origin: TEST_PUBLIC_URL },
      payload: buildSubmission({ email }),
    });
    const id: number = submitted.json().id;
    await asAdmin('PATCH', `/api/service-requests/${id}/approve`, {});
    const [row] = await server.database.db
      .select({ bikeId: bikes.id, customerId: serviceRequests.customerId })
      .from(bikes)
      .innerJoin(serviceRequests, eq(serviceRequests.id, bikes.serviceRequestId))
      .where(eq(bikes.serviceRequestId, id));
    const request = { id, bikeId: row?.bikeId as number, reference: '' };
    await moveTo(request, 'in_repair');
    const { quote } = (
      await send(request, { version: 1, lines: TWO_LINES, note: 'Voor Daan: ketting is op.' })
    ).json();
    await decide(request, quote, 'approved');

    const erased = await asAdmin('DELETE', `/api/customers/${row?.customerId}`, {
      confirmEmail: email,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [stored] = await server.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored).toMatchObject({
      note: null,
      decidedIpHash: null,
      decision: 'approved',
      totalCents: 5200,
    });
  });
});
