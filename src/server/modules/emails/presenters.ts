import type { OutgoingEmail } from '../../../contract/outgoing-emails.ts';
import type { outgoingEmails } from '../../db/schema.ts';

/** An outbox row as the outbox query reads it: without the bodies, which it never shows. */
export type OutboxRow = Omit<typeof outgoingEmails.$inferSelect, 'html' | 'text'>;

/** A mail as the outbox lists it: whether and when it went, not what it said. */
export const presentOutgoingEmail = (row: OutboxRow): OutgoingEmail => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  kind: row.kind,
  serviceRequestId: row.serviceRequestId,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt,
  createdAt: row.createdAt,
});
