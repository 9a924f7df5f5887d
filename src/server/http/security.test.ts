import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { buildSubmission } from '../test/factories.ts';

let server: TestApp;
const SUBMISSIONS_PER_MINUTE = 3;

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
    expect(refused.json().message).toEqual(expect.any(String));
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
