import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXTS_NL } from '../../contract/errors/input-nl.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server?.close();
});

const currentUser = async (cookie: string) =>
  (await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

const chooseLanguage = (cookie: string | undefined, payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/auth/user/language',
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

describe('PUT /api/auth/user/language', () => {
  it('keeps no language for an admin who never chose one', async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    expect(await currentUser(admin)).toMatchObject({ email: TEST_ADMIN_EMAIL, language: null });
  });

  it("keeps the admin's choice, which a sign-in on another browser finds again", async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    const answer = await chooseLanguage(admin, { language: 'en' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ language: 'en' });
    expect(await currentUser(admin)).toMatchObject({ language: 'en' });

    const elsewhere = await server.signIn(TEST_ADMIN_EMAIL);
    expect(elsewhere).not.toBe(admin);
    expect(await currentUser(elsewhere)).toMatchObject({ language: 'en' });

    await chooseLanguage(elsewhere, { language: 'nl' });
    expect(await currentUser(admin)).toMatchObject({ language: 'nl' });
  });

  it('keeps each admin their own choice', async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: { cookie: admin, origin: TEST_PUBLIC_URL },
      payload: { email: 'monteur@werkplaats.test' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const colleague = await server.signIn('monteur@werkplaats.test');
    await chooseLanguage(admin, { language: 'nl' });
    await chooseLanguage(colleague, { language: 'en' });
    expect(await currentUser(colleague)).toMatchObject({ language: 'en' });
    expect(await currentUser(admin)).toMatchObject({ language: 'nl' });
  });

  it('answers 401 when nobody is signed in and 403 to a customer, keeping nothing', async () => {
    expect((await chooseLanguage(undefined, { language: 'en' })).statusCode).toBe(401);
    const customer = await server.signIn('klant@example.nl');
    expect((await chooseLanguage(customer, { language: 'en' })).statusCode).toBe(403);
    expect(await currentUser(customer)).toMatchObject({ language: null });
  });

  it('refuses a language it does not speak with 400 and a clear message, keeping the choice', async () => {
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    await chooseLanguage(admin, { language: 'en' });
    for (const payload of [{ language: 'de' }, { language: 'EN' }, {}, { language: null }]) {
      const answer = await chooseLanguage(admin, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
        INPUT_TEXTS_NL.languageChoice,
      ]);
    }
    expect(await currentUser(admin)).toMatchObject({ language: 'en' });
  });
});
