import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationSeverity,
  type NotificationSource,
} from '../../../contract/notifications.ts';
import type { Db } from '../../db/connect.ts';
import { notifications } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentNotification } from './presenters.ts';

/**
 * What a notification is about. The drawer opens it from there, and the notification is
 * deleted with it (it may name the customer).
 */
export type NotificationSubject = {
  serviceRequestId?: number;
  customerId?: number;
  emailId?: number;
};

/** Tells the staff, in the dashboard's notification drawer, that something needs a look. */
export async function raiseNotification(
  db: Db,
  notification: {
    type: string;
    title: string;
    message: string;
    severity: NotificationSeverity;
    source?: NotificationSource;
    about?: NotificationSubject;
    metadata?: Record<string, unknown>;
  },
) {
  const { about = {}, ...rest } = notification;
  const relatedId = about.emailId ?? about.serviceRequestId ?? about.customerId;
  await db.insert(notifications).values({
    ...rest,
    ...about,
    relatedId: relatedId === undefined ? undefined : String(relatedId),
  });
}

export async function listNotifications(db: Db) {
  const rows = await db
    .select()
    .from(notifications)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(presentNotification);
}

/** The unread count for the badge, with the latest unread ones. */
export async function listUnreadNotifications(db: Db) {
  const unread = eq(notifications.isRead, false);
  const [total] = await db.select({ value: count() }).from(notifications).where(unread);
  const items = await db
    .select()
    .from(notifications)
    .where(unread)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return { count: total?.value ?? 0, items: items.map(presentNotification) };
}

export async function markNotificationRead(options: { db: Db; id: number }) {
  const [notification] = await options.db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.id, options.id))
    .returning();
  if (!notification) throw new AppError('NOTIFICATION_NOT_FOUND');
  return presentNotification(notification);
}

/**
 * Marks every notification about a request read, for the change that handled it (approval,
 * rejection): what they asked staff to look at has been looked at. Run in that change's
 * transaction, so a refused change leaves them as they were.
 */
export async function markRequestNotificationsHandled(db: Db, serviceRequestId: number) {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(eq(notifications.serviceRequestId, serviceRequestId), eq(notifications.isRead, false)),
    );
}

export async function markAllNotificationsRead(db: Db) {
  const updated = await db
    .update(notifications)
    .set({ isRead: true, readAt: new Date() })
    .where(eq(notifications.isRead, false))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function deleteNotification(options: { db: Db; id: number }) {
  const [deleted] = await options.db
    .delete(notifications)
    .where(eq(notifications.id, options.id))
    .returning({ id: notifications.id });
  if (!deleted) throw new AppError('NOTIFICATION_NOT_FOUND');
}
