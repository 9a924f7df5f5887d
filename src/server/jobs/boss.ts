import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, ExecuteSql, Transaction } from '../db/connect.ts';
import type { MailTransport } from '../integrations/mail/client.ts';

/** What a job handler may use; handlers never see HTTP. */
export type JobContext = {
  database: Database;
  logger: Logger;
  mailTransport: MailTransport;
};

/**
 * One kind of background work: its payload, its handler and how it is retried. Handlers
 * must be idempotent: a job may run again after a crash between doing and recording.
 */
export type JobDefinition<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  handle(payload: Payload, context: JobContext): Promise<void>;
  /** Attempts after the first. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay after every failed attempt (with jitter). */
  retryBackoff: boolean;
  /** How long one attempt may run before it counts as failed. */
  expireInSeconds?: number;
  /** A cron schedule (UTC) on which the job is enqueued by itself. */
  schedule?: string;
  /** Runs once, after the last attempt failed. */
  onFinalFailure?(payload: Payload, error: Error, context: JobContext): Promise<void>;
};

export const defineJob = <Payload>(definition: JobDefinition<Payload>) => definition;

export interface Jobs {
  register<Payload>(definition: JobDefinition<Payload>): void;
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
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<void>;
}

/** Shorter waits for tests: how often workers look for work, and retries of every job. */
export type JobTiming = {
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
};

const pgBossDb = (executeSql: ExecuteSql) => ({
  executeSql: executeSql as (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
});

/**
 * pg-boss on the application's own database (PGlite or PostgreSQL alike, through our
 * connection), so jobs share its transactions and need no other server.
 */
export function createJobs(options: {
  database: Database;
  logger: Logger;
  context: Omit<JobContext, 'database' | 'logger'>;
  timing?: JobTiming;
}): Jobs {
  const timing = options.timing ?? {};
  const { database, logger } = options;
  const context: JobContext = { database, logger, ...options.context };
  const definitions = new Map<string, JobDefinition<unknown>>();
  const boss = new PgBoss({
    db: pgBossDb(database.executeSql),
    // Archive finished jobs after a week, keep archived ones for a month.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let started = false;

  async function runJob<Payload>(
    definition: JobDefinition<Payload>,
    job: PgBoss.JobWithMetadata<unknown>,
  ) {
    const payload = definition.payload.parse(job.data);
    try {
      await definition.handle(payload, context);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      logger.warn(
        { err: failure, job: definition.name, attempt: job.retryCount + 1 },
        'job attempt failed',
      );
      if (job.retryCount >= job.retryLimit) {
        await definition.onFinalFailure?.(payload, failure, context);
      }
      throw failure;
    }
  }

  return {
    register(definition) {
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },

    async start() {
      await boss.start();
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: timing.retryLimit ?? definition.retryLimit,
          retryDelay: timing.retryDelaySeconds ?? definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        });
        await boss.work(
          definition.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: timing.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => {
            if (job) await runJob(definition, job);
          },
        );
        if (definition.schedule) {
          await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
        }
      }
      started = true;
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false });
    },

    async enqueue(target, definition, payload, enqueueOptions = {}) {
      if (!definitions.has(definition.name)) {
        throw new Error(`Job ${definition.name} is not registered`);
      }
      await boss.send(
        definition.name,
        definition.payload.parse(payload) as object,
        {
          db: pgBossDb(target.executeSql),
          singletonKey: enqueueOptions.singletonKey,
          startAfter: enqueueOptions.startAfterSeconds,
        } as PgBoss.SendOptions,
      );
    },
  };
}
