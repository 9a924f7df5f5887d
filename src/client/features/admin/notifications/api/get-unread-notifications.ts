import { useQuery } from '@tanstack/react-query';
import { UNREAD_NOTIFICATIONS_POLL_MS } from '../../../../../contract/notifications.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../../lib/notifications-query-key.ts';
import type { NotificationItem } from './list-notifications.ts';

type UnreadNotifications = { count: number; items: NotificationItem[] };

/** `GET /api/notifications/unread`, polled every 10 s for the badge on the drawer's button. */
export const useUnreadNotifications = () =>
  useQuery<UnreadNotifications>({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread'],
    refetchInterval: UNREAD_NOTIFICATIONS_POLL_MS,
  });
