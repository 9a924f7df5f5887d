import { useQueryClient } from '@tanstack/react-query';
import type { AddAdmin } from '../../../../../contract/admins.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { ADMINS_QUERY_KEY, type AdminItem } from '../../../../lib/use-admins.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';

/** `POST /api/admins {email}`. */
export const addAdmin = (body: AddAdmin) => sendJson<AdminItem>('POST', '/api/admins', body);

export function useAddAdmin() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.admins;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: addAdmin,
    onSuccess: (admin) => toast({ title: t.addedTitle, description: t.added(admin.email) }),
    onError: (error) => toastApiFailure(error, { title: texts.errorTitle, fallback: t.addFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
