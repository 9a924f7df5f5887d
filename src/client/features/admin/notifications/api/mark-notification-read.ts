import { apiRequest } from '../../../../lib/api-client.ts';
import { useTexts } from '../../../../lib/language.ts';
import { NOTIFICATIONS_TEXTS } from '../strings.ts';
import { useNotificationMutation } from './notification-mutation.ts';

/** `PATCH /api/notifications/{id}/read`. */
export const markNotificationRead = async (id: number) => {
  await apiRequest('PATCH', `/api/notifications/${id}/read`);
};

export function useMarkNotificationRead() {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  return useNotificationMutation({ mutationFn: markNotificationRead, fallback: t.markReadFailed });
}
