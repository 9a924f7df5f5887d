import type { AircallResult } from '../../../../../contract/phone.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { describeAircallResult, useIntegrationAction } from './integration-action.ts';

const T = CONFIG_TEXT.phone;

/** `POST /api/admin/aircall/test-connection`: one real call with the configured credentials. */
export const useTestAircallConnection = () =>
  useIntegrationAction<AircallResult>({
    url: '/api/admin/aircall/test-connection',
    describe: describeAircallResult({ success: T.connectionOkTitle, failure: T.connectionFailed }),
    failure: { title: T.connectionFailed, fallback: T.connectionFallback },
  });
