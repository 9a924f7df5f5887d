import { z } from 'zod';

export const NOTIFICATION_SEVERITIES = ['critical', 'error', 'warning', 'info'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

export const NOTIFICATION_SOURCES = [
  'webhook',
  'cyclesoftware',
  'freightlive',
  'moneybird',
  'bessy',
  'aircall',
  'mail',
  'system',
  'customer',
] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/** The drawer polls every 30 s, the unread badge every 10 s; above 99 it shows '99+'. */
export const NOTIFICATIONS_POLL_MS = 30_000;
export const UNREAD_NOTIFICATIONS_POLL_MS = 10_000;
export const NOTIFICATION_LIST_LIMIT = 200;

export const notificationSchema = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(NOTIFICATION_SEVERITIES),
  source: z.enum(NOTIFICATION_SOURCES).nullable(),
  relatedId: z.string().nullable(),
  /** The request or customer the drawer opens from the notification. */
  serviceRequestId: z.number().nullable(),
  customerId: z.number().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  isRead: z.boolean(),
  readAt: z.date().nullable(),
  createdAt: z.date(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadNotificationsSchema = z.object({
  count: z.number(),
  items: z.array(notificationSchema),
});
