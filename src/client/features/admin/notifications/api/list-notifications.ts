import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS, type Notification } from '../../../../../contract/notifications.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../../lib/notifications-query-key.ts';

/** A notification as it arrives in JSON: its moments are ISO strings. */
export type NotificationItem = Omit<Notification, 'createdAt' | 'readAt'> & {
  createdAt: string;
  readAt: string | null;
};

/**
 * `GET /api/notifications`, loaded by the default query function when the drawer opens and
 * polled every 30 s while it is open; a closed drawer needs only the unread count.
 */
export const useNotifications = () =>
  useQuery<NotificationItem[]>({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    refetchOnMount: 'always',
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
