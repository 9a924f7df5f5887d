import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import {
  emailTemplates,
  notifications,
  outgoingEmails,
  rejectionReasons,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { waitFor } from '../../test/eventually.ts';
import { insertServiceRequest, setStatusMailsActive } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { getServiceWaitTimes, updateServiceWaitTimes } from '../settings/service.ts';
import { queueEmail, queueTemplatedEmail, resendEmail } from './service.ts';

let smtp: TestSmtpServer;
let server: TestApp;

const SMTP_PASSWORD = 'geheim-wachtwoord';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const smtpUrl = new URL(smtp.url);
  smtpUrl.username = 'werkplaats';
  smtpUrl.password = SMTP_PASSWORD;
  // Two quick retries, so that giving up takes seconds here instead of a day.
  server = await createTestApp(
    { SMTP_URL: smtpUrl.toString() },
    { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false },
  );
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

beforeEach(() => {
  smtp.setRejecting(false);
});

const send = (to: string, subject: string) =>
  server.database.transaction((tx) =>
    queueEmail({
      tx,
      jobs: server.jobs,
      message: { to, subject, html: `<p>${subject}</p>`, kind: 'test' },
    }),
  );

const outboxRow = async (id: number) => {
  const [row] = await server.database.db
    .select()
    .from(outgoingEmails)
    .where(eq(outgoingEmails.id, id));
  return row;
};

const delivered = (subject: string) => smtp.messages.filter((mail) => mail.subject === subject);

describe('mail delivery', () => {
  it('delivers a queued mail once, with an HTML and a text part, and marks it sent', async () => {
    const id = await send('klant@example.nl', 'Eén keer');
    const mail = await smtp.waitForMessage((message) => message.subject === 'Eén keer');
    expect(mail.to).toEqual(['klant@example.nl']);
    expect(mail.html).toContain('<p>Eén keer</p>');
    expect(mail.text.trim()).toBe('Eén keer');
    const row = await waitFor(
      () => outboxRow(id),
      (value) => value?.status === 'sent',
    );
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered('Eén keer')).toHaveLength(1);
  });

  it('sends nothing and keeps no row when the transaction that queued the mail rolls back', async () => {
    await expect(
      server.database.transaction(async (tx) => {
        await queueEmail({
          tx,
          jobs: server.jobs,
          message: { to: 'x@example.nl', subject: 'Teruggedraaid', html: '<p>x</p>', kind: 'test' },
        });
        throw new Error('de oorzaak faalt');
      }),
    ).rejects.toThrow('de oorzaak faalt');
    const rows = await server.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.subject, 'Teruggedraaid'));
    expect(rows).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(delivered('Teruggedraaid')).toHaveLength(0);
  });

  it('retries while the SMTP server refuses, then delivers exactly once', async () => {
    smtp.setRejecting(true);
    const id = await send('klant@example.nl', 'Na storing');
    const failedOnce = await waitFor(
      () => outboxRow(id),
      (row) => (row?.attempts ?? 0) >= 1,
    );
    expect(failedOnce?.attempts).toBeGreaterThanOrEqual(1);
    expect(failedOnce?.status).toBe('queued');
    expect(failedOnce?.lastError).toContain('Mailbox unavailable');
    smtp.setRejecting(false);
    await smtp.waitForMessage((mail) => mail.subject === 'Na storing', 20_000);
    const sent = await waitFor(
      () => outboxRow(id),
      (row) => row?.status === 'sent',
    );
    expect(sent?.status).toBe('sent');
    expect(delivered('Na storing')).toHaveLength(1);
  });

  it('gives up after the last retry: the mail is failed and the staff get one notification', async () => {
    smtp.setRejecting(true);
    const id = await send('klant@example.nl', 'Geeft op');
    const row = await waitFor(
      () => outboxRow(id),
      (value) => value?.status === 'failed',
      30_000,
    );
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(3);
    const raised = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.emailId, id));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      severity: 'error',
      source: 'mail',
      type: 'email_failed',
      title: 'E-mail niet verzonden',
    });
    expect(raised[0]?.message).toContain('klant@example.nl');
    expect(raised[0]?.message).toContain('Geeft op');
    expect(JSON.stringify([row, raised])).not.toContain(SMTP_PASSWORD);
  });

  it('sends a failed mail again when asked, and refuses one that was sent or does not exist', async () => {
    smtp.setRejecting(true);
    const id = await send('klant@example.nl', 'Opnieuw');
    const failed = await waitFor(
      () => outboxRow(id),
      (value) => value?.status === 'failed',
      30_000,
    );
    expect(failed?.status).toBe('failed');
    smtp.setRejecting(false);
    await resendEmail({ database: server.database, jobs: server.jobs, id });
    await smtp.waitForMessage((mail) => mail.subject === 'Opnieuw', 20_000);
    const resent = await waitFor(
      () => outboxRow(id),
      (value) => value?.status === 'sent',
    );
    expect(resent?.status).toBe('sent');
    await expect(resendEmail({ database: server.database, jobs: server.jobs, id })).rejects.toThrow(
      'Alleen een mislukte e-mail',
    );
    await expect(
      resendEmail({ database: server.database, jobs: server.jobs, id: 999_999 }),
    ).rejects.toMatchObject({ code: 'EMAIL_NOT_FOUND' });
  });
});

describe('mails from templates', () => {
  let request: Awaited<ReturnType<typeof insertServiceRequest>>;
  beforeAll(async () => {
    request = await insertServiceRequest(server.database.db);
  });
  const workshop = { address: 'Lemelerbergweg 48', phone: '020 123 4567' };

  const queueRejection = (rejectionReasonId?: number) =>
    server.database.transaction((tx) =>
      queueTemplatedEmail({
        tx,
        jobs: server.jobs,
        status: 'rejected',
        rejectionReasonId,
        request,
        workshop,
      }),
    );

  it("uses the rejection reason's own template before the generic one", async () => {
    const [reason] = await server.database.db.select().from(rejectionReasons).limit(1);
    if (!reason) throw new Error('seeded rejection reasons missing');
    await server.database.db.insert(emailTemplates).values({
      status: 'rejected',
      rejectionReasonId: reason.id,
      subject: 'Specifiek voor {{customer.firstName}}',
      htmlContent: '<p>Reden-specifiek</p>',
    });
    const id = await queueRejection(reason.id);
    expect((await outboxRow(id ?? -1))?.subject).toBe('Specifiek voor Daan');
  });

  it('falls back to the generic rejection template for a reason without its own', async () => {
    const id = await queueRejection(undefined);
    expect((await outboxRow(id ?? -1))?.subject).toBe(
      `Over je aanvraag ${formatReference(request.id, request.createdAt)}`,
    );
  });

  it('fills the wait in days from the configuration as it is when the mail is queued', async () => {
    const queueApproval = async () => {
      const id = await server.database.transaction((tx) =>
        queueTemplatedEmail({
          tx,
          jobs: server.jobs,
          status: 'approved_workshop',
          request,
          workshop,
        }),
      );
      return outboxRow(id ?? -1);
    };
    const before = await queueApproval();
    expect(before?.html).toContain('ongeveer 1 werkdag(en)');
    expect(before?.text).toContain('Beste Daan,');
    const waitTimes = await getServiceWaitTimes(server.database.db);
    await updateServiceWaitTimes({
      db: server.database.db,
      waitTimes: { ...waitTimes, workshop_days: 4 },
    });
    try {
      expect((await queueApproval())?.html).toContain('ongeveer 4 werkdag(en)');
    } finally {
      await updateServiceWaitTimes({ db: server.database.db, waitTimes });
    }
  });

  it('sends nothing when the template for a status is switched off', async () => {
    await setStatusMailsActive(server.database.db, 'scheduled', false);
    const id = await server.database.transaction((tx) =>
      queueTemplatedEmail({ tx, jobs: server.jobs, status: 'scheduled', request, workshop }),
    );
    expect(id).toBeNull();
  });
});
