import { asc, count, eq } from 'drizzle-orm';
import { PHONE_MESSAGES } from '../../../contract/phone.ts';
import { toE164 } from '../../../contract/phone-number.ts';
import type { Db, Transaction } from '../../db/connect.ts';
import { contactSyncStatus, customers } from '../../db/schema.ts';
import { IntegrationError } from '../../integrations/http.ts';
import type { PhoneContact, PhoneService } from '../../integrations/phone/client.ts';
import { raiseNotification } from '../notifications/service.ts';

/**
 * Customers synced per job run. A run stays far inside its time limit even at Aircall's
 * older 60 calls a minute (two calls a customer), so an expired run never overlaps a retry.
 */
export const CONTACT_SYNC_BATCH_SIZE = 100;

type Customer = typeof customers.$inferSelect;

const pending = eq(contactSyncStatus.syncStatus, 'pending');

/**
 * Marks every customer's contact as pending, in the caller's transaction; the sync job then
 * works through the pending ones. Returns how many customers will be synced.
 */
export async function markAllContactsPending(tx: Transaction) {
  const { rows } = await tx.executeSql(
    `INSERT INTO contact_sync_status (customer_id, sync_status)
     SELECT id, 'pending' FROM customers
     ON CONFLICT (customer_id) DO UPDATE
       SET sync_status = 'pending', error_message = NULL, last_updated = now()
     RETURNING id`,
  );
  return rows.length;
}

function toPhoneContact(customer: Customer, phoneNumber: string): PhoneContact {
  const [firstName = '', ...rest] = customer.fullName.trim().split(/\s+/);
  const street = [customer.street, customer.houseNumber, customer.houseNumberAddition]
    .filter(Boolean)
    .join(' ');
  const address = [street, [customer.postalCode, customer.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    firstName,
    lastName: rest.join(' '),
    information: [`Klant ${customer.id} in Spaak`, address].filter(Boolean).join(' · '),
    phoneNumber,
    email: customer.email,
  };
}

/**
 * Whether an error concerns this one contact (Aircall refused its data), so the others can
 * still be synced. Credentials refused, the rate limit, an outage or a timeout concern every
 * contact: then the run stops, to be retried.
 */
const concernsOneContact = (error: unknown) =>
  error instanceof IntegrationError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 429].includes(error.status);

const recordSync = (
  db: Db,
  customerId: number,
  result: Partial<typeof contactSyncStatus.$inferInsert>,
) =>
  db
    .update(contactSyncStatus)
    .set({ ...result, lastUpdated: new Date() })
    .where(eq(contactSyncStatus.customerId, customerId));

/**
 * One customer's Aircall contact: found by phone number first (Aircall makes a duplicate of
 * every identical create), updated only when its name or information changed, else created.
 */
async function syncContact(db: Db, phone: PhoneService, customer: Customer) {
  const phoneNumber = customer.phone ? toE164(customer.phone) : undefined;
  if (!phoneNumber) {
    const errorMessage = customer.phone ? PHONE_MESSAGES.invalidPhone : PHONE_MESSAGES.noPhone;
    await recordSync(db, customer.id, { syncStatus: 'error', errorMessage });
    return;
  }
  const contact = toPhoneContact(customer, phoneNumber);
  try {
    const existing = await phone.findContactByPhone(phoneNumber);
    const unchanged =
      existing?.firstName === contact.firstName &&
      existing.lastName === contact.lastName &&
      existing.information === contact.information;
    const stored = existing
      ? unchanged
        ? existing
        : await phone.updateContact(existing.id, contact)
      : await phone.createContact(contact);
    await recordSync(db, customer.id, {
      syncStatus: 'synced',
      aircallContactId: stored.id,
      syncedAt: new Date(),
      errorMessage: null,
    });
  } catch (error) {
    if (!concernsOneContact(error)) throw error;
    await recordSync(db, customer.id, {
      syncStatus: 'error',
      errorMessage: (error as IntegrationError).message,
    });
  }
}

/**
 * Syncs up to `limit` pending contacts, in customer order, each recorded as synced or error
 * before the next, so a run that stops halfway is continued by the next one. Throws when
 * Aircall fails for every contact (see `concernsOneContact`); the contact it was working on
 * then stays pending. Returns how many are still pending.
 */
export async function syncPendingContacts(options: {
  db: Db;
  phone: PhoneService;
  limit?: number;
}) {
  const { db, phone } = options;
  const batch = await db
    .select({ customer: customers })
    .from(contactSyncStatus)
    .innerJoin(customers, eq(customers.id, contactSyncStatus.customerId))
    .where(pending)
    .orderBy(asc(customers.id))
    .limit(options.limit ?? CONTACT_SYNC_BATCH_SIZE);
  for (const { customer } of batch) await syncContact(db, phone, customer);
  const [left] = await db.select({ value: count() }).from(contactSyncStatus).where(pending);
  return { synced: batch.length, remaining: left?.value ?? 0 };
}

/**
 * After the sync finally failed: the contacts still pending get the error, and the staff a
 * notification. Running it again finds nothing pending and says nothing twice.
 */
export async function reportFailedContactSync(db: Db, error: Error) {
  const failed = await db
    .update(contactSyncStatus)
    .set({ syncStatus: 'error', errorMessage: error.message, lastUpdated: new Date() })
    .where(pending)
    .returning({ id: contactSyncStatus.id });
  if (failed.length === 0) return;
  await raiseNotification(db, {
    type: 'contact_sync_failed',
    title: 'Aircall-contacten niet gesynchroniseerd',
    message: `${failed.length} klanten staan niet in Aircall: ${error.message}. Start de synchronisatie opnieuw als Aircall weer bereikbaar is.`,
    severity: 'error',
    source: 'aircall',
    metadata: { failedContacts: failed.length },
  });
}
