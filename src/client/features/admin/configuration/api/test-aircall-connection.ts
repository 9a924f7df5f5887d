import type { AircallResult } from '../../../../../contract/phone.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { describeAircallResult, useIntegrationAction } from './integration-action.ts';

/** `POST /api/admin/aircall/test-connection`: one real call with the configured credentials. */
export function useTestAircallConnection() {
  const t = useTexts(CONFIG_TEXTS).phone;
  return useIntegrationAction<AircallResult>({
    url: '/api/admin/aircall/test-connection',
    describe: describeAircallResult({ success: t.connectionOkTitle, failure: t.connectionFailed }),
    failure: { title: t.connectionFailed, fallback: t.connectionFallback },
  });
}
