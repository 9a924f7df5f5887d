import type { z } from 'zod';
import type { testInvoicingWebhookResultSchema } from '../../../../../contract/invoicing.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { useIntegrationAction } from './integration-action.ts';

const T = CONFIG_TEXT.integrations.invoicing;

type TestInvoicingWebhookResult = z.infer<typeof testInvoicingWebhookResultSchema>;

/** `POST /api/test/cyclesoftware-webhook`: one test invoice through the invoicing webhook. */
export const useTestInvoicingWebhook = () =>
  useIntegrationAction<TestInvoicingWebhookResult>({
    url: '/api/test/cyclesoftware-webhook',
    describe: (result) => ({ title: T.successTitle, description: T.success(result.invoice_id) }),
    failure: { title: T.failedTitle, fallback: T.fallback },
  });
