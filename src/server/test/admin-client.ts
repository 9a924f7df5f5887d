import { TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from './app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as the signed-in admin, from the app's own origin. */
export async function signInAdmin(server: TestApp) {
  const cookie = await server.signIn(TEST_ADMIN_EMAIL);
  return (method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { cookie, origin: TEST_PUBLIC_URL } });
}
