import type { NotificationItem } from './api/list-notifications.ts';

/** Where the dashboard goes from a notification: its request, or the customer who called. */
export type NotificationTarget = { kind: 'request' | 'customer'; id: number };

export function targetOf(notification: NotificationItem): NotificationTarget | undefined {
  if (notification.serviceRequestId !== null)
    return { kind: 'request', id: notification.serviceRequestId };
  if (notification.customerId !== null) return { kind: 'customer', id: notification.customerId };
  return undefined;
}
