import { apiRequest } from '../../../../lib/api-client.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { NOTIFICATIONS_TEXTS } from '../strings.ts';
import { useNotificationMutation } from './notification-mutation.ts';

/** `DELETE /api/notifications/{id}`. */
export const deleteNotification = async (id: number) => {
  await apiRequest('DELETE', `/api/notifications/${id}`);
};

export function useDeleteNotification() {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  return useNotificationMutation({
    mutationFn: deleteNotification,
    onSuccess: () => toast({ title: t.deleted }),
    fallback: t.deleteFailed,
  });
}
