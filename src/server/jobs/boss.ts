import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import { type Database, type ExecuteSql, type Transaction, whileSettingUp } from '../db/connect.ts';
import type { Integrations } from '../integrations/connect.ts';
import type { MailTransport } from '../integrations/mail/client.ts';
import type { PhotoStore } from '../modules/uploads/photo-store.ts';
import {
  type EventDefinition,
  type Occurrence,
  type PublishedEvent,
  recordEvent,
  type Subscription,
} from './events.ts';

/** What a job handler may use; handlers never see HTTP. */
export type JobContext = {
  config: Config;
  database: Database;
  logger: Logger;
  mailTransport: MailTransport;
  integrations: Integrations;
  photoStore: PhotoStore;
  /** The queue itself, for a job that enqueues follow-up work. */
  jobs: Jobs;
};

/**
 * One kind of background work: its payload, its handler and how it is retried. Handlers
 * must be idempotent: a job may run again after a crash between doing and recording.
 */
export type JobDefinition<Payload> = {
  /** Queue name: letters, digits, `-` and `_`. */
  name: string;
  /** Checked when the job is enqueued and again before every attempt. */
  payload: z.ZodType<Payload>;
  handle(payload: Payload, context: JobContext): Promise<void>;
  /** Attempts after the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * pg-boss doubles the delay after every failed attempt, with jitter: the retry after attempt
   * n waits between `retryDelaySeconds × 2^(n-1)` and twice that.
   */
  retryBackoff: boolean;
  /** How long one attempt may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy, which decides what `singletonKey` means: `stately` keeps at most
   * one queued and one running job per key, `short` one queued job per key. Default `standard`
   * (every job runs).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** A cron schedule (UTC) on which the job is enqueued by itself, with an empty payload. */
  schedule?: string;
  /**
   * Runs once after the last attempt failed, also when that attempt timed out or its process
   * died. Must be idempotent: after a crash in the middle it runs again.
   */
  onFinalFailure?(payload: Payload, error: Error, context: JobContext): Promise<void>;
};

/** Declares a job; the identity function that lets TypeScript infer the payload type. */
export const defineJob = <Payload>(definition: JobDefinition<Payload>) => definition;

/** Shorter waits for tests: how often workers look for work, and retries of every job. */
export type JobTiming = {
  pollingIntervalSeconds?: number;
  /** Replaces every enqueued job's `startAfterSeconds`, e.g. 0 to run delayed jobs at once. */
  startAfterSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
};

export interface Jobs {
  /**
   * Adds job kinds, and subscriptions to events; only registered jobs can be enqueued. Call
   * before `start()`.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type.
  register(...definitions: (JobDefinition<any> | Subscription<any>)[]): void;
  /** Installs pg-boss's tables if needed, brings the queues up to date and starts working. */
  start(): Promise<void>;
  /** Stops taking work and waits for the handlers that are running. */
  stop(): Promise<void>;
  /**
   * Enqueues a job. Given a transaction, the job exists only if that transaction commits,
   * so work is never lost nor done for a change that was rolled back.
   */
  enqueue<Payload>(
    target: Transaction | Database,
    definition: JobDefinition<Payload>,
    payload: Payload,
    options?: {
      /** Deduplicates according to the job's `policy`; a `standard` queue ignores it. */
      singletonKey?: string;
      startAfterSeconds?: number;
      /** Jobs of a higher priority are taken first; equal ones in the order they came. */
      priority?: number;
    },
  ): Promise<void>;
  /**
   * Records an event in the transaction of its change and enqueues there the job of every
   * subscription that applies: the reactions exist exactly when the change does.
   */
  publish<Payload>(
    tx: Transaction,
    event: EventDefinition<Payload>,
    occurrence: Occurrence<Payload>,
  ): Promise<PublishedEvent<Payload>>;
  /**
   * The handlers of a published event's subscriptions that declare `attemptAtOnceAs`, by that
   * name, to run once right after the commit; their jobs stay enqueued as the safety net.
   */
  attemptsAtOnce<Payload>(
    event: EventDefinition<Payload>,
    published: PublishedEvent<Payload>,
  ): Map<string, () => Promise<void>>;
}

const DEFAULT_EXPIRE_IN_SECONDS = 15 * 60;
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;

/**
 * Final failures go to a dead-letter queue per job rather than being detected inside the
 * handler (`retryCount === retryLimit`): pg-boss inserts the dead-letter job in the same
 * statement that marks the job failed, on every path to failure, including an attempt that
 * timed out or whose process died, which the handler never sees end.
 */
const finalFailureQueue = (name: string) => `${name}__final-failure`;

const pgBossDb = (executeSql: ExecuteSql) => ({
  executeSql: executeSql as (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
});

type FetchedJob = PgBoss.JobWithMetadata<unknown>;

/**
 * pg-boss on the application's own database (PGlite or PostgreSQL alike, through our
 * connection), so jobs share its transactions and need no other server.
 *
 * Workers are our own loops over `fetch`, `complete` and `fail` rather than `boss.work()`:
 * pg-boss 10's `work()` records a job's outcome without awaiting it and may still be
 * fetching when it reports itself stopped, so a graceful stop could close the database under
 * it. Here `stop()` returns only when every loop has finished and recorded its last job.
 */
export function createJobs(options: {
  database: Database;
  logger: Logger;
  context: Omit<JobContext, 'database' | 'logger' | 'jobs'>;
  timing?: JobTiming;
}): Jobs {
  const { database, logger } = options;
  const timing = options.timing ?? {};
  const pollingIntervalMs =
    (timing.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS) * 1000;
  const definitions = new Map<string, JobDefinition<unknown>>();
  const subscriptions: Subscription<unknown>[] = [];
  const boss = new PgBoss({ db: pgBossDb(database.executeSql) });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  let state: 'idle' | 'running' | 'stopping' = 'idle';
  let bossStarted = false;
  const loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  async function workLoop(queue: string, run: (job: FetchedJob) => Promise<void>) {
    while (state === 'running') {
      // fetch answers [] when the database is unreachable; the loop simply tries again.
      const [job] = await boss.fetch<unknown>(queue, { batchSize: 1, includeMetadata: true });
      if (job) {
        await runAndRecord(queue, job, run);
        // The embedded database answers within promises, never leaving them for the event
        // loop: without this, a backlog would be worked off before any request is answered.
        await yieldToEventLoop();
      } else await pause(pollingIntervalMs);
    }
  }

  async function runAndRecord(
    queue: string,
    job: FetchedJob,
    run: (job: FetchedJob) => Promise<void>,
  ) {
    let failure: Error | undefined;
    try {
      await withinSeconds(run(job), Number(job.expireInSeconds));
    } catch (error) {
      failure = asError(error);
      logger.warn(
        { err: failure, queue, jobId: job.id, attempt: job.retryCount + 1, of: job.retryLimit + 1 },
        'job attempt failed',
      );
    }
    try {
      if (failure) await boss.fail(queue, job.id, { message: failure.message });
      else await boss.complete(queue, job.id);
    } catch (error) {
      // The job stays active until pg-boss expires it; then it is retried like a failure.
      logger.error({ err: error, queue, jobId: job.id }, 'could not record the outcome of a job');
    }
  }

  function startWorking(definition: JobDefinition<unknown>) {
    loops.push(
      workLoop(definition.name, (job) =>
        definition.handle(definition.payload.parse(job.data), context),
      ),
    );
    const { onFinalFailure } = definition;
    if (!onFinalFailure) return;
    loops.push(
      workLoop(finalFailureQueue(definition.name), (job) =>
        onFinalFailure(
          definition.payload.parse(job.data),
          new Error(describeFailure(job.output)),
          context,
        ),
      ),
    );
  }

  async function installQueue(definition: JobDefinition<unknown>) {
    let deadLetter: string | undefined;
    if (definition.onFinalFailure) {
      deadLetter = finalFailureQueue(definition.name);
      await boss.createQueue(deadLetter);
    }
    const settings: PgBoss.Queue = {
      name: definition.name,
      policy: definition.policy ?? 'standard',
      retryLimit: timing.retryLimit ?? definition.retryLimit,
      retryDelay: timing.retryDelaySeconds ?? definition.retryDelaySeconds,
      retryBackoff: timing.retryBackoff ?? definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS,
      // pg-boss rejects the key when present but undefined.
      ...(deadLetter && { deadLetter }),
    };
    await boss.createQueue(definition.name, settings);
    // createQueue leaves an existing queue as it was; settings changed in code apply on boot.
    await boss.updateQueue(definition.name, settings);
    if (definition.schedule) {
      await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    }
  }

  const jobs: Jobs = {
    register(...added) {
      if (state !== 'idle') throw new Error('Register jobs before starting them');
      for (const definition of added) {
        definitions.set(definition.name, definition);
        if ('event' in definition) subscriptions.push(definition);
      }
    },

    async start() {
      if (state !== 'idle') return;
      await whileSettingUp(database, async () => {
        await boss.start();
        bossStarted = true;
        for (const definition of definitions.values()) await installQueue(definition);
      });
      state = 'running';
      for (const definition of definitions.values()) startWorking(definition);
    },

    async stop() {
      if (state === 'stopping') return;
      state = 'stopping';
      for (const wake of wakers) wake();
      await Promise.all(loops.splice(0));
      if (bossStarted) await boss.stop({ close: false });
    },

    async enqueue(target, definition, payload, enqueueOptions = {}) {
      const registered = definitions.get(definition.name);
      if (!registered) throw new Error(`Job ${definition.name} is not registered`);
      const sendOptions: PgBoss.SendOptions = { db: pgBossDb(target.executeSql) };
      if (enqueueOptions.singletonKey) sendOptions.singletonKey = enqueueOptions.singletonKey;
      if (enqueueOptions.priority) sendOptions.priority = enqueueOptions.priority;
      const startAfter = timing.startAfterSeconds ?? enqueueOptions.startAfterSeconds;
      if (startAfter) sendOptions.startAfter = startAfter;
      await boss.send(definition.name, registered.payload.parse(payload) as object, sendOptions);
    },

    async publish(tx, event, occurrence) {
      const published = await recordEvent(tx, event, occurrence);
      for (const subscription of subscribersOf(event, published)) {
        const { startAfterSeconds } = subscription;
        await jobs.enqueue(
          tx,
          subscription,
          published,
          startAfterSeconds ? { startAfterSeconds } : {},
        );
      }
      return published;
    },

    attemptsAtOnce(event, published) {
      const attempts = new Map<string, () => Promise<void>>();
      for (const subscription of subscribersOf(event, published)) {
        if (subscription.attemptAtOnceAs)
          attempts.set(subscription.attemptAtOnceAs, () => subscription.handle(published, context));
      }
      return attempts;
    },
  };
  const subscribersOf = <Payload>(
    event: EventDefinition<Payload>,
    published: PublishedEvent<Payload>,
  ) =>
    (subscriptions as Subscription<Payload>[]).filter(
      (subscription) =>
        subscription.event.type === event.type &&
        (subscription.when?.(published.payload, context) ?? true),
    );
  const context: JobContext = { database, logger, ...options.context, jobs };
  return jobs;
}

async function withinSeconds<T>(work: Promise<T>, seconds: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`job took longer than its ${seconds} s limit`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The error of a final failure, as pg-boss stored it: `{ message }` or `{ value: ... }`. */
function describeFailure(output: unknown): string {
  const value = output && typeof output === 'object' && 'value' in output ? output.value : output;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value) return String(value.message);
  return 'unknown failure';
}
