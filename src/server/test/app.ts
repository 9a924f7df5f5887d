import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { createLoginLink } from '../auth/service.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { seedDatabase } from '../db/seed.ts';
import type { JobTiming } from '../jobs/boss.ts';
import { createLogger } from '../logger.ts';
import { assembleServer, openConfiguredDatabase } from '../main.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ADMIN_EMAIL = 'beheer@werkplaats.test';
export const TEST_PUBLIC_URL = 'http://spaak.test';

/**
 * The whole server on a fresh database, as `npm start` assembles it, for requests through
 * `app.inject`. Settings can be overridden per test file (an SMTP_URL, say); it logs nothing
 * unless given a logger.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  jobTiming: JobTiming = {},
  logger: Logger = pino({ level: 'silent' }),
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    RATE_LIMIT_MAX: '10000',
    SUBMISSION_RATE_LIMIT_MAX: '10000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    UPLOAD_RATE_LIMIT_PER_HOUR: '10000',
    ...environment,
  });
  const database = await createTestDatabase();
  await seedDatabase(database, { adminEmail: config.adminEmail });
  const server = await assembleServer({
    config,
    database,
    logger,
    jobTiming: { pollingIntervalSeconds: 0.5, ...jobTiming },
  });
  return {
    ...server,
    config,
    database,
    /** A fresh one-time sign-in link for an e-mail address. */
    signInLink: (email: string) => createLoginLink({ database, config, email }),
    pressSignInButton: (link: string, cookie?: string) =>
      pressSignInButton(server.app, link, cookie),
    /** Signs an e-mail address in through a real sign-in link; returns the session cookie. */
    signIn: (email: string) => signIn({ app: server.app, database, config }, email),
    async close() {
      await server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The server's own logger, keeping every line it writes, for tests of what is logged. */
export function createRecordingLogger() {
  const lines: string[] = [];
  return { logger: createLogger('info', { write: (line: string) => lines.push(line) }), lines };
}

export type App = Awaited<ReturnType<typeof assembleServer>>['app'];

/**
 * What the button on a sign-in link's page sends: the link's token as a form, from the app's
 * own origin (`cookie`: a session the browser already had).
 */
export const pressSignInButton = (app: App, link: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/magic',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams({
      token: new URL(link).searchParams.get('token') ?? '',
    }).toString(),
  });

/** Signs an e-mail address in through a real sign-in link; returns the session cookie. */
export async function signIn(
  server: { app: App; database: Database; config: Config },
  email: string,
) {
  const link = await createLoginLink({ database: server.database, config: server.config, email });
  const response = await pressSignInButton(server.app, link);
  const cookie = response.cookies.findLast((candidate) => candidate.name === 'spaak.sid');
  if (!cookie) throw new Error(`Sign-in for ${email} set no session cookie`);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * The server as `npm start` assembles it on the database it is configured with (`DATA_DIR`, or
 * `DATABASE_URL`), migrated and seeded, for requests through `app.inject`.
 */
export async function startConfiguredServer(
  environment: Record<string, string>,
  jobTiming: JobTiming = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ...environment,
  });
  const database = await openConfiguredDatabase(config);
  const server = await assembleServer({
    config,
    database,
    logger: pino({ level: 'silent' }),
    jobTiming,
  });
  return {
    app: server.app,
    config,
    database,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
