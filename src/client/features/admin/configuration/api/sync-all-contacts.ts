import { useQueryClient } from '@tanstack/react-query';
import type { AircallResult } from '../../../../../contract/phone.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SYNC_STATUS_QUERY_KEY } from './get-sync-status.ts';
import { describeAircallResult, useIntegrationAction } from './integration-action.ts';

/** `POST /api/admin/aircall/sync-all-contacts`; the status list is loaded again afterwards. */
export function useSyncAllContacts() {
  const t = useTexts(CONFIG_TEXTS).phone;
  const queryClient = useQueryClient();
  return useIntegrationAction<AircallResult>({
    url: '/api/admin/aircall/sync-all-contacts',
    describe: describeAircallResult({ success: t.syncStartedTitle, failure: t.syncFailed }),
    failure: { title: t.syncFailed, fallback: t.syncFallback },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_STATUS_QUERY_KEY }),
  });
}
