import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CALENDAR_MAIL_STATUSES } from '../../../contract/email-templates.ts';
import { privateLinkUrl } from '../../auth/private-link.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { outgoingEmails, serviceRequests } from '../../db/schema.ts';
import type { MailAttachment } from '../../integrations/mail/client.ts';
import { defineJob } from '../../jobs/boss.ts';
import { calendarFileForRequest } from '../calendar/service.ts';
import { raiseNotification } from '../notifications/service.ts';
import { awaitsRequestLink, fillRequestLink } from './request-link.ts';

/**
 * Delivers one outbox mail, with the request's private link as it is at this moment filled in
 * (the outbox keeps only its place). A mail already sent (or logged) is never sent again, whatever
 * retries happen. While SMTP fails it is retried 11 times from 30 s, doubling with jitter:
 * the last retry comes 17 to 34 hours after the first attempt, about a day on average. Then
 * the mail is marked failed and the staff get an `error` notification.
 */
export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: z.object({ emailId: z.number().int().positive() }),
  retryLimit: 11,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ emailId }, { database, mailTransport, config }) {
    const { db } = database;
    const [email] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, emailId));
    if (email?.status !== 'queued') return;
    const bodies = awaitsRequestLink(email)
      ? fillRequestLink(email, await currentPrivateLink(db, config, email.serviceRequestId))
      : email;
    try {
      const { delivered } = await mailTransport.send({
        to: email.recipient,
        subject: email.subject,
        html: bodies.html,
        text: bodies.text,
        messageId: messageIdOf(email, config.publicUrl),
        attachments: await attachmentsOf(db, email, config),
      });
      await db
        .update(outgoingEmails)
        .set({
          status: delivered === 'smtp' ? 'sent' : 'logged',
          attempts: sql`${outgoingEmails.attempts} + 1`,
          lastError: null,
          sentAt: new Date(),
        })
        .where(eq(outgoingEmails.id, emailId));
    } catch (error) {
      await db
        .update(outgoingEmails)
        .set({
          attempts: sql`${outgoingEmails.attempts} + 1`,
          lastError: describeSmtpError(error),
        })
        .where(eq(outgoingEmails.id, emailId));
      throw error;
    }
  },

  async onFinalFailure({ emailId }, error, { database }) {
    await database.transaction(async ({ db }) => {
      // Only a mail still queued changes: run twice, this raises one notification.
      const [email] = await db
        .update(outgoingEmails)
        .set({ status: 'failed' })
        .where(and(eq(outgoingEmails.id, emailId), eq(outgoingEmails.status, 'queued')))
        .returning();
      if (!email) return;
      await raiseNotification(db, {
        type: 'email_failed',
        title: 'E-mail niet verzonden',
        message: `De e-mail "${email.subject}" aan ${email.recipient} kon na ${email.attempts} pogingen niet worden verzonden: ${email.lastError ?? describeSmtpError(error)}`,
        severity: 'error',
        source: 'mail',
        about: { emailId: email.id, serviceRequestId: email.serviceRequestId ?? undefined },
        metadata: { emailId: email.id, serviceRequestId: email.serviceRequestId },
      });
    });
  },
});

/** The request's link as it is now; null for a request deleted or anonymised meanwhile. */
async function currentPrivateLink(db: Db, config: Config, serviceRequestId: number | null) {
  if (serviceRequestId === null) return null;
  const [request] = await db
    .select({ generation: serviceRequests.linkGeneration, hash: serviceRequests.linkTokenHash })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  return request?.hash ? privateLinkUrl(config, serviceRequestId, request.generation) : null;
}

/**
 * What a mail carries besides its text, made when it is sent rather than stored in the outbox:
 * a mail announcing a planned day carries the request's calendar file (decision 049), with the
 * plan as it is now, so a retry a day later sends the day that holds.
 */
async function attachmentsOf(
  db: Db,
  email: { kind: string; serviceRequestId: number | null },
  config: Config,
): Promise<MailAttachment[]> {
  if (email.serviceRequestId === null || !CALENDAR_MAIL_STATUSES.includes(email.kind)) return [];
  const file = await calendarFileForRequest(db, {
    serviceRequestId: email.serviceRequestId,
    publicUrl: config.publicUrl,
    workshop: config.workshop,
  });
  if (!file) return [];
  return [
    {
      filename: file.fileName,
      content: file.content,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
}

/**
 * SMTP's acceptance and the row's update cannot be one transaction: after a crash between
 * them the mail goes out again, with this same Message-ID, which mailboxes use to drop the
 * copy. The creation time keeps it unique when a restored backup hands out an id again.
 */
function messageIdOf(email: { id: number; createdAt: Date }, publicUrl: string) {
  return `<outgoing-email.${email.id}.${email.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

/**
 * The error as staff may read it. Nodemailer does not put the SMTP password in its errors,
 * but a connection URL quoted by any layer would carry it, so credentials are cut out.
 */
function describeSmtpError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/\s@]*@/g, '//');
}

/** What the boot registers for this module. */
export const emailJobs = [sendEmailJob];
