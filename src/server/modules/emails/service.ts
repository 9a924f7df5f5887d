import { and, eq, isNull } from 'drizzle-orm';
import type { EmailTemplateStatus } from '../../../contract/email-templates.ts';
import type { Database, Transaction } from '../../db/connect.ts';
import { emailTemplates, outgoingEmails } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { sendEmailJob } from '../../jobs/send-email.ts';
import { buildTemplateValues, htmlToText, renderTemplate } from './render.ts';

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  /** Derived from the HTML when left out. */
  text?: string;
  /** What the mail is about, e.g. `magic_link` or a template status; shown in the outbox. */
  kind: string;
  serviceRequestId?: number;
};

/**
 * Writes the mail to the outbox and enqueues its delivery, both inside the caller's
 * transaction: the mail exists exactly when the change that causes it does.
 */
export async function queueEmail(options: { tx: Transaction; jobs: Jobs; message: EmailMessage }) {
  const { message } = options;
  const [row] = await options.tx.db
    .insert(outgoingEmails)
    .values({
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text ?? htmlToText(message.html),
      kind: message.kind,
      serviceRequestId: message.serviceRequestId,
    })
    .returning({ id: outgoingEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  await options.jobs.enqueue(options.tx, sendEmailJob, { emailId: row.id });
  return row.id;
}

async function findActiveTemplate(
  tx: Transaction,
  status: EmailTemplateStatus,
  rejectionReasonId?: number,
) {
  const active = (reason: ReturnType<typeof eq> | ReturnType<typeof isNull>) =>
    tx.db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.status, status), eq(emailTemplates.isActive, true), reason))
      .then(([template]) => template);
  if (rejectionReasonId !== undefined) {
    const specific = await active(eq(emailTemplates.rejectionReasonId, rejectionReasonId));
    if (specific) return specific;
  }
  return active(isNull(emailTemplates.rejectionReasonId));
}

/**
 * Mails a customer about their request with the active template for `status` (for a
 * rejection the reason's own template first, then the generic one). Without an active
 * template nothing is sent and null is returned: staff switched that mail off.
 */
export async function queueTemplatedEmail(options: {
  tx: Transaction;
  jobs: Jobs;
  status: EmailTemplateStatus;
  rejectionReasonId?: number;
  request: Parameters<typeof buildTemplateValues>[0]['request'];
  waitDays?: number;
  workshop: { address: string; phone: string };
}) {
  const template = await findActiveTemplate(options.tx, options.status, options.rejectionReasonId);
  if (!template) return null;
  const rendered = renderTemplate(template, buildTemplateValues(options));
  return queueEmail({
    tx: options.tx,
    jobs: options.jobs,
    message: {
      to: options.request.email,
      ...rendered,
      kind: options.status,
      serviceRequestId: options.request.id,
    },
  });
}

/** Sends a mail that finally failed once more, e.g. after SMTP settings were fixed. */
export async function resendEmail(options: { database: Database; jobs: Jobs; id: number }) {
  await options.database.transaction(async (tx) => {
    const [email] = await tx.db
      .update(outgoingEmails)
      .set({ status: 'queued', lastError: null })
      .where(and(eq(outgoingEmails.id, options.id), eq(outgoingEmails.status, 'failed')))
      .returning({ id: outgoingEmails.id });
    if (!email)
      throw new AppError('CONFLICT', 'Alleen een mislukte e-mail kan opnieuw worden verzonden');
    await options.jobs.enqueue(tx, sendEmailJob, { emailId: email.id });
  });
}
