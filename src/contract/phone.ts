import { z } from 'zod';
import { text } from './fields.ts';
import { CONTACT_SYNC_STATUSES } from './integrations.ts';

/** The sync status list refreshes every 30 s. */
export const AIRCALL_SYNC_STATUS_POLL_MS = 30_000;
/** The sync status list shows this many records, newest first. */
export const CONTACT_SYNC_LIST_LIMIT = 500;

export const PHONE_MESSAGES = {
  notConfigured: 'Aircall (telefonie) is niet gekoppeld',
  callerNotConfigured:
    'Bellen via Aircall is niet ingesteld (AIRCALL_USER_ID en AIRCALL_NUMBER_ID ontbreken)',
  noPhone: 'Geen Telefoonnummer',
  invalidPhone: 'Ongeldig telefoonnummer',
  userUnavailable: 'De Aircall-gebruiker is bezet of niet beschikbaar; probeer het zo opnieuw',
  webhookNotConfigured: 'Aircall-webhooks zijn niet ingesteld (AIRCALL_WEBHOOK_TOKEN ontbreekt)',
  webhookRefused: 'Ongeldig webhook-token',
} as const;

/** The answer of the connection test and of starting the contact sync or a call. */
export const aircallResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type AircallResult = z.infer<typeof aircallResultSchema>;

export const makeCallBodySchema = z.object({
  phoneNumber: text().trim().max(40).nullish(),
});
export type MakeCallBody = z.infer<typeof makeCallBodySchema>;

export const contactSyncRecordSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  aircallContactId: z.string().nullable(),
  syncedAt: z.date().nullable(),
  lastUpdated: z.date(),
  syncStatus: z.enum(CONTACT_SYNC_STATUSES),
  errorMessage: z.string().nullable(),
});
export type ContactSyncRecord = z.infer<typeof contactSyncRecordSchema>;

/**
 * An Aircall webhook delivery: `{resource, event, timestamp, token, data}`. Only the call
 * fields Spaak reads are named; the rest of `data` is kept as Aircall sent it.
 */
export const aircallWebhookSchema = z.object({
  resource: z.string(),
  event: z.string(),
  timestamp: z.number().optional(),
  /** Optional here so that a delivery without one is refused 401, not 400. */
  token: z.string().optional(),
  data: z.looseObject({ id: z.union([z.number(), z.string()]).optional() }),
});
export type AircallWebhook = z.infer<typeof aircallWebhookSchema>;

export const aircallWebhookAnswerSchema = z.object({ received: z.boolean() });
