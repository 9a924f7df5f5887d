import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from './test/admin-client.ts';
import { createRecordingLogger, createTestApp, TEST_PUBLIC_URL, type TestApp } from './test/app.ts';
import { buildSubmission } from './test/factories.ts';

let server: TestApp;
const { logger, lines: logLines } = createRecordingLogger();

beforeAll(async () => {
  server = await createTestApp({}, {}, logger);
});

afterAll(async () => {
  await server?.close();
});

const customer = {
  firstName: 'Marieke',
  lastName: 'Verschoor',
  email: 'marieke.verschoor@example.nl',
  phone: '+31 687654321',
  street: 'Jacob van Lennepkade',
};

describe('the log', () => {
  it('names neither the customer nor anything they sent when a submission fails in the database', async () => {
    // The database refuses every new request, as it would any value it cannot store.
    await server.database.executeSql(
      'ALTER TABLE service_requests ADD CONSTRAINT refuses_every_request CHECK (false) NOT VALID',
    );
    logLines.length = 0;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { origin: TEST_PUBLIC_URL },
      payload: buildSubmission(customer),
    });
    await server.database.executeSql(
      'ALTER TABLE service_requests DROP CONSTRAINT refuses_every_request',
    );
    expect(response.statusCode).toBe(500);
    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('refuses_every_request');
    for (const value of [...Object.values(customer), '687654321']) {
      expect(log).not.toContain(value);
    }
  });

  it('keeps the query string of a request out of the log: a search for a name, a token', async () => {
    const asAdmin = await signInAdmin(server);
    logLines.length = 0;
    await asAdmin('GET', '/api/service-requests?search=Verschoor');
    await server.app.inject({ method: 'GET', url: '/api/auth/magic?token=geheim-token-123' });
    const log = logLines.join('');
    expect(log).toContain('/api/service-requests');
    expect(log).toContain('/api/auth/magic');
    expect(log).not.toContain('Verschoor');
    expect(log).not.toContain('geheim-token-123');
  });

  it('writes one line per answered request, with its method, path, status and time', async () => {
    logLines.length = 0;
    await server.app.inject({ method: 'GET', url: '/api/rejection-reasons?x=1' });
    const requestLines = logLines.map((line) => JSON.parse(line)).filter((line) => line.req);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/rejection-reasons' },
      res: { statusCode: 401 },
    });
    expect(requestLines[0].responseTime).toBeGreaterThan(0);
  });
});
