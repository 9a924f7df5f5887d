import { useQueryClient } from '@tanstack/react-query';
import type { LeaseCompany } from '../../../../../contract/lease-companies.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { LEASE_COMPANIES_QUERY_KEY } from '../../../../lib/use-lease-companies.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';

/** `DELETE /api/lease-companies/{id}`. */
export const removeLeaseCompany = (id: number) =>
  sendJson<LeaseCompany>('DELETE', `/api/lease-companies/${id}`);

/** Takes a leasing company off the portals' list; the list is read again. */
export function useRemoveLeaseCompany() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.leaseCompanies;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: removeLeaseCompany,
    onSuccess: (removed) => toast({ title: t.removedTitle, description: t.removed(removed.name) }),
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.removeFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEASE_COMPANIES_QUERY_KEY }),
  });
}
