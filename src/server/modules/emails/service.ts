import { and, desc, eq, getTableColumns, isNull, lt, type SQL } from 'drizzle-orm';
import type { EmailTemplateStatus } from '../../../contract/email-templates.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/language.ts';
import {
  type ListOutgoingEmailsQuery,
  OUTBOX_PAGE_SIZE,
  type OutgoingEmailPage,
} from '../../../contract/outgoing-emails.ts';
import type { Database, Db, Transaction } from '../../db/connect.ts';
import { emailTemplates, outgoingEmails } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import {
  buildTemplateValues,
  htmlToText,
  renderTemplate,
  type TemplateBike,
  type TemplateQuote,
  type TemplateRequest,
  templateUses,
} from '../email-templates/render.ts';
import { waitDaysFor } from '../settings/service.ts';
import { sendEmailJob } from './jobs.ts';
import { presentOutgoingEmail } from './presenters.ts';
import { withRequestLink } from './request-link.ts';

export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  /** Derived from the HTML when left out. */
  text?: string;
  /** What the mail is about, e.g. `magic_link` or a template status; shown in the outbox. */
  kind: string;
  serviceRequestId?: number;
  /**
   * Someone waits for this mail at a screen (a sign-in link): it is sent before the mails
   * already queued, which after an outage can be hundreds of customer mails.
   */
  awaited?: boolean;
};

/** The job priority of an awaited mail; every other mail has pg-boss's default, 0. */
const AWAITED_MAIL_PRIORITY = 10;

/**
 * Writes the mail to the outbox and enqueues its delivery, both inside the caller's
 * transaction: the mail exists exactly when the change that causes it does. Returns the
 * outbox row id.
 */
export async function queueEmail(options: { tx: Transaction; jobs: Jobs; message: EmailMessage }) {
  const id = await queueEmailOnce(options);
  if (id === null) throw new Error('outbox insert returned no row');
  return id;
}

/**
 * `queueEmail`, made once-only by `onceKey` (the event the mail tells of,
 * `bike.stage_changed:17`): when a mail with that key was queued before, by a job run again or
 * a change replayed, nothing is queued and null is returned.
 */
async function queueEmailOnce(options: {
  tx: Transaction;
  jobs: Jobs;
  message: EmailMessage & { onceKey?: string };
}) {
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
      onceKey: message.onceKey,
    })
    .onConflictDoNothing({ target: outgoingEmails.onceKey })
    .returning({ id: outgoingEmails.id });
  if (!row) return null;
  await options.jobs.enqueue(
    options.tx,
    sendEmailJob,
    { emailId: row.id },
    message.awaited ? { priority: AWAITED_MAIL_PRIORITY } : {},
  );
  return row.id;
}

/**
 * The active template for a status in a language: for a rejection the reason's own first, then
 * the generic one.
 */
async function findActiveTemplateIn(
  tx: Transaction,
  language: Language,
  status: EmailTemplateStatus,
  rejectionReasonId?: number,
) {
  const active = async (reason: SQL) => {
    const [template] = await tx.db
      .select()
      .from(emailTemplates)
      .where(
        and(
          eq(emailTemplates.status, status),
          eq(emailTemplates.language, language),
          eq(emailTemplates.isActive, true),
          reason,
        ),
      );
    return template;
  };
  if (rejectionReasonId !== undefined) {
    const specific = await active(eq(emailTemplates.rejectionReasonId, rejectionReasonId));
    if (specific) return specific;
  }
  return active(isNull(emailTemplates.rejectionReasonId));
}

/**
 * The template a request's mail is made from: its own language's, else the Dutch one, so a
 * customer who wrote in English still hears from us when staff have no English text for it.
 */
async function findActiveTemplate(
  tx: Transaction,
  language: Language,
  status: EmailTemplateStatus,
  rejectionReasonId?: number,
) {
  const own = await findActiveTemplateIn(tx, language, status, rejectionReasonId);
  if (own || language === DEFAULT_LANGUAGE) return own;
  return findActiveTemplateIn(tx, DEFAULT_LANGUAGE, status, rejectionReasonId);
}

/**
 * Mails a customer about their request with the active template for `status` in the request's
 * language, else in Dutch (for a rejection the reason's own template first, then the generic
 * one), ending with the request's private link. Without an active template nothing is queued and null is returned: staff switched that
 * mail off. Otherwise returns the outbox row id.
 */
export async function queueTemplatedEmail(options: {
  tx: Transaction;
  jobs: Jobs;
  status: EmailTemplateStatus;
  rejectionReasonId?: number;
  request: TemplateRequest;
  workshop: { address: string; phone: string };
  /** The bike a repair's mail is about. */
  bike?: TemplateBike;
  /** The quote a quote's mail is about. */
  quote?: TemplateQuote;
  /** Makes the mail once-only, see `queueEmailOnce`. */
  onceKey?: string;
}) {
  const { tx, request } = options;
  const template = await findActiveTemplate(
    tx,
    request.language,
    options.status,
    options.rejectionReasonId,
  );
  if (!template) return null;
  // Read only when asked for: every query is a round trip inside the intake's transaction.
  const waitDays = templateUses(template, 'request.waitDays')
    ? await waitDaysFor(tx.db, request.deliveryType)
    : undefined;
  const rendered = await renderTemplate(
    template,
    buildTemplateValues({
      request: { ...request, language: template.language },
      waitDays,
      workshop: options.workshop,
      bike: options.bike,
      quote: options.quote,
    }),
  );
  return queueEmailOnce({
    tx,
    jobs: options.jobs,
    message: {
      to: request.email,
      subject: rendered.subject,
      ...withRequestLink(rendered, template.language),
      kind: options.status,
      serviceRequestId: request.id,
      onceKey: options.onceKey,
    },
  });
}

/**
 * Sends a mail that finally failed once more, e.g. after the SMTP settings were fixed.
 * NOT_FOUND for an unknown id, CONFLICT for a mail that did not fail.
 */
export async function resendEmail(options: { database: Database; jobs: Jobs; id: number }) {
  await options.database.transaction(async (tx) => {
    const [email] = await tx.db
      .select({ status: outgoingEmails.status })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.id, options.id))
      .for('update');
    if (!email) throw new AppError('EMAIL_NOT_FOUND');
    if (email.status !== 'failed') {
      throw new AppError('EMAIL_NOT_FAILED');
    }
    await tx.db
      .update(outgoingEmails)
      .set({ status: 'queued', lastError: null })
      .where(eq(outgoingEmails.id, options.id));
    await options.jobs.enqueue(tx, sendEmailJob, { emailId: options.id });
  });
}

// The bodies are most of a row's bytes, and the outbox does not show them.
const { html: _html, text: _text, ...outboxColumns } = getTableColumns(outgoingEmails);

/** The outbox, newest first, a page at a time; bodies are left out. */
export async function listOutgoingEmails(
  db: Db,
  query: ListOutgoingEmailsQuery,
): Promise<OutgoingEmailPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(outgoingEmails.status, query.status));
  if (query.before) conditions.push(lt(outgoingEmails.id, query.before));
  const rows = await db
    .select(outboxColumns)
    .from(outgoingEmails)
    .where(and(...conditions))
    .orderBy(desc(outgoingEmails.id))
    .limit(OUTBOX_PAGE_SIZE + 1);
  const items = rows.slice(0, OUTBOX_PAGE_SIZE).map(presentOutgoingEmail);
  return {
    items,
    nextBefore: rows.length > OUTBOX_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
  };
}
