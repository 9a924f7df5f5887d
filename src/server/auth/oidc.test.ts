import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.ts';
import { startFakeOidcProvider } from '../test/fake-oidc-provider.ts';

let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
let server: TestApp;

beforeAll(async () => {
  provider = await startFakeOidcProvider({ clientId: 'spaak', clientSecret: 'geheim' });
  server = await createTestApp({
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: 'spaak',
    OIDC_CLIENT_SECRET: 'geheim',
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.findLast((candidate) => candidate.name === 'spaak.sid');
  return cookie && `${cookie.name}=${cookie.value}`;
};

/** /api/login → the provider → back to /api/callback, as a browser would follow it. */
async function signInAtProvider(tamper?: (callback: URL) => void) {
  const login = await server.app.inject({ method: 'GET', url: '/api/login' });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(login.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  tamper?.(callback);
  const response = await server.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: sessionCookie(login) ?? '' },
  });
  return { response, cookie: sessionCookie(response) };
}

describe('signing in with an OpenID Connect provider', () => {
  it('sends /api/login to the provider with PKCE', async () => {
    const login = await server.app.inject({ method: 'GET', url: '/api/login' });
    const authorize = new URL(login.headers.location as string);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${server.config.publicUrl}/api/callback`,
    );
  });

  it('signs in the admin whose verified e-mail the provider returns', async () => {
    provider.state.signedInUser = {
      sub: 'admin-sub',
      email: TEST_ADMIN_EMAIL,
      email_verified: true,
      given_name: 'Anne',
      family_name: 'de Beheerder',
    };
    const { response, cookie } = await signInAtProvider();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin');
    const user = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookie ?? '' },
    });
    expect(user.json()).toMatchObject({
      email: TEST_ADMIN_EMAIL,
      firstName: 'Anne',
      isAdmin: true,
    });
  });

  it('refuses a callback whose state was tampered with, signing nobody in', async () => {
    const { response, cookie } = await signInAtProvider((callback) =>
      callback.searchParams.set('state', 'vervalst'),
    );
    expect(response.statusCode).toBe(401);
    const user = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookie ?? '' },
    });
    expect(user.json()).toBeNull();
  });

  it('refuses a provider answer without a verified e-mail address', async () => {
    provider.state.signedInUser = {
      sub: 'x',
      email: 'niet@geverifieerd.nl',
      email_verified: false,
    };
    const { response } = await signInAtProvider();
    expect(response.statusCode).toBe(401);
  });
});
