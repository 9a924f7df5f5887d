import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { outgoingEmails } from '../../db/schema.ts';
import { createMailTransport } from '../../integrations/mail/client.ts';
import { createJobs, type Jobs } from '../../jobs/boss.ts';
import { createTestDatabase } from '../../test/database.ts';
import { jobContextForTests } from '../../test/job-context.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { sendEmailJob } from './jobs.ts';
import { queueEmail } from './service.ts';

let database: Database;
let smtp: TestSmtpServer;
const running: Jobs[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startTestSmtpServer()]);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

afterAll(async () => {
  await database?.close();
  await smtp?.stop();
});

async function startMailJobs(smtpUrl: string | undefined, logLines: string[] = []) {
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
  const jobs = createJobs({
    database,
    logger,
    context: jobContextForTests(logger, {
      mailTransport: createMailTransport({ smtpUrl, mailFrom: 'w@example.nl', logger }),
    }),
    timing: { pollingIntervalSeconds: 0.5 },
  });
  jobs.register(sendEmailJob);
  await jobs.start();
  running.push(jobs);
  return jobs;
}

const queue = (jobs: Jobs, subject: string) =>
  database.transaction((tx) =>
    queueEmail({
      tx,
      jobs,
      message: {
        to: 'klant@example.nl',
        subject,
        html: `<p>Open <a href="http://spaak.test/inloggen?token=xyz">${subject}</a></p>`,
        kind: 'magic_link',
      },
    }),
  );

async function waitForStatus(id: number, status: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`mail ${id} not ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('send-email job', () => {
  it('without SMTP_URL writes the mail, link included, to the log and keeps it as logged', async () => {
    const lines: string[] = [];
    const jobs = await startMailJobs(undefined, lines);
    const id = await queue(jobs, 'Zonder SMTP');
    const row = await waitForStatus(id, 'logged');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.mail);
    expect(logged?.mail).toMatchObject({ to: 'klant@example.nl', subject: 'Zonder SMTP' });
    expect(logged?.mail.text).toContain('http://spaak.test/inloggen?token=xyz');
  });

  it('never sends a mail twice, even when its job runs again', async () => {
    const jobs = await startMailJobs(smtp.url);
    const id = await queue(jobs, 'Maar één keer');
    await waitForStatus(id, 'sent');
    await jobs.enqueue(database, sendEmailJob, { emailId: id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.filter((mail) => mail.subject === 'Maar één keer')).toHaveLength(1);
    const [row] = await database.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
    expect(row?.attempts).toBe(1);
  });

  it('sends a mail again after a crash between SMTP accepting it and its record, with the same Message-ID', async () => {
    const jobs = await startMailJobs(smtp.url);
    const id = await queue(jobs, 'Na een crash');
    const sent = await waitForStatus(id, 'sent');
    // What a crash leaves behind: the mail accepted by SMTP, the row still queued.
    await database.db
      .update(outgoingEmails)
      .set({ status: 'queued' })
      .where(eq(outgoingEmails.id, id));
    await jobs.enqueue(database, sendEmailJob, { emailId: id });
    await waitForStatus(id, 'sent');
    const copies = smtp.messages.filter((mail) => mail.subject === 'Na een crash');
    expect(copies).toHaveLength(2);
    expect(copies[0]?.messageId).toBe(
      `<outgoing-email.${id}.${sent.createdAt.getTime()}@localhost>`,
    );
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
  });

  it('gives different mails different Message-IDs', async () => {
    const jobs = await startMailJobs(smtp.url);
    const ids = [await queue(jobs, 'Eerste'), await queue(jobs, 'Tweede')];
    await Promise.all(ids.map((id) => waitForStatus(id, 'sent')));
    const [first, second] = ['Eerste', 'Tweede'].map(
      (subject) => smtp.messages.find((mail) => mail.subject === subject)?.messageId,
    );
    expect(first).toMatch(/^<outgoing-email\.\d+\.\d+@localhost>$/);
    expect(second).not.toBe(first);
  });
});
