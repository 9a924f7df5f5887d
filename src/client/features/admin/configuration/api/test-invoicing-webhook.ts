import type { z } from 'zod';
import type { testInvoicingWebhookResultSchema } from '../../../../../contract/invoicing.ts';
import { useTexts } from '../../../../lib/language.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { useIntegrationAction } from './integration-action.ts';

type TestInvoicingWebhookResult = z.infer<typeof testInvoicingWebhookResultSchema>;

/** `POST /api/test/cyclesoftware-webhook`: one test invoice through the invoicing webhook. */
export function useTestInvoicingWebhook() {
  const t = useTexts(CONFIG_TEXTS).integrations.invoicing;
  return useIntegrationAction<TestInvoicingWebhookResult>({
    url: '/api/test/cyclesoftware-webhook',
    describe: (result) => ({ title: t.successTitle, description: t.success(result.invoice_id) }),
    failure: { title: t.failedTitle, fallback: t.fallback },
  });
}
