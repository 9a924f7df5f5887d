import { useQueryClient } from '@tanstack/react-query';
import type { LeaseCompany, NewLeaseCompany } from '../../../../../contract/lease-companies.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { LEASE_COMPANIES_QUERY_KEY } from '../../../../lib/use-lease-companies.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';

/** `POST /api/lease-companies {name}`; 409 for a name the list has in any letter case. */
export const addLeaseCompany = (company: NewLeaseCompany) =>
  sendJson<LeaseCompany>('POST', '/api/lease-companies', company);

/** Puts a leasing company on the portals' list; the list is read again. */
export function useAddLeaseCompany() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.leaseCompanies;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: addLeaseCompany,
    onSuccess: (added) => toast({ title: t.addedTitle, description: t.added(added.name) }),
    onError: (error) => toastApiFailure(error, { title: texts.errorTitle, fallback: t.addFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEASE_COMPANIES_QUERY_KEY }),
  });
}
