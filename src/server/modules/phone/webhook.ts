import { createHash, timingSafeEqual } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { AircallWebhook } from '../../../contract/phone.ts';
import { toE164 } from '../../../contract/phone-number.ts';
import type { Database, Db } from '../../db/connect.ts';
import { callNotifications, customers, webhookDeliveries } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { raiseNotification } from '../notifications/service.ts';

/** Compares in constant time; hashing first makes the lengths equal too. */
function sameToken(received: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/**
 * The customer whose stored phone number ("+31 612345678", "06-12345678") is this E.164
 * number; the most recently updated one when several share it. The database narrows the
 * search by the last nine digits, the exact comparison happens here.
 */
async function findCustomerByPhone(db: Db, phoneNumber: string) {
  const lastDigits = phoneNumber.slice(-9);
  const candidates = await db
    .select()
    .from(customers)
    .where(
      sql`right(regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g'), 9) = ${lastDigits}`,
    )
    .orderBy(desc(customers.updatedAt));
  return candidates.find((customer) => customer.phone && toE164(customer.phone) === phoneNumber);
}

type AircallContactData = {
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  emails?: { value?: string }[];
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Stores a new call, matched to a customer, and tells the staff about an incoming one. */
async function recordCall(db: Db, call: AircallWebhook['data'], callId: string) {
  const rawNumber = text(call.raw_digits) ?? 'onbekend';
  const phoneNumber = toE164(rawNumber);
  const customer = phoneNumber ? await findCustomerByPhone(db, phoneNumber) : undefined;
  const contact = (call.contact ?? undefined) as AircallContactData | undefined;
  const contactName = [contact?.first_name, contact?.last_name].filter(Boolean).join(' ');
  const direction = call.direction === 'outbound' ? 'outbound' : 'inbound';
  const [stored] = await db
    .insert(callNotifications)
    .values({
      phone: phoneNumber ?? rawNumber,
      name: customer?.fullName ?? (contactName || null),
      email: customer?.email ?? text(contact?.emails?.[0]?.value) ?? null,
      company: text(contact?.company_name) ?? null,
      customerId: customer?.id ?? null,
      callDirection: direction,
      callId,
      aircallData: call,
    })
    .onConflictDoNothing({ target: callNotifications.callId })
    .returning();
  if (!stored || direction !== 'inbound') return;
  const caller = stored.name ? `${stored.name} (${stored.phone})` : stored.phone;
  await raiseNotification(db, {
    type: 'incoming_call',
    title: `Inkomende oproep van ${stored.name ?? stored.phone}`,
    message: customer
      ? `${caller} belt; klant ${customer.id} (${customer.email}).`
      : `${caller} belt; geen klant met dit nummer gevonden.`,
    severity: 'info',
    source: 'aircall',
    about: { customerId: customer?.id },
    metadata: { callNotificationId: stored.id, callId, customerId: customer?.id ?? null },
  });
}

/**
 * An Aircall webhook delivery. Refused (401) unless its token is ours; a delivery seen
 * before (same call id and event: Aircall delivers at least once) changes nothing. Only
 * `call.created` is acted on; other events are acknowledged so Aircall stops retrying.
 */
export async function receiveAircallWebhook(options: {
  database: Database;
  /** `AIRCALL_WEBHOOK_TOKEN`. */
  expectedToken: string;
  delivery: AircallWebhook;
}) {
  const { delivery } = options;
  if (delivery.token === undefined || !sameToken(delivery.token, options.expectedToken))
    throw new AppError('PHONE_WEBHOOK_TOKEN_REFUSED');
  const callId = delivery.data.id;
  if (delivery.event !== 'call.created' || callId === undefined) return { received: true };
  await options.database.transaction(async ({ db }) => {
    const [first] = await db
      .insert(webhookDeliveries)
      .values({ source: 'aircall', deliveryId: `${delivery.event}:${callId}` })
      .onConflictDoNothing()
      .returning();
    if (first) await recordCall(db, delivery.data, String(callId));
  });
  return { received: true };
}
