import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/connect.ts';
import { createTestDatabase } from '../test/database.ts';
import { jobContextForTests } from '../test/job-context.ts';
import { createJobs, defineJob, type JobDefinition, type Jobs } from './boss.ts';

let database: Database;
const running: Jobs[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

afterAll(async () => {
  await database?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: definitions of any payload.
async function startJobs(definitions: JobDefinition<any>[], retryLimit?: number) {
  const logger = pino({ level: 'silent' });
  const jobs = createJobs({
    database,
    logger,
    context: jobContextForTests(logger),
    timing: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 0, retryBackoff: false, retryLimit },
  });
  jobs.register(...definitions);
  await jobs.start();
  running.push(jobs);
  return jobs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function jobStates(name: string) {
  const { rows } = await database.executeSql('SELECT state FROM pgboss.job WHERE name = $1', [
    name,
  ]);
  return rows.map((row) => row.state);
}

const numberPayload = z.object({ n: z.number().int() });

describe('jobs', () => {
  it('runs the final-failure hook once, with the last error, after the last retry failed', async () => {
    const attempts: number[] = [];
    const finalFailures: string[] = [];
    const job = defineJob({
      name: 'always-fails',
      payload: numberPayload,
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle({ n }) {
        attempts.push(n);
        throw new Error(`poging ${attempts.length} mislukt`);
      },
      async onFinalFailure({ n }, error) {
        finalFailures.push(`${n}: ${error.message}`);
      },
    });
    const jobs = await startJobs([job]);
    await jobs.enqueue(database, job, { n: 7 });
    await waitFor(() => finalFailures.length > 0);
    await sleep(1200);
    expect(attempts).toEqual([7, 7, 7]);
    expect(finalFailures).toEqual(['7: poging 3 mislukt']);
    expect(await jobStates('always-fails')).toEqual(['failed']);
  });

  it('does not run the final-failure hook when a retry succeeds', async () => {
    let attempts = 0;
    let finalFailures = 0;
    const job = defineJob({
      name: 'fails-once',
      payload: numberPayload,
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle() {
        attempts += 1;
        if (attempts === 1) throw new Error('eerste poging mislukt');
      },
      async onFinalFailure() {
        finalFailures += 1;
      },
    });
    const jobs = await startJobs([job]);
    await jobs.enqueue(database, job, { n: 1 });
    await waitFor(() => attempts === 2);
    await sleep(1200);
    expect(finalFailures).toBe(0);
    expect(await jobStates('fails-once')).toEqual(['completed']);
  });

  it('counts an attempt that runs out of time as failed, and still runs the final-failure hook', async () => {
    const errors: string[] = [];
    const job = defineJob({
      name: 'too-slow',
      payload: numberPayload,
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 1,
      async handle() {
        await sleep(3000);
      },
      async onFinalFailure(_payload, error) {
        errors.push(error.message);
      },
    });
    const jobs = await startJobs([job]);
    await jobs.enqueue(database, job, { n: 1 });
    await waitFor(() => errors.length > 0);
    expect(errors).toEqual(['job took longer than its 1 s limit']);
  });

  it('lets a running handler finish and records it before stop() returns', async () => {
    let started = false;
    let finished = false;
    const job = defineJob({
      name: 'slow',
      payload: numberPayload,
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle() {
        started = true;
        await sleep(800);
        finished = true;
      },
    });
    const jobs = await startJobs([job]);
    await jobs.enqueue(database, job, { n: 1 });
    await waitFor(() => started);
    await jobs.stop();
    expect(finished).toBe(true);
    expect(await jobStates('slow')).toEqual(['completed']);
  });

  it('enqueues nothing for a transaction that rolls back', async () => {
    let ran = false;
    const job = defineJob({
      name: 'rolled-back',
      payload: numberPayload,
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle() {
        ran = true;
      },
    });
    const jobs = await startJobs([job]);
    await expect(
      database.transaction(async (tx) => {
        await jobs.enqueue(tx, job, { n: 1 });
        throw new Error('de oorzaak faalt');
      }),
    ).rejects.toThrow('de oorzaak faalt');
    await sleep(1000);
    expect(ran).toBe(false);
    expect(await jobStates('rolled-back')).toEqual([]);
  });

  it('refuses a payload that does not match the schema, and a job that is not registered', async () => {
    const job = defineJob({
      name: 'strict',
      payload: numberPayload,
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle() {},
    });
    const jobs = await startJobs([job]);
    await expect(jobs.enqueue(database, job, { n: 1.5 })).rejects.toThrow();
    await expect(
      jobs.enqueue(database, { ...job, name: 'never-registered' }, { n: 1 }),
    ).rejects.toThrow('Job never-registered is not registered');
    expect(await jobStates('strict')).toEqual([]);
  });

  it('brings the retry settings of an existing queue up to date when it starts', async () => {
    const job = defineJob({
      name: 'changing-settings',
      payload: numberPayload,
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle() {},
    });
    await (await startJobs([job], 1)).stop();
    await startJobs([job], 4);
    const { rows } = await database.executeSql(
      'SELECT retry_limit FROM pgboss.queue WHERE name = $1',
      ['changing-settings'],
    );
    expect(rows).toEqual([{ retry_limit: 4 }]);
  });

  it('lets the server answer while a backlog of jobs runs, instead of working it off first', async () => {
    const BACKLOG = 150;
    const handled: number[] = [];
    const probe = defineJob({
      name: 'backlog-probe',
      payload: numberPayload,
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      async handle({ n }, { database: jobDatabase }) {
        await jobDatabase.executeSql('SELECT 1');
        handled.push(n);
      },
    });
    const jobs = await startJobs([probe]);
    await database.transaction(async (tx) => {
      for (let n = 0; n < BACKLOG; n += 1) await jobs.enqueue(tx, probe, { n });
    });
    await waitFor(() => handled.length > 0);
    // A timer stands for an HTTP request: both wait for the event loop, not for promises.
    await sleep(0);
    expect(handled.length).toBeLessThan(BACKLOG);
    await waitFor(() => handled.length === BACKLOG, 30_000);
  });
});
