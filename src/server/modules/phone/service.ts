import { desc, eq } from 'drizzle-orm';
import { type AircallResult, CONTACT_SYNC_LIST_LIMIT } from '../../../contract/phone.ts';
import { toE164 } from '../../../contract/phone-number.ts';
import type { Database, Db } from '../../db/connect.ts';
import { contactSyncStatus, customers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Integrations } from '../../integrations/connect.ts';
import { IntegrationError } from '../../integrations/http.ts';
import type { PhoneService } from '../../integrations/phone/client.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { markAllContactsPending } from './contact-sync.ts';
import { syncAircallContactsJob } from './jobs.ts';
import { presentContactSyncRecord } from './presenters.ts';

function requirePhone(integrations: Integrations): PhoneService {
  if (!integrations.phone) throw new AppError('PHONE_NOT_CONFIGURED');
  return integrations.phone;
}

/** One authenticated call to Aircall; a refusal or outage is answered 502 with its reason. */
export async function testAircallConnection(options: {
  integrations: Integrations;
}): Promise<AircallResult> {
  await requirePhone(options.integrations).ping();
  return { success: true, message: 'Verbinding met Aircall werkt' };
}

/**
 * Marks every customer's contact pending and enqueues the sync job, in one transaction; the
 * status list shows the progress.
 */
export async function startContactSync(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
}): Promise<AircallResult> {
  requirePhone(options.integrations);
  const total = await options.database.transaction(async (tx) => {
    const marked = await markAllContactsPending(tx);
    await options.jobs.enqueue(tx, syncAircallContactsJob, {});
    return marked;
  });
  return { success: true, message: `Synchronisatie van ${total} klanten met Aircall gestart` };
}

/** The newest sync records first, with the customer's name and phone number. */
export async function listContactSyncStatus(db: Db) {
  const rows = await db
    .select({
      record: contactSyncStatus,
      customer: { fullName: customers.fullName, phone: customers.phone },
    })
    .from(contactSyncStatus)
    .innerJoin(customers, eq(customers.id, contactSyncStatus.customerId))
    .orderBy(desc(contactSyncStatus.lastUpdated), desc(contactSyncStatus.id))
    .limit(CONTACT_SYNC_LIST_LIMIT);
  return rows.map(presentContactSyncRecord);
}

/**
 * Rings the configured Aircall user and connects them to `phoneNumber`. Not a job: the
 * person clicking 'Bel' waits for the phone to ring, and a call retried minutes later would
 * surprise both sides. A busy user is a 409 the person can act on.
 */
export async function startPhoneCall(options: {
  integrations: Integrations;
  phoneNumber: string | null | undefined;
}): Promise<AircallResult> {
  if (!options.phoneNumber) throw new AppError('PHONE_NUMBER_MISSING');
  const phone = requirePhone(options.integrations);
  if (!phone.canStartCalls) throw new AppError('PHONE_CALLER_NOT_CONFIGURED');
  const to = toE164(options.phoneNumber);
  if (!to) throw new AppError('PHONE_NUMBER_INVALID');
  try {
    await phone.startCall(to);
  } catch (error) {
    if (error instanceof IntegrationError && error.status === 405)
      throw new AppError('PHONE_USER_UNAVAILABLE');
    throw error;
  }
  return { success: true, message: `Oproep naar ${to} gestart` };
}
