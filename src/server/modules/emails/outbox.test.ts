import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE } from '../../../contract/outgoing-emails.ts';
import { outgoingEmails } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let smtp: TestSmtpServer;
let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({ SMTP_URL: smtp.url });
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

type OutboxItem = { id: number; subject: string; status: string; attempts: number };

/** Outbox rows as delivery left them; the queue is not involved, so nothing changes them. */
const storeMails = (count: number, status: 'sent' | 'failed', prefix: string) =>
  server.database.db
    .insert(outgoingEmails)
    .values(
      Array.from({ length: count }, (_, index) => ({
        recipient: `klant${index}@example.nl`,
        subject: `${prefix} ${index}`,
        html: '<p>x</p>',
        text: 'x',
        kind: 'created',
        status,
        attempts: status === 'failed' ? 12 : 1,
        lastError: status === 'failed' ? '451 Mailbox unavailable' : null,
      })),
    )
    .returning({ id: outgoingEmails.id });

describe('GET /api/outgoing-emails', () => {
  it('pages through the outbox newest first, without the bodies', async () => {
    await storeMails(OUTBOX_PAGE_SIZE + 5, 'sent', 'Pagina');
    const first = (await call('GET', '/api/outgoing-emails')).json();
    expect(first.items).toHaveLength(OUTBOX_PAGE_SIZE);
    const ids = first.items.map((item: OutboxItem) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.items[0]).not.toHaveProperty('html');
    const second = (await call('GET', `/api/outgoing-emails?before=${first.nextBefore}`)).json();
    expect(second.items.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...second.items.map((item: OutboxItem) => item.id))).toBeLessThan(
      Math.min(...ids),
    );
  });

  it('lists only the failed mails when asked, with their attempts and last error', async () => {
    await storeMails(2, 'failed', 'Mislukt');
    const { items } = (await call('GET', '/api/outgoing-emails?status=failed')).json();
    expect(items.map((item: OutboxItem) => item.subject).sort()).toEqual([
      'Mislukt 0',
      'Mislukt 1',
    ]);
    expect(items[0]).toMatchObject({ attempts: 12, lastError: '451 Mailbox unavailable' });
  });
});

describe('POST /api/outgoing-emails/:id/resend', () => {
  it('sends a failed mail again to the SMTP server and marks it sent', async () => {
    const [failed] = await storeMails(1, 'failed', 'Opnieuw via de API');
    const response = await call('POST', `/api/outgoing-emails/${failed?.id}/resend`);
    expect(response.statusCode).toBe(204);
    await smtp.waitForMessage((mail) => mail.subject === 'Opnieuw via de API 0');
    for (let tries = 0; tries < 50; tries += 1) {
      const [row] = await server.database.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.id, failed?.id ?? 0));
      if (row?.status === 'sent') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the resent mail was not marked sent');
  });

  it('answers 409 for a mail that did not fail and 404 for an unknown one', async () => {
    const [sent] = await storeMails(1, 'sent', 'Al verzonden');
    const again = await call('POST', `/api/outgoing-emails/${sent?.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Alleen een mislukte e-mail kan opnieuw worden verzonden');
    expect((await call('POST', '/api/outgoing-emails/999999/resend')).statusCode).toBe(404);
  });
});
