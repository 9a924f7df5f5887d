import { apiRequest } from '../../../../lib/api-client.ts';
import { NOTIFICATIONS_TEXT as T } from '../strings.ts';
import { useNotificationMutation } from './notification-mutation.ts';

/** `PATCH /api/notifications/{id}/read`. */
export const markNotificationRead = async (id: number) => {
  await apiRequest('PATCH', `/api/notifications/${id}/read`);
};

export const useMarkNotificationRead = () =>
  useNotificationMutation({ mutationFn: markNotificationRead, fallback: T.markReadFailed });
