import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { createMailTransport } from '../integrations/mail/client.ts';
import { createJobs, type Jobs } from '../jobs/boss.ts';
import { sendEmailJob } from '../modules/emails/jobs.ts';
import { queueEmail } from '../modules/emails/service.ts';
import { createTestDatabase } from '../test/database.ts';
import { jobContextForTests } from '../test/job-context.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { requestMagicLink } from './service.ts';

const BACKLOG = 300;
const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://spaak.test' });
const logger = pino({ level: 'silent' });
let database: Database;
let smtp: TestSmtpServer;
const started: Jobs[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startTestSmtpServer()]);
});

afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
  await database?.close();
  await smtp?.stop();
});

/** The mail job on this test's database, sending to the test SMTP server. */
async function startMailJobs() {
  const jobs = createJobs({
    database,
    logger,
    context: jobContextForTests(logger, {
      config,
      mailTransport: createMailTransport({ smtpUrl: smtp.url, mailFrom: config.mailFrom, logger }),
    }),
    timing: { pollingIntervalSeconds: 0.2 },
  });
  jobs.register(sendEmailJob);
  await jobs.start();
  started.push(jobs);
  return jobs;
}

describe('a sign-in mail', () => {
  it('is sent before the customer mails that were already waiting', async () => {
    // The queue as a restart finds it after an outage: hundreds of confirmations waiting.
    const beforeRestart = await startMailJobs();
    await beforeRestart.stop();
    for (let index = 0; index < BACKLOG; index++) {
      await database.transaction((tx) =>
        queueEmail({
          tx,
          jobs: beforeRestart,
          message: {
            to: `klant-${index}@example.nl`,
            subject: `Bevestiging ${index}`,
            html: '<p>Bedankt voor je aanvraag.</p>',
            kind: 'submitted',
          },
        }),
      );
    }
    await requestMagicLink({
      database,
      jobs: beforeRestart,
      config,
      email: 'beheer@example.nl',
      ip: '192.0.2.1',
      language: 'nl',
    });

    await startMailJobs();
    await smtp.waitForMessage((mail) => mail.to.includes('beheer@example.nl'), 60_000);
    expect(smtp.messages[0]?.to).toEqual(['beheer@example.nl']);
  }, 120_000);
});
