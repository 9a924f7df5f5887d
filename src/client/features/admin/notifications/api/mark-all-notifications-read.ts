import { apiRequest } from '../../../../lib/api-client.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { NOTIFICATIONS_TEXTS } from '../strings.ts';
import { useNotificationMutation } from './notification-mutation.ts';

/** `PATCH /api/notifications/read-all`: answers how many were unread. */
export const markAllNotificationsRead = async () => {
  const response = await apiRequest('PATCH', '/api/notifications/read-all');
  return ((await response.json()) as { updated: number }).updated;
};

export function useMarkAllNotificationsRead() {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  return useNotificationMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (updated) => toast({ title: t.markAllReadDone(updated) }),
    fallback: t.markAllReadFailed,
  });
}
