import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outgoingEmails } from '../db/schema.ts';
import { raiseNotification } from '../modules/notifications/service.ts';
import { defineJob } from './boss.ts';

/**
 * Delivers one outbox mail. A mail already sent is never sent again, whatever retries
 * happen. Retried with growing delays for about a day (10 retries from 60 s, doubling);
 * then the mail is marked failed and the staff get a notification.
 */
export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: z.object({ emailId: z.number().int() }),
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ emailId }, { database, mailTransport }) {
    const { db } = database;
    const [email] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, emailId));
    if (!email || email.status === 'sent' || email.status === 'logged') return;
    try {
      const delivery = await mailTransport.send({
        to: email.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      await db
        .update(outgoingEmails)
        .set({
          status: delivery === 'smtp' ? 'sent' : 'logged',
          attempts: sql`${outgoingEmails.attempts} + 1`,
          lastError: null,
          sentAt: new Date(),
        })
        .where(eq(outgoingEmails.id, emailId));
    } catch (error) {
      await db
        .update(outgoingEmails)
        .set({ attempts: sql`${outgoingEmails.attempts} + 1`, lastError: (error as Error).message })
        .where(eq(outgoingEmails.id, emailId));
      throw error;
    }
  },

  async onFinalFailure({ emailId }, error, { database }) {
    await database.transaction(async ({ db }) => {
      const [email] = await db
        .update(outgoingEmails)
        .set({ status: 'failed' })
        .where(eq(outgoingEmails.id, emailId))
        .returning();
      if (!email) return;
      await raiseNotification(db, {
        type: 'email_failed',
        title: 'E-mail niet verzonden',
        message: `De e-mail "${email.subject}" aan ${email.recipient} kon na ${email.attempts} pogingen niet worden verzonden: ${error.message}`,
        severity: 'error',
        source: 'mail',
        relatedId: email.id,
        metadata: { emailId: email.id, serviceRequestId: email.serviceRequestId },
      });
    });
  },
});
