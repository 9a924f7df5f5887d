import { apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { NOTIFICATIONS_TEXT as T } from '../strings.ts';
import { useNotificationMutation } from './notification-mutation.ts';

/** `DELETE /api/notifications/{id}`. */
export const deleteNotification = async (id: number) => {
  await apiRequest('DELETE', `/api/notifications/${id}`);
};

export const useDeleteNotification = () =>
  useNotificationMutation({
    mutationFn: deleteNotification,
    onSuccess: () => toast({ title: T.deleted }),
    fallback: T.deleteFailed,
  });
