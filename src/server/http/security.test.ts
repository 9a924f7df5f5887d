import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { buildSubmission } from '../test/factories.ts';

let server: TestApp;
const SUBMISSIONS_PER_MINUTE = 3;
const JSON_BODY_MESSAGE = 'Stuur de gegevens als JSON (Content-Type: application/json).';

beforeAll(async () => {
  server = await createTestApp({ SUBMISSION_RATE_LIMIT_MAX: String(SUBMISSIONS_PER_MINUTE) });
});

afterAll(async () => {
  await server?.close();
});

describe('protection of the public side', () => {
  it('answers 429 with Retry-After when one address submits too many requests', async () => {
    const submit = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/service-requests',
        headers: { origin: TEST_PUBLIC_URL },
        payload: buildSubmission(),
      });
    for (let sent = 0; sent < SUBMISSIONS_PER_MINUTE; sent += 1) {
      expect((await submit()).statusCode).toBe(201);
    }
    const refused = await submit();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      message: `Te veel verzoeken. Probeer het over ${refused.headers['retry-after']} seconden opnieuw.`,
      code: 'RATE_LIMITED',
      params: { seconds: Number(refused.headers['retry-after']) },
    });
  });

  /** A POST of a body of this type from the app's own pages. */
  const postAs = (contentType: string, url: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_PUBLIC_URL, 'content-type': contentType },
      payload,
    });

  it('refuses a form-encoded body with 415 on every route but the sign-in forms', async () => {
    const formRoutes = ['POST /api/login', 'POST /api/auth/magic'];
    const mutations = server.app.registeredRoutes.filter(
      (route) => route.method !== 'GET' && !formRoutes.includes(`${route.method} ${route.url}`),
    );
    expect(mutations.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      mutations.map(async (route) => {
        const response = await server.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[a-zA-Z]+/g, '1'),
          headers: {
            origin: TEST_PUBLIC_URL,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'email=iemand%40example.nl&name=x',
        });
        return {
          route: `${route.method} ${route.url}`,
          status: response.statusCode,
          ...response.json(),
        };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 415)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.message))).toEqual(new Set([JSON_BODY_MESSAGE]));
    const signIn = await postAs(
      'application/x-www-form-urlencoded',
      '/api/login',
      'email=iemand%40example.nl',
    );
    expect(signIn.statusCode).toBe(202);
  });

  it('answers a body of a type no route reads with 415 and a Dutch message', async () => {
    const response = await postAs(
      'application/xml',
      '/api/auth/magic-link',
      '<email>iemand@example.nl</email>',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: JSON_BODY_MESSAGE,
      code: 'BODY_NOT_JSON',
      params: {},
    });
  });

  it('serves pages with a Content-Security-Policy that runs no inline script', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/login' });
    const policy = String(page.headers['content-security-policy']);
    const scriptSources = policy.match(/script-src ([^;]+)/)?.[1] ?? '';
    expect(scriptSources.split(' ')).toEqual(["'self'"]);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
