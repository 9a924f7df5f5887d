import { z } from 'zod';
import { text } from './fields.ts';

export const INVOICING_MESSAGES = {
  notConfigured: 'Moneybird (facturatie) is niet gekoppeld',
  webhookNotConfigured:
    'De webhook van CycleSoftware is niet ingesteld (CYCLESOFTWARE_WEBHOOK_SECRET ontbreekt)',
} as const;

/**
 * A CycleSoftware webhook delivery. Only what we act on is required; the rest of the order in
 * `payload` is passed over.
 */
export const cycleSoftwareWebhookSchema = z.object({
  id: text().min(1),
  event_name: z.string(),
  payload: z.looseObject({
    workshop_order_id: z.union([z.number(), z.string()]).optional(),
    status_id: z.number().optional(),
    status_text: z.string().nullish(),
  }),
});
export type CycleSoftwareWebhook = z.infer<typeof cycleSoftwareWebhookSchema>;

export const cycleSoftwareWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /** True when this delivery was handled before and changed nothing now. */
  duplicate: z.boolean(),
});

/** `POST /api/test/cyclesoftware-webhook`: the draft invoice the test made in Moneybird. */
export const testInvoicingWebhookResultSchema = z.object({ invoice_id: z.string() });
