import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../db/schema.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { buildSubmission } from '../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.ts';

const REQUESTS = 12;

let smtp: TestSmtpServer;
let server: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp(
    { SMTP_URL: smtp.url },
    // Retries 3 s apart: long enough for one worker to try every queued mail in between, as
    // the real schedule (30 s, doubling) leaves room for far more.
    { retryDelaySeconds: 3, retryBackoff: false, retryLimit: 30 },
  );
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const confirmations = () => smtp.messages.filter((mail) => mail.to[0]?.endsWith('@outage.test'));

describe('the mail server is down while requests come in', () => {
  it('accepts every request, and delivers every confirmation exactly once when SMTP is back', async () => {
    smtp.setRejecting(true);
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        server.app.inject({
          method: 'POST',
          url: '/api/service-requests',
          headers: { origin: TEST_PUBLIC_URL },
          payload: buildSubmission({ email: `klant${index}@outage.test` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(REQUESTS).fill(201));

    // Let every mail fail at least once against the refusing server.
    const failedOnce = async () =>
      (await server.database.db.select().from(outgoingEmails)).filter(
        (mail) => mail.recipient.endsWith('@outage.test') && mail.attempts > 0,
      ).length;
    for (let waited = 0; (await failedOnce()) < REQUESTS && waited < 30_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(confirmations()).toEqual([]);

    smtp.setRejecting(false);
    for (let waited = 0; confirmations().length < REQUESTS && waited < 30_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Time for any duplicate to show up.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const recipients = confirmations().map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(REQUESTS);
    expect(new Set(recipients).size).toBe(REQUESTS);
    const stored = await server.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.kind, 'created'));
    expect(stored.every((mail) => mail.status === 'sent')).toBe(true);
  }, 90_000);
});
