import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestNotes, serviceRequests } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import {
  createRecordingLogger,
  createTestApp,
  TEST_ADMIN_EMAIL,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest } from '../../test/factories.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;
const logger = createRecordingLogger();

beforeAll(async () => {
  server = await createTestApp({}, {}, logger.logger);
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const COLLEAGUE = 'collega@werkplaats.test';

/** Calls the API as a second staff member. */
async function signInColleague() {
  await asAdmin('POST', '/api/admins', { email: COLLEAGUE });
  const cookie = await server.signIn(COLLEAGUE);
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { cookie, origin: TEST_PUBLIC_URL } });
}

const notesUrl = (id: number) => `/api/service-requests/${id}/notes`;

describe('internal notes on a request', () => {
  it('adds a note with its author and time, lists it oldest first, and records the change by id only', async () => {
    const request = await insertServiceRequest(server.database.db);
    const before = Date.now();
    const added = await asAdmin('POST', notesUrl(request.id), {
      body: '  Klant belt terug na 17:00.  ',
    });
    expect(added.statusCode).toBe(201);
    const note = added.json();
    expect(note).toMatchObject({
      body: 'Klant belt terug na 17:00.',
      author: TEST_ADMIN_EMAIL,
      isOwn: true,
    });
    expect(Date.parse(note.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    await asAdmin('POST', notesUrl(request.id), { body: 'Onderdelen besteld.' });

    const listed = await asAdmin('GET', notesUrl(request.id));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).toMatchObject({ author: TEST_ADMIN_EMAIL, isOwn: true });
    expect(listed.json().map((item: { body: string }) => item.body)).toEqual([
      'Klant belt terug na 17:00.',
      'Onderdelen besteld.',
    ]);
    const history = await historyOf(server.database.db, request.id);
    expect(history).toContainEqual({
      type: 'request.note_added',
      actor: TEST_ADMIN_EMAIL,
      payload: { noteId: note.id },
    });
    expect(JSON.stringify(history)).not.toContain('17:00');
  });

  it("shows a colleague's note as theirs, and lets only its author delete it", async () => {
    const request = await insertServiceRequest(server.database.db);
    const asColleague = await signInColleague();
    const note = (await asAdmin('POST', notesUrl(request.id), { body: 'Van mij' })).json();

    const seen = (await asColleague('GET', notesUrl(request.id))).json();
    expect(seen).toEqual([expect.objectContaining({ id: note.id, isOwn: false })]);
    const refused = await asColleague('DELETE', `${notesUrl(request.id)}/${note.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Je kunt alleen je eigen notities verwijderen');

    const deleted = await asAdmin('DELETE', `${notesUrl(request.id)}/${note.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await asAdmin('GET', notesUrl(request.id))).json()).toEqual([]);
    expect(await historyOf(server.database.db, request.id)).toContainEqual({
      type: 'request.note_deleted',
      actor: TEST_ADMIN_EMAIL,
      payload: { noteId: note.id },
    });
  });

  it('refuses an empty note with a message and stores nothing', async () => {
    const request = await insertServiceRequest(server.database.db);
    for (const body of [{ body: '   ' }, {}]) {
      const response = await asAdmin('POST', notesUrl(request.id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Schrijf eerst een notitie');
    }
    const tooLong = await asAdmin('POST', notesUrl(request.id), { body: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Maximaal 2000 tekens');
    expect(
      await server.database.db
        .select()
        .from(requestNotes)
        .where(eq(requestNotes.serviceRequestId, request.id)),
    ).toEqual([]);
  });

  it('answers 404 for a request or a note that does not exist', async () => {
    const request = await insertServiceRequest(server.database.db);
    expect((await asAdmin('GET', notesUrl(999_999))).statusCode).toBe(404);
    expect((await asAdmin('POST', notesUrl(999_999), { body: 'Hallo' })).statusCode).toBe(404);
    const note = (await asAdmin('POST', notesUrl(request.id), { body: 'Hier' })).json();
    const other = await insertServiceRequest(server.database.db);
    // A note is found only under its own request.
    expect((await asAdmin('DELETE', `${notesUrl(other.id)}/${note.id}`)).statusCode).toBe(404);
  });

  it('is for staff only: anyone not signed in gets 401, a signed-in customer 403', async () => {
    const request = await insertServiceRequest(server.database.db);
    await asAdmin('POST', notesUrl(request.id), { body: 'Alleen voor ons' });
    const stranger = { origin: TEST_PUBLIC_URL };
    const customer = { ...stranger, cookie: await server.signIn('klant@example.nl') };
    for (const [headers, status] of [
      [stranger, 401],
      [customer, 403],
    ] as const) {
      const list = await server.app.inject({ method: 'GET', url: notesUrl(request.id), headers });
      expect(list.statusCode).toBe(status);
      expect(list.body).not.toContain('Alleen voor ons');
      const add = await server.app.inject({
        method: 'POST',
        url: notesUrl(request.id),
        headers,
        payload: { body: 'Ingebroken' },
      });
      expect(add.statusCode).toBe(status);
    }
    const stored = await server.database.db
      .select()
      .from(requestNotes)
      .where(eq(requestNotes.serviceRequestId, request.id));
    expect(stored.map((note) => note.body)).toEqual(['Alleen voor ons']);
  });

  it("never writes a note's words to the log", async () => {
    const request = await insertServiceRequest(server.database.db);
    await asAdmin('POST', notesUrl(request.id), { body: 'Geheim-7f3a: klant is lastig' });
    await asAdmin('POST', notesUrl(request.id), { body: `Geheim-7f3a\u0000` });
    expect(logger.lines.join('\n')).not.toContain('Geheim-7f3a');
  });

  it("stays out of the customer's data export, and goes when the customer is erased", async () => {
    const email = 'notities@example.nl';
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { origin: TEST_PUBLIC_URL },
      payload: buildSubmission({ email }),
    });
    const requestId: number = submitted.json().id;
    await asAdmin('POST', notesUrl(requestId), { body: 'Interne-notitie-91: let op' });
    const [stored] = await server.database.db
      .select({ customerId: serviceRequests.customerId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId));
    const customerId = stored?.customerId;

    for (const format of ['json', 'html']) {
      const exported = await asAdmin('GET', `/api/customers/${customerId}/export?format=${format}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.body).not.toContain('Interne-notitie-91');
    }
    const erased = await asAdmin('DELETE', `/api/customers/${customerId}`, { confirmEmail: email });
    expect(erased.statusCode).toBe(200);
    expect(
      await server.database.db
        .select()
        .from(requestNotes)
        .where(eq(requestNotes.serviceRequestId, requestId)),
    ).toEqual([]);
  });
});
