import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/connect.ts';
import { createTestDatabase } from '../test/database.ts';
import { eventsOf } from '../test/events.ts';
import { jobContextForTests } from '../test/job-context.ts';
import { createJobs, type Jobs } from './boss.ts';
import {
  defineEvent,
  type PublishedEvent,
  SYSTEM_ACTOR,
  subscribe,
  subscribeInPlaceOfEarlierJob,
} from './events.ts';

const bellRang = defineEvent({
  type: 'test.bell_rang',
  payload: z.object({ times: z.number().int() }),
});

const received: Record<string, PublishedEvent<{ times: number }>[]> = { always: [], often: [] };

const retries = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false } as const;
const alwaysListens = subscribe(bellRang, {
  name: 'always-listens',
  ...retries,
  attemptAtOnceAs: 'always',
  async handle(event) {
    received.always?.push(event);
  },
});
const listensToOften = subscribe(bellRang, {
  name: 'listens-to-often',
  ...retries,
  when: ({ times }) => times > 1,
  attemptAtOnceAs: 'often',
  async handle(event) {
    received.often?.push(event);
  },
});

let database: Database;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  jobs = createJobs({
    database,
    logger,
    context: jobContextForTests(logger),
    // Workers that look once, at the start: the tests read what was enqueued, and run the
    // attempts themselves.
    timing: { pollingIntervalSeconds: 3600 },
  });
  jobs.register(alwaysListens, listensToOften);
  await jobs.start();
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

async function queued(name: string) {
  const { rows } = await database.executeSql(
    "SELECT data FROM pgboss.job WHERE name = $1 ORDER BY (data->>'eventId')::int",
    [name],
  );
  return rows.map((row) => row.data);
}

const ring = (serviceRequestId: number, times: number) =>
  database.transaction((tx) =>
    jobs.publish(tx, bellRang, { serviceRequestId, actor: SYSTEM_ACTOR, payload: { times } }),
  );

describe('publishing an event', () => {
  it('records it in the request history and enqueues the job of each subscriber it concerns', async () => {
    const once = await ring(1, 1);
    const twice = await ring(1, 2);
    expect(
      (await eventsOf(database.db, 1)).map(({ type, actor, payload }) => ({
        type,
        actor,
        payload,
      })),
    ).toEqual([
      { type: 'test.bell_rang', actor: 'system', payload: { times: 1 } },
      { type: 'test.bell_rang', actor: 'system', payload: { times: 2 } },
    ]);
    expect(await queued('always-listens')).toEqual([once, twice]);
    expect(await queued('listens-to-often')).toEqual([twice]);
  });

  it('leaves neither the event nor its jobs when the change rolls back', async () => {
    await expect(
      database.transaction(async (tx) => {
        await jobs.publish(tx, bellRang, {
          serviceRequestId: 2,
          actor: SYSTEM_ACTOR,
          payload: { times: 3 },
        });
        throw new Error('de wijziging mislukt');
      }),
    ).rejects.toThrow('de wijziging mislukt');
    expect(await eventsOf(database.db, 2)).toEqual([]);
    const requestIds = async (name: string) =>
      (await queued(name)).map((data) => (data as { serviceRequestId: number }).serviceRequestId);
    expect(await requestIds('always-listens')).not.toContain(2);
    expect(await requestIds('listens-to-often')).not.toContain(2);
  });

  it('refuses a payload its definition does not allow, recording nothing', async () => {
    await expect(
      database.transaction((tx) =>
        jobs.publish(tx, bellRang, {
          serviceRequestId: 3,
          actor: SYSTEM_ACTOR,
          payload: { times: 1.5 },
        }),
      ),
    ).rejects.toThrow();
    expect(await eventsOf(database.db, 3)).toEqual([]);
  });

  it('offers to run at once the subscribers that ask for it and that the event concerns', async () => {
    const once = await ring(4, 1);
    const attempts = jobs.attemptsAtOnce(bellRang, once);
    expect([...attempts.keys()]).toEqual(['always']);
    await attempts.get('always')?.();
    expect(received.always).toEqual([once]);
    expect(received.often).toEqual([]);
  });
});

describe('a job queued by the version before events', () => {
  it('is done by the subscriber that took its name, which reads only the request it names', async () => {
    const done: number[] = [];
    const successor = subscribeInPlaceOfEarlierJob(bellRang, {
      name: 'rings-back',
      ...retries,
      async handle({ serviceRequestId }) {
        done.push(serviceRequestId);
      },
    });
    const earlierJob = successor.payload.parse({ serviceRequestId: 42 });
    await successor.handle(earlierJob, jobContextForTests(pino({ level: 'silent' })) as never);
    expect(done).toEqual([42]);
  });

  it('is refused by a subscriber that no earlier job had the name of', () => {
    expect(alwaysListens.payload.safeParse({ serviceRequestId: 42 }).success).toBe(false);
  });
});
