import type { NotificationSeverity, NotificationSource } from '../../../contract/notifications.ts';
import type { Db } from '../../db/connect.ts';
import { notifications } from '../../db/schema.ts';

/** Tells the staff, in the dashboard's notification drawer, that something needs a look. */
export async function raiseNotification(
  db: Db,
  notification: {
    type: string;
    title: string;
    message: string;
    severity: NotificationSeverity;
    source?: NotificationSource;
    relatedId?: string | number;
    metadata?: Record<string, unknown>;
  },
) {
  const { relatedId, ...rest } = notification;
  await db
    .insert(notifications)
    .values({ ...rest, relatedId: relatedId === undefined ? undefined : String(relatedId) });
}
