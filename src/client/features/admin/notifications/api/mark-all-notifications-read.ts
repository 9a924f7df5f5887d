import { apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { NOTIFICATIONS_TEXT as T } from '../strings.ts';
import { useNotificationMutation } from './notification-mutation.ts';

/** `PATCH /api/notifications/read-all`: answers how many were unread. */
export const markAllNotificationsRead = async () => {
  const response = await apiRequest('PATCH', '/api/notifications/read-all');
  return ((await response.json()) as { updated: number }).updated;
};

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (updated) => toast({ title: T.markAllReadDone(updated) }),
    fallback: T.markAllReadFailed,
  });
