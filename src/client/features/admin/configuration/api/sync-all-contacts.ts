import { useQueryClient } from '@tanstack/react-query';
import type { AircallResult } from '../../../../../contract/phone.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { SYNC_STATUS_QUERY_KEY } from './get-sync-status.ts';
import { describeAircallResult, useIntegrationAction } from './integration-action.ts';

const T = CONFIG_TEXT.phone;

/** `POST /api/admin/aircall/sync-all-contacts`; the status list is loaded again afterwards. */
export function useSyncAllContacts() {
  const queryClient = useQueryClient();
  return useIntegrationAction<AircallResult>({
    url: '/api/admin/aircall/sync-all-contacts',
    describe: describeAircallResult({ success: T.syncStartedTitle, failure: T.syncFailed }),
    failure: { title: T.syncFailed, fallback: T.syncFallback },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_STATUS_QUERY_KEY }),
  });
}
