import { useQueryClient } from '@tanstack/react-query';
import type { AddAdmin } from '../../../../../contract/admins.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { ADMINS_QUERY_KEY, type AdminItem } from './list-admins.ts';

const T = CONFIG_TEXT.admins;

/** `POST /api/admins {email}`. */
export const addAdmin = (body: AddAdmin) => sendJson<AdminItem>('POST', '/api/admins', body);

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: addAdmin,
    onSuccess: (admin) => toast({ title: T.addedTitle, description: T.added(admin.email) }),
    onError: (error) =>
      toastApiFailure(error, { title: CONFIG_TEXT.errorTitle, fallback: T.addFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINS_QUERY_KEY }),
  });
}
