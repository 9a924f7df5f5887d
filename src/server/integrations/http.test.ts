import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNEXPECTED_ANSWERS } from '../test/unexpected-answers.ts';
import { startFakeHttpServer } from './fake-http.ts';
import { callJson, IntegrationError, numericId } from './http.ts';

let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;

beforeAll(async () => {
  fake = await startFakeHttpServer((request) =>
    request.path === '/empty' ? { status: 204 } : { status: 200, body: { echo: request.body } },
  );
});

afterAll(async () => {
  await fake?.close();
});

afterEach(() => {
  fake.answerEveryCallWith(undefined);
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as IntegrationError,
  );

describe('calling an external system', () => {
  it('sends JSON and reads the answer by its schema, and an empty answer as undefined', async () => {
    const answer = await callJson({
      system: 'moneybird',
      url: `${fake.url}/echo`,
      method: 'POST',
      body: { a: 1, id: '42' },
      answer: z.object({ echo: z.object({ id: numericId }) }),
    });
    expect(answer).toEqual({ echo: { id: '42' } });
    expect(
      await callJson({ system: 'moneybird', url: `${fake.url}/empty`, answer: z.undefined() }),
    ).toBeUndefined();
  });

  it.each(Object.entries(UNEXPECTED_ANSWERS))(
    'reports a 200 with %s as an unexpected answer of the system',
    async (_, unexpected) => {
      fake.answerEveryCallWith(unexpected);
      const error = await failureOf(
        callJson({
          system: 'cyclesoftware',
          url: `${fake.url}/x`,
          answer: z.object({ data: z.object({ customer_id: numericId }) }),
        }),
      );
      expect(error).toBeInstanceOf(IntegrationError);
      expect(error).toMatchObject({ system: 'cyclesoftware', status: 200 });
      expect(error.message).toMatch(/^cyclesoftware answered 200 with an unexpected body/);
      expect(error.message).not.toMatch(/Inloggen|identifier|true/);
    },
  );

  it('names where the answer differs from what was expected, not what it held', async () => {
    fake.answerEveryCallWith({ status: 201, body: { data: { customer_id: 'Jansen, Amstel 1' } } });
    const error = await failureOf(
      callJson({
        system: 'cyclesoftware',
        url: `${fake.url}/x`,
        answer: z.object({ data: z.object({ customer_id: numericId }) }),
      }),
    );
    expect(error.message).toBe(
      'cyclesoftware answered 201 with an unexpected body (at data.customer_id)',
    );
  });

  it('gives up on a system that does not answer in time', async () => {
    fake.setMode('hanging');
    const error = await failureOf(
      callJson({
        system: 'freightlive',
        url: `${fake.url}/slow`,
        timeoutMs: 200,
        answer: z.unknown(),
      }),
    );
    fake.setMode('up');
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.message).toBe('freightlive did not answer in time');
    expect(error.status).toBeUndefined();
  });

  it('gives up on a system that starts to answer but never finishes', async () => {
    fake.setMode('stalling');
    const error = await failureOf(
      callJson({ system: 'moneybird', url: `${fake.url}/x`, timeoutMs: 200, answer: z.unknown() }),
    );
    fake.setMode('up');
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.message).toBe('moneybird did not answer in time');
  });

  it("reports an error answer with its status and the system's own text", async () => {
    fake.failNext(1, 422);
    const error = await failureOf(
      callJson({
        system: 'cyclesoftware',
        url: `${fake.url}/x`,
        answer: z.unknown(),
        errorText: (body) => (body as { error_message?: string }).error_message,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('cyclesoftware answered 422: Fake failure');
    expect(
      await callJson({ system: 'cyclesoftware', url: `${fake.url}/x`, answer: z.unknown() }),
    ).toEqual({});
  });

  it('reports a system that cannot be reached', async () => {
    const error = await failureOf(
      callJson({ system: 'aircall', url: 'http://127.0.0.1:9/', answer: z.unknown() }),
    );
    expect(error.message).toBe('aircall is unreachable');
  });
});
