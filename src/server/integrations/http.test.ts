import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from './fake-http.ts';
import { callJson, IntegrationError } from './http.ts';

let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;

beforeAll(async () => {
  fake = await startFakeHttpServer((request) =>
    request.path === '/empty' ? { status: 204 } : { status: 200, body: { echo: request.body } },
  );
});

afterAll(async () => {
  await fake?.close();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as IntegrationError,
  );

describe('calling an external system', () => {
  it('sends and reads JSON, and reads an empty answer as undefined', async () => {
    const answer = await callJson({
      system: 'moneybird',
      url: `${fake.url}/echo`,
      method: 'POST',
      body: { a: 1 },
    });
    expect(answer).toEqual({ echo: { a: 1 } });
    expect(await callJson({ system: 'moneybird', url: `${fake.url}/empty` })).toBeUndefined();
  });

  it('gives up on a system that does not answer in time', async () => {
    fake.setMode('hanging');
    const error = await failureOf(
      callJson({ system: 'freightlive', url: `${fake.url}/slow`, timeoutMs: 200 }),
    );
    fake.setMode('up');
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.message).toBe('freightlive did not answer in time');
    expect(error.status).toBeUndefined();
  });

  it("reports an error answer with its status and the system's own text", async () => {
    fake.failNext(1, 422);
    const error = await failureOf(
      callJson({
        system: 'cyclesoftware',
        url: `${fake.url}/x`,
        errorText: (body) => (body as { error_message?: string }).error_message,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('cyclesoftware answered 422: Fake failure');
    expect(await callJson({ system: 'cyclesoftware', url: `${fake.url}/x` })).toEqual({});
  });

  it('reports a system that cannot be reached', async () => {
    const error = await failureOf(callJson({ system: 'aircall', url: 'http://127.0.0.1:9/' }));
    expect(error.message).toBe('aircall is unreachable');
  });
});
