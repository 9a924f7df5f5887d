import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';

/** The routes anyone may call; every other API route is for admins only. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/auth/user',
  'GET /api/login',
  'POST /api/login',
  'GET /api/callback',
  'POST /api/auth/magic-link',
  'GET /api/auth/magic',
  'POST /api/auth/magic',
  'GET /api/logout',
  'GET /api/address-lookup',
  'GET /api/address-autocomplete',
  'POST /api/upload-photo',
  'GET /api/site',
  'GET /api/config/service-wait-times',
  'POST /api/service-requests',
  'POST /api/webhooks/aircall',
  'POST /api/webhooks/cyclesoftware',
]);

let server: TestApp;
let customer: string;

beforeAll(async () => {
  server = await createTestApp();
  customer = await server.signIn('klant@example.nl');
});

afterAll(async () => {
  await server?.close();
});

const apiRoutes = () =>
  server.app.registeredRoutes.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
  );

const adminRoutes = () =>
  apiRoutes().filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.url}`));

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');

describe('access to the API', () => {
  it('knows every public route it was told about', () => {
    const registered = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    expect([...PUBLIC_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('answers 401 on every admin route when nobody is signed in', async () => {
    const answers = await Promise.all(
      adminRoutes().map(async (route) => {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { origin: TEST_PUBLIC_URL },
        });
        return `${route.method} ${route.url} → ${response.statusCode}`;
      }),
    );
    expect(adminRoutes().length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('answers 403 on every admin route to a signed-in user without admin rights', async () => {
    const answers = await Promise.all(
      adminRoutes().map(async (route) => {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie: customer, origin: TEST_PUBLIC_URL },
        });
        return `${route.method} ${route.url} → ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith('→ 403'))).toEqual([]);
  });
});
