import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { authJobs } from './auth/jobs.ts';
import { type Config, loadConfig } from './config.ts';
import { connectDatabase, type Database, isDatabaseUnavailable } from './db/connect.ts';
import { seedDatabase } from './db/seed.ts';
import { limitMemoryForEmbeddedDatabase } from './embedded-memory.ts';
import { createPdokDirectory } from './integrations/address/client.ts';
import { connectIntegrations } from './integrations/connect.ts';
import { createMailTransport } from './integrations/mail/client.ts';
import { createJobs, type Jobs, type JobTiming } from './jobs/boss.ts';
import { maintainEmbeddedDatabaseJob } from './jobs/maintain-embedded-database.ts';
import { createLogger } from './logger.ts';
import { assignMissingPrivateLinks } from './modules/customer-link/service.ts';
import { emailJobs } from './modules/emails/jobs.ts';
import { insightsJobs } from './modules/insights/jobs.ts';
import { invoicingJobs } from './modules/invoicing/jobs.ts';
import { phoneJobs } from './modules/phone/jobs.ts';
import { plannerJobs } from './modules/planner/jobs.ts';
import { privacyJobs } from './modules/privacy/jobs.ts';
import { repairMailJobs } from './modules/repair-progress/customer-mails.ts';
import { uploadJobs } from './modules/uploads/jobs.ts';
import { createDiskPhotoStore } from './modules/uploads/photo-store.ts';
import { workOrderJobs } from './modules/work-orders/jobs.ts';
import { keepDataDirPrivate } from './private-data-dir.ts';

export type RunningServer = {
  url: string;
  config: Config;
  database: Database;
  /** The job queue, for tests that act as a part of Spaak no route offers yet. */
  jobs: Jobs;
  close(): Promise<void>;
};

/**
 * Opens the database configured by the environment, migrating and seeding it. The first
 * step of every Spaak process (server and CLI), so it first makes DATA_DIR private.
 */
export async function openConfiguredDatabase(config: Config) {
  keepDataDirPrivate(config.dataDir);
  const database = await connectDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await seedDatabase(database, { adminEmail: config.adminEmail });
  await assignMissingPrivateLinks(database.db, config);
  return database;
}

/**
 * The background work of each part that has some, as the part declares it: its jobs and its
 * subscriptions to other parts' events.
 */
const JOBS_OF_EACH_PART = [
  authJobs,
  emailJobs,
  workOrderJobs,
  plannerJobs,
  invoicingJobs,
  insightsJobs,
  phoneJobs,
  privacyJobs,
  repairMailJobs,
  uploadJobs,
];

/**
 * Everything that runs on an open database: mail transport, job workers and the HTTP app.
 * `close()` stops them, letting requests and jobs in flight finish.
 */
export async function assembleServer(options: {
  config: Config;
  database: Database;
  logger: Logger;
  jobTiming?: JobTiming;
}) {
  const { config, database, logger } = options;
  const mailTransport = createMailTransport({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    logger,
  });
  // The S3 client takes a noticeable part of a start to load: only a server that uses it does.
  const photoStore = config.s3
    ? await (await import('./modules/uploads/s3-photo-store.ts')).createS3PhotoStore(config.s3)
    : createDiskPhotoStore(path.join(config.dataDir, 'uploads'));
  const external = await connectIntegrations(config, logger);
  const { integrations } = external;
  const jobs = createJobs({
    database,
    logger,
    context: { config, mailTransport, integrations, photoStore },
    timing: options.jobTiming,
  });
  jobs.register(
    ...JOBS_OF_EACH_PART.flat(),
    ...(database.kind === 'pglite' ? [maintainEmbeddedDatabaseJob] : []),
  );
  const addressDirectory = createPdokDirectory({ baseUrl: config.pdokUrl });
  const app = await buildApp({
    config,
    database,
    jobs,
    integrations,
    addressDirectory,
    photoStore,
    logger,
  });
  // The app first, then the workers: a backlog of jobs (mails queued while the server was
  // down) would otherwise hold up the app's many small start-up steps; on the embedded
  // database every job's queries run on this same thread (6.5 s to start after 1 700 mails).
  await app.ready();
  await jobs.start();
  return {
    app,
    jobs,
    async close() {
      // Workers stop taking jobs at once (a backlog would hold up the app's shutdown steps as
      // it does start-up); a request still in flight can enqueue, its job runs next start.
      const jobsStopped = jobs.stop();
      await app.close();
      await jobsStopped;
      mailTransport.close();
      await external.close();
    },
  };
}

/** Database → migrations and seed → jobs → HTTP. Returns once the server listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config);
  const server = await assembleServer({ config, database, logger });
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    config,
    database,
    jobs: server.jobs,
    close: () => {
      closing ??= server.close().finally(() => database.close());
      return closing;
    },
  };
}

/**
 * Why the boot stopped, for the operator: the message and its causes, since a failed migration's
 * message holds only its SQL and the database's own error ("division by zero") is its cause. A
 * database that does not answer says so first: `connect ECONNREFUSED 127.0.0.1:5432` alone does
 * not tell which setting to look at.
 */
export function describeBootFailure(error: unknown): string {
  const described = withCauses(error);
  return isDatabaseUnavailable(error)
    ? `PostgreSQL (DATABASE_URL) cannot be reached: ${described}`
    : described;
}

function withCauses(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.cause === undefined) return error.message;
  return `${error.message}\nCaused by: ${withCauses(error.cause)}`;
}

/** Runs the server until SIGTERM or SIGINT, then shuts down gracefully. */
export async function main() {
  let server: RunningServer;
  try {
    const config = loadConfig();
    limitMemoryForEmbeddedDatabase(config);
    server = await startServer(config);
  } catch (error) {
    console.error(describeBootFailure(error));
    process.exit(1);
  }
  console.log(`Spaak is listening on ${server.url} (public address ${server.config.publicUrl})`);
  const shutdown = async (signal: string) => {
    console.log(`${signal} received: finishing requests and jobs in flight`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
