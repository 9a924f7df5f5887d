import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeProgress, serviceRequests } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { buildSubmission } from '../../test/factories.ts';
import { multipartForm } from '../../test/multipart.ts';
import { smallPhoto } from '../../test/photos.ts';

// What the customer does on their private page (issue 33): each form posts to the page's own
// address, and a refusal shows on the page in the customer's language.

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

let customers = 0;

/** A request sent through the portal's endpoint; answers its id and its page's path. */
async function submitted(language = 'nl') {
  customers += 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: { origin: TEST_PUBLIC_URL, 'accept-language': language },
    payload: buildSubmission({ email: `actie-${customers}@example.nl` }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, privateLink } = response.json<{ id: number; privateLink: string }>();
  return { id, path: new URL(privateLink).pathname };
}

const open = (path: string) => server.app.inject({ method: 'GET', url: path });

/** Posts one of the page's forms as a browser does. */
function post(
  path: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartForm>[1] = [],
) {
  const form = multipartForm(fields, files);
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: { ...form.headers, origin: TEST_PUBLIC_URL },
    payload: form.payload,
  });
}

async function approvedWithBike(language = 'nl') {
  const request = await submitted(language);
  expect(
    (await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {})).statusCode,
  ).toBe(200);
  const [bike] = await server.database.db
    .select()
    .from(bikeProgress)
    .where(eq(bikeProgress.serviceRequestId, request.id));
  return { ...request, bikeId: bike?.bikeId ?? 0 };
}

describe('cancelling on the private page', () => {
  it('offers a pending request to be cancelled, asks to confirm, then cancels it and says so', async () => {
    const { id, path } = await submitted();
    expect((await open(path)).body).toContain('Aanvraag annuleren');

    const unconfirmed = await post(path, { intent: 'cancel', reason: 'Zelf gemaakt' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('role="alert"');

    const cancelled = await post(path, { intent: 'cancel', confirm: 'on', reason: 'Zelf gemaakt' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('?done=cancelled');
    const [stored] = await server.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    expect(stored).toMatchObject({ status: 'rejected', cancellationReason: 'Zelf gemaakt' });

    const after = await open(`${path}?done=cancelled`);
    expect(after.body).toContain('Je aanvraag is geannuleerd.');
    expect(after.body).toContain('Geannuleerd');
    expect(after.body).not.toContain('Aanvraag annuleren');

    const again = await post(path, { intent: 'cancel', confirm: 'on' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('role="alert"');
  });
});

describe('answering a quote on the private page', () => {
  it('shows the quote with its lines and total, takes the approval once, and refuses an old version', async () => {
    const { id, path, bikeId } = await approvedWithBike('en');
    const quote = async (version: number) =>
      (
        await asAdmin('POST', `/api/service-requests/${id}/bikes/${bikeId}/quotes`, {
          version,
          lines: [{ description: 'New chain', amountCents: 3450 }],
          note: 'The chain is worn',
        })
      ).json().quote;
    const first = await quote(1);
    const second = await quote(2);

    const page = (await open(path)).body;
    expect(page).toContain('Quote for');
    expect(page).toContain('New chain');
    expect(page).toContain('€34.50');
    expect(page).toContain('Approve');

    const old = await post(path, {
      intent: 'quote',
      quoteId: String(first.id),
      version: '1',
      decision: 'approved',
    });
    expect(old.statusCode).toBe(409);
    expect(old.body).toContain('role="alert"');

    const approved = await post(path, {
      intent: 'quote',
      quoteId: String(second.id),
      version: '2',
      decision: 'approved',
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('?done=approved');
    const after = (await open(`${path}?done=approved`)).body;
    expect(after).toContain('Thank you! We will carry on with your bike.');
    expect(after).toContain('You approved on');
  });
});

describe('adding to a request on the private page', () => {
  it('takes a note and a photo, which the staff then read', async () => {
    const { id, path } = await submitted();
    const added = await post(path, { intent: 'add', note: 'De sleutel ligt onder de mat.' }, [
      { fieldName: 'photo', fileName: 'fiets.jpg', bytes: await smallPhoto() },
    ]);
    expect(added.statusCode, added.body).toBe(303);
    const additions = (
      await asAdmin('GET', `/api/service-requests/${id}/customer-additions`)
    ).json();
    expect(additions).toMatchObject([
      {
        note: 'De sleutel ligt onder de mat.',
        photoPath: expect.stringMatching(/^\/api\/photos\//),
      },
    ]);
  });

  it('refuses an empty addition on the page, in its words, and stores nothing', async () => {
    const { id, path } = await submitted();
    const empty = await post(path, { intent: 'add', note: '' }, [
      { fieldName: 'photo', fileName: '', bytes: new Uint8Array() },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Schrijf iets of kies een foto.');
    expect((await asAdmin('GET', `/api/service-requests/${id}/customer-additions`)).json()).toEqual(
      [],
    );
  });
});

describe("the planned day in the customer's calendar", () => {
  it('offers the .ics file of a planned request, which is a calendar', async () => {
    const { path } = await approvedWithBike();
    expect((await open(path)).body).toContain('?calendar=ics');
    const file = await open(`${path}?calendar=ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('BEGIN:VCALENDAR');
  });
});

describe('a form the page did not make', () => {
  it('answers any field values with a page of 4xx, never 500, and a dead link with 404', async () => {
    const { path } = await submitted();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('intent', 'quoteId', 'version', 'decision', 'note', 'reason', 'confirm'),
          fc.oneof(fc.string(), fc.constantFrom('cancel', 'quote', 'add', '0', '-1', '1e99')),
        ),
        async (fields) => {
          // A cancel that goes through would end the other runs' request.
          const answer = await post(path, {
            ...fields,
            ...(fields.intent === 'cancel' && { confirm: 'no' }),
          });
          expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(300);
          expect(answer.statusCode, answer.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    const json = await server.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: TEST_PUBLIC_URL },
      payload: { intent: 'cancel' },
    });
    expect(json.statusCode).toBeLessThan(500);
    const dead = await post(`/r/${'x'.repeat(43)}`, { intent: 'cancel', confirm: 'on' });
    expect(dead.statusCode).toBe(404);
  });
});
