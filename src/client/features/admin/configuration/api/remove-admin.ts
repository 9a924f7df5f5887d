import { useQueryClient } from '@tanstack/react-query';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { ADMINS_QUERY_KEY, type AdminItem } from '../../../../lib/use-admins.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../../lib/use-auth.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';

/** `DELETE /api/admins/{id}`. */
export const removeAdmin = (id: number) => sendJson<AdminItem>('DELETE', `/api/admins/${id}`);

/**
 * Removes an admin. Removing oneself ends one's own access at once, so the signed-in user is
 * looked up again and the app leaves the dashboard.
 */
export function useRemoveAdmin(options: { isSelf: (admin: AdminItem) => boolean }) {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.admins;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: removeAdmin,
    onSuccess: (admin) => {
      toast({ title: t.removedTitle, description: t.removed(admin.email) });
      if (options.isSelf(admin))
        return queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.removeFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
