import type { Notification } from '../../../contract/notifications.ts';
import type { notifications } from '../../db/schema.ts';

/**
 * A notification as the drawer reads it. The mail it may be about (`emailId`) is left out: it
 * only makes the notification go when the mail does, and the drawer opens requests and
 * customers, not mails.
 */
export const presentNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  severity: row.severity,
  source: row.source,
  relatedId: row.relatedId,
  serviceRequestId: row.serviceRequestId,
  customerId: row.customerId,
  metadata: row.metadata,
  isRead: row.isRead,
  readAt: row.readAt,
  createdAt: row.createdAt,
});
