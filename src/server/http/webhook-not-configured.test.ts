import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingLogger, createTestApp, type TestApp } from '../test/app.ts';

let server: TestApp;
const { logger, lines: logLines } = createRecordingLogger();

beforeAll(async () => {
  server = await createTestApp({}, {}, logger);
});

afterAll(async () => {
  await server?.close();
});

const loggedAt = (level: number) =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === level);

describe('a webhook whose secret is not set', () => {
  it.each([
    ['/api/webhooks/aircall', 'AIRCALL_WEBHOOK_TOKEN'],
    ['/api/webhooks/cyclesoftware', 'CYCLESOFTWARE_WEBHOOK_SECRET'],
  ])('%s answers 404 and logs one warning without a stack, no error', async (url, setting) => {
    logLines.length = 0;
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: { resource: 'call', event: 'call.created', token: 'x', data: { id: 1 } },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain(setting);
    const warnings = loggedAt(40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toContain(setting);
    expect(JSON.stringify(warnings[0])).not.toContain('stack');
    expect(loggedAt(50)).toEqual([]);
  });
});
