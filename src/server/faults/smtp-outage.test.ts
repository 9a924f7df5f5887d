import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../db/schema.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { waitFor } from '../test/eventually.ts';
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

/** How the mail server is down, and how it comes back. */
const OUTAGES = [
  {
    kind: 'refuses every connection',
    begin: () => smtp.goDown(),
    end: () => smtp.comeBack(),
  },
  {
    kind: 'answers every message with a temporary error (451)',
    begin: async () => smtp.setRejecting(true),
    end: async () => smtp.setRejecting(false),
  },
];

describe.each(OUTAGES)('the mail server $kind while requests come in', (outage) => {
  it('accepts every request, and delivers every confirmation exactly once when SMTP is back', async () => {
    const domain = `${outage.kind.split(' ')[0]}.outage.test`;
    const confirmations = () => smtp.messages.filter((mail) => mail.to[0]?.endsWith(`@${domain}`));
    await outage.begin();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        server.app.inject({
          method: 'POST',
          url: '/api/service-requests',
          headers: { origin: TEST_PUBLIC_URL },
          payload: buildSubmission({ email: `klant${index}@${domain}` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(REQUESTS).fill(201));

    const failedOnce = async () =>
      (await server.database.db.select().from(outgoingEmails)).filter(
        (mail) => mail.recipient.endsWith(`@${domain}`) && mail.attempts > 0,
      ).length;
    expect(await waitFor(failedOnce, (count) => count === REQUESTS, 30_000)).toBe(REQUESTS);
    expect(confirmations()).toEqual([]);

    await outage.end();
    await waitFor(
      async () => confirmations(),
      (mails) => mails.length >= REQUESTS,
      30_000,
    );
    // Time for any duplicate to show up.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const recipients = confirmations().map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(REQUESTS);
    expect(new Set(recipients).size).toBe(REQUESTS);
    const stored = await server.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.kind, 'created'));
    expect(
      stored.filter((mail) => mail.recipient.endsWith(`@${domain}`)).map((mail) => mail.status),
    ).toEqual(Array(REQUESTS).fill('sent'));
  }, 90_000);
});
