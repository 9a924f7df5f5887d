import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXTS_NL } from '../../../contract/errors/input-nl.ts';
import { admins } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';

let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

type AdminJson = { id: number; email: string };

const addAdmin = async (email: string) => {
  const response = await call('POST', '/api/admins', { email });
  expect(response.statusCode).toBe(201);
  return response.json() as AdminJson;
};
const listEmails = async () =>
  ((await call('GET', '/api/admins')).json() as AdminJson[]).map((admin) => admin.email);

describe('POST /api/admins', () => {
  it('adds an address in lower case, without spaces, and lists it', async () => {
    const admin = await addAdmin('  Monteur@Werkplaats.TEST ');
    expect(admin.email).toBe('monteur@werkplaats.test');
    expect(await listEmails()).toContain('monteur@werkplaats.test');
  });

  it('refuses an address that is already admin with 409 and says so', async () => {
    await addAdmin('dubbel@werkplaats.test');
    const response = await call('POST', '/api/admins', { email: 'DUBBEL@werkplaats.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('dubbel@werkplaats.test is al beheerder');
  });

  it.each([
    [{}, INPUT_TEXTS_NL.emailAddressRequired],
    [{ email: '   ' }, INPUT_TEXTS_NL.emailAddressRequired],
    [{ email: 'geen-adres' }, INPUT_TEXTS_NL.emailAddressInvalid],
    [{ email: 'a@b' }, INPUT_TEXTS_NL.emailAddressInvalid],
  ])('refuses %o with 400 "%s"', async (body, message) => {
    const response = await call('POST', '/api/admins', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('DELETE /api/admins/:id', () => {
  it('takes the rights away at once: the removed admin is refused on the next call', async () => {
    const admin = await addAdmin('tijdelijk@werkplaats.test');
    const cookie = await server.signIn(admin.email);
    const asRemoved = () =>
      server.app.inject({ method: 'GET', url: '/api/admins', headers: { cookie } });
    expect((await asRemoved()).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/admins/${admin.id}`);
    expect(removed.json()).toMatchObject({ id: admin.id, email: admin.email });
    expect((await asRemoved()).statusCode).toBe(403);
    expect(await listEmails()).not.toContain(admin.email);
  });

  it('answers 404 for an unknown admin', async () => {
    const response = await call('DELETE', '/api/admins/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Beheerder niet gevonden');
  });

  it('never removes the last admin, also not when two removals race', async () => {
    const others = ((await call('GET', '/api/admins')).json() as AdminJson[]).filter(
      (admin) => admin.email !== TEST_ADMIN_EMAIL,
    );
    for (const admin of others) await call('DELETE', `/api/admins/${admin.id}`);
    const [self] = (await call('GET', '/api/admins')).json() as AdminJson[];
    const last = await call('DELETE', `/api/admins/${self?.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('De laatste beheerder kan niet worden verwijderd');

    const second = await addAdmin('tweede@werkplaats.test');
    const answers = await Promise.all(
      [self?.id, second.id].map((id) => call('DELETE', `/api/admins/${id}`)),
    );
    // One removal wins. The other is refused as the last admin (409) or, when the winner
    // removed the caller itself before the other request was let in, as no longer admin (403).
    const [won, refused] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
    expect(await server.database.db.select().from(admins)).toHaveLength(1);
  });
});
