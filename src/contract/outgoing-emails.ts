import { z } from 'zod';
import { recordIdText } from './fields.ts';

export const OUTGOING_EMAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export type OutgoingEmailStatus = (typeof OUTGOING_EMAIL_STATUSES)[number];

/** The outbox view lists this many mails at most, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

export const listOutgoingEmailsQuerySchema = z.strictObject({
  status: z.enum(OUTGOING_EMAIL_STATUSES).optional(),
  /** Mails older than this id: the next page. */
  before: recordIdText.optional(),
});
export type ListOutgoingEmailsQuery = z.infer<typeof listOutgoingEmailsQuerySchema>;

/** One outbox row without its body: what staff need to see whether a customer was mailed. */
export const outgoingEmailSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.string(),
  serviceRequestId: z.number().nullable(),
  status: z.enum(OUTGOING_EMAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.date().nullable(),
  createdAt: z.date(),
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;

export const outgoingEmailPageSchema = z.object({
  items: z.array(outgoingEmailSchema),
  /** Pass as `before` for older mails; null on the last page. */
  nextBefore: z.number().nullable(),
});
export type OutgoingEmailPage = z.infer<typeof outgoingEmailPageSchema>;
