import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { type ContactDetail, contactDifferences } from '../../../contract/customers.ts';
import { ERASED_NAME, type EraseCustomerResult } from '../../../contract/privacy.ts';
import { PHOTO_PATH_PATTERN } from '../../../contract/uploads-constants.ts';
import type { Database, Db, Transaction } from '../../db/connect.ts';
import { equalsIgnoringCase } from '../../db/equals-ignoring-case.ts';
import {
  auditEntries,
  bikes,
  callNotifications,
  contactSyncStatus,
  customerAdditions,
  customers,
  magicLinkTokens,
  notifications,
  outgoingEmails,
  quotes,
  requestNotes,
  serviceRequests,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Integrations } from '../../integrations/connect.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { SYSTEM_ACTOR } from '../../jobs/events.ts';
import { deletePhoneContactJob } from '../phone/jobs.ts';
import { type BikeRow, bikesOfRequests, workOrderIdsOf } from '../service-requests/bikes.ts';
import { presentBikeAsSent } from '../service-requests/presenters.ts';
import type { PhotoStore } from '../uploads/photo-store.ts';
import { requestAnonymised } from './events.ts';

type RequestRow = typeof serviceRequests.$inferSelect;

async function findCustomer(db: Db, id: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  return customer;
}

/** The customer's requests: linked to them, or sent with their e-mail address before linking. */
const requestsOf = (db: Db, customer: { id: number; email: string }) =>
  db
    .select()
    .from(serviceRequests)
    .where(
      or(
        eq(serviceRequests.customerId, customer.id),
        equalsIgnoringCase(serviceRequests.email, customer.email),
      ),
    );

/**
 * What a request's export leaves out for each contact detail in which it differs from the
 * customer record: the name takes its parts and the company with it.
 */
const WITHHELD_FOR = {
  name: ['fullName', 'firstName', 'lastName', 'companyName'],
  phone: ['phone'],
  address: ['street', 'houseNumber', 'houseNumberAddition', 'postalCode', 'city'],
} as const satisfies Record<ContactDetail, readonly (keyof RequestRow)[]>;

/** Where the bike was: left out whenever the request's details differ, since it may be theirs. */
const BIKE_LOCATION = [
  'bikeLocationStreet',
  'bikeLocationHouseNumber',
  'bikeLocationAddition',
  'bikeLocationPostcode',
  'bikeLocationCity',
] as const satisfies readonly (keyof RequestRow)[];

/**
 * A request as the customer's export shows it, every field under the name the export has
 * always given it. Where its contact details differ from the record they may be someone
 * else's, sent with the customer's e-mail address, and a copy must not disclose another
 * person's data (GDPR art. 15(4)): those fields are left out and `withheldFields` names them
 * (decision 018). The search column only repeats fields; the claim is bookkeeping of a worker.
 */
function exportedRequest(
  request: RequestRow,
  requestBikes: BikeRow[],
  customer: typeof customers.$inferSelect,
) {
  const differences = contactDifferences(request, customer);
  const withheldFields =
    differences.length === 0
      ? []
      : [...differences.flatMap((detail) => WITHHELD_FOR[detail]), ...BIKE_LOCATION];
  const exported = {
    id: request.id,
    customerId: request.customerId,
    fullName: request.fullName,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    customerType: request.customerType,
    companyName: request.companyName,
    street: request.street,
    houseNumber: request.houseNumber,
    houseNumberAddition: request.houseNumberAddition,
    postalCode: request.postalCode,
    city: request.city,
    bikeLocationPostcode: request.bikeLocationPostcode,
    bikeLocationHouseNumber: request.bikeLocationHouseNumber,
    bikeLocationAddition: request.bikeLocationAddition,
    bikeLocationStreet: request.bikeLocationStreet,
    bikeLocationCity: request.bikeLocationCity,
    cycleSoftwareWorkOrderId: request.workOrderId,
    deliveryType: request.deliveryType,
    bikes: requestBikes.map(presentBikeAsSent),
    status: request.status,
    rejectionReason: request.rejectionReason,
    cancelledByCustomerAt: request.cancelledByCustomerAt,
    cancellationReason: request.cancellationReason,
    workOrderIds: workOrderIdsOf(requestBikes),
    cycleSoftwareRepairNumber: request.repairNumber,
    cycleSoftwareStatus: request.workOrderStatus,
    lastStatusCheck: request.lastStatusCheck,
    isArchived: request.isArchived,
    archivalReason: request.archivalReason,
    archivedAt: request.archivedAt,
    completedAt: request.completedAt,
    bumbalTaskType: request.plannerTaskType,
    bumbalActivityId: request.plannerActivityId,
    freightliveActivityType: request.plannerActivityType,
    freightliveActivityDuration: request.plannerActivityDuration,
    cycleSoftwareCustomerId: request.workshopCustomerId,
    workOrderError: request.workOrderError,
    plannerActivityError: request.plannerActivityError,
    plannedAt: request.plannedAt,
    moneybirdInvoiceId: request.invoiceId,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
  return {
    ...exported,
    ...Object.fromEntries(withheldFields.map((field) => [field, null])),
    withheldFields,
  };
}

/** Everything Spaak holds about one customer (GDPR art. 15 and 20). */
export async function exportCustomerData(options: { db: Db; id: number }) {
  const { db } = options;
  const customer = await findCustomer(db, options.id);
  const requests = await requestsOf(db, customer);
  const emails = await db
    .select({
      subject: outgoingEmails.subject,
      kind: outgoingEmails.kind,
      status: outgoingEmails.status,
      createdAt: outgoingEmails.createdAt,
      sentAt: outgoingEmails.sentAt,
    })
    .from(outgoingEmails)
    .where(equalsIgnoringCase(outgoingEmails.recipient, customer.email));
  const calls = await db
    .select()
    .from(callNotifications)
    .where(eq(callNotifications.customerId, customer.id));
  const [account] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(equalsIgnoringCase(users.email, customer.email));
  const signInLinks = await db
    .select({
      requestedFromIp: magicLinkTokens.requestedFromIp,
      createdAt: magicLinkTokens.createdAt,
      usedAt: magicLinkTokens.usedAt,
    })
    .from(magicLinkTokens)
    .where(equalsIgnoringCase(magicLinkTokens.email, customer.email));
  const requestIds = requests.map((request) => request.id);
  const bikesByRequest = await bikesOfRequests(db, requestIds);
  const additions = await additionsOfRequests(db, requestIds);
  const requestQuotes = await quotesOfRequests(db, requestIds);
  return {
    exportedAt: new Date(),
    customer,
    serviceRequests: requests.map((request) =>
      exportedRequest(request, bikesByRequest.get(request.id) ?? [], customer),
    ),
    emails,
    calls,
    account: account ?? null,
    signInLinks,
    customerAdditions: additions.map(({ photoPath: _storedFile, ...addition }) => addition),
    quotes: requestQuotes,
  };
}

export type CustomerExport = Awaited<ReturnType<typeof exportCustomerData>>;

/**
 * The quotes the workshop sent for their bikes and what the customer decided, oldest first.
 * Who sent one is the staff's, not the customer's; the stored hash of the address a decision
 * came from tells a person nothing.
 */
const quotesOfRequests = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          serviceRequestId: quotes.serviceRequestId,
          bikeId: quotes.bikeId,
          version: quotes.version,
          lines: quotes.lines,
          totalCents: quotes.totalCents,
          note: quotes.note,
          sentAt: quotes.sentAt,
          decision: quotes.decision,
          decidedAt: quotes.decidedAt,
        })
        .from(quotes)
        .where(inArray(quotes.serviceRequestId, ids))
        .orderBy(quotes.sentAt, quotes.id);

/** What the customer added to their requests on their private pages. */
const additionsOfRequests = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          serviceRequestId: customerAdditions.serviceRequestId,
          note: customerAdditions.note,
          photoPath: customerAdditions.photoPath,
          createdAt: customerAdditions.createdAt,
        })
        .from(customerAdditions)
        .where(inArray(customerAdditions.serviceRequestId, ids));

/** The photo ids of bikes or additions, so that they can be deleted from storage. */
const photoIdsOf = (holders: { photoPath: string | null }[]) =>
  holders
    .flatMap((holder) => holder.photoPath ?? [])
    .filter((path) => PHOTO_PATH_PATTERN.test(path))
    .map((path) => path.slice('/api/photos/'.length));

/**
 * Replaces everything personal in requests by neutral values, keeping what the books need
 * (dates, status, bikes' brand and model, work orders and invoice references). Also deletes
 * the mails sent about them and the notifications that name them, and records
 * `request.anonymised` in each one's history. Returns the photo ids the requests referred to;
 * the caller deletes them after the transaction commits.
 */
async function anonymiseRequests(
  tx: Transaction,
  jobs: Jobs,
  requests: RequestRow[],
  occurrence: { actor: string; cause: 'erasure' | 'retention' },
) {
  if (requests.length === 0) return [];
  const { db } = tx;
  const ids = requests.map((request) => request.id);
  const photoIds = photoIdsOf([
    ...[...(await bikesOfRequests(db, ids)).values()].flat(),
    ...(await additionsOfRequests(db, ids)),
  ]);
  for (const request of requests) {
    await db
      .update(serviceRequests)
      .set({
        customerId: null,
        fullName: ERASED_NAME,
        firstName: null,
        lastName: null,
        email: `verwijderd-${request.id}@spaak.invalid`,
        phone: null,
        companyName: null,
        street: null,
        houseNumber: null,
        houseNumberAddition: null,
        postalCode: null,
        city: null,
        bikeLocationStreet: null,
        bikeLocationHouseNumber: null,
        bikeLocationAddition: null,
        bikeLocationPostcode: null,
        bikeLocationCity: null,
        // The private link ends: its page would show what is left of the request.
        linkTokenHash: null,
        cancellationReason: null,
        updatedAt: new Date(),
      })
      .where(eq(serviceRequests.id, request.id));
    await jobs.publish(tx, requestAnonymised, {
      serviceRequestId: request.id,
      actor: occurrence.actor,
      payload: { cause: occurrence.cause },
    });
  }
  // A battery serial and a lease contract point to the bike's owner as a frame number does. A
  // lease bike stays one (its company counts in insights), so its contract number is blanked
  // as the issue is: the two come together.
  await db
    .update(bikes)
    .set({
      frameNumber: null,
      mileage: null,
      photoPath: null,
      issueDescription: '—',
      batterySerial: null,
      leaseContractNumber: sql`case when ${bikes.leaseCompany} is null then null else '—' end`,
    })
    .where(inArray(bikes.serviceRequestId, ids));
  await db.delete(outgoingEmails).where(inArray(outgoingEmails.serviceRequestId, ids));
  await db.delete(notifications).where(inArray(notifications.serviceRequestId, ids));
  // Staff's notes may name the customer or say what they said: they go with the rest.
  await db.delete(requestNotes).where(inArray(requestNotes.serviceRequestId, ids));
  // What the customer added is their own words and photos.
  await db.delete(customerAdditions).where(inArray(customerAdditions.serviceRequestId, ids));
  // A quote's lines and total stay the workshop's record of a price; its note for the customer
  // and the hash of the address they answered from go.
  await db
    .update(quotes)
    .set({ note: null, decidedIpHash: null })
    .where(inArray(quotes.serviceRequestId, ids));
  return photoIds;
}

/** Time for an erasure's own attempt at the Aircall contact before its job takes over. */
const PHONE_CONTACT_JOB_DELAY_SECONDS = 60;

/**
 * The customer row and what names them outside their requests: mails to them, their calls,
 * and the account and sign-in links of their address (a session of that account then reads
 * as signed out). The notifications about the customer and their mails go with those rows.
 * Their Aircall contact is left to a job enqueued here, so that it is removed even when Aircall
 * is down or the process stops.
 */
async function deleteCustomerRecords(
  tx: Transaction,
  jobs: Jobs,
  customer: { id: number; email: string; contactId: string | null },
) {
  const { db } = tx;
  await db
    .delete(outgoingEmails)
    .where(equalsIgnoringCase(outgoingEmails.recipient, customer.email));
  await db.delete(callNotifications).where(eq(callNotifications.customerId, customer.id));
  await db.delete(magicLinkTokens).where(equalsIgnoringCase(magicLinkTokens.email, customer.email));
  await db.delete(users).where(equalsIgnoringCase(users.email, customer.email));
  await db.delete(customers).where(eq(customers.id, customer.id));
  if (customer.contactId)
    await jobs.enqueue(
      tx,
      deletePhoneContactJob,
      { contactId: customer.contactId },
      { startAfterSeconds: PHONE_CONTACT_JOB_DELAY_SECONDS },
    );
}

async function deletePhotos(photoStore: PhotoStore, photoIds: string[]) {
  await Promise.all(photoIds.map((id) => photoStore.remove(id)));
  return photoIds.length;
}

/**
 * Erases a customer (GDPR art. 17): their requests are anonymised, mails and calls about them
 * deleted, photos removed, the customer row deleted, and their contact removed from the phone
 * service (tried at once, then by a job). The e-mail address typed in confirmation must match. An audit entry records who
 * did it and how much was erased, without the personal data itself.
 */
export async function eraseCustomer(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  photoStore: PhotoStore;
  id: number;
  confirmEmail: string;
  actorEmail: string | null;
}) {
  const { database } = options;
  const customer = await findCustomer(database.db, options.id);
  if (customer.email.toLowerCase() !== options.confirmEmail.trim().toLowerCase()) {
    throw new AppError('ERASURE_EMAIL_MISMATCH');
  }
  const [contact] = await database.db
    .select()
    .from(contactSyncStatus)
    .where(eq(contactSyncStatus.customerId, customer.id));
  const contactId = contact?.aircallContactId ?? null;
  const { photoIds, anonymisedRequests } = await database.transaction(async (tx) => {
    const requests = await requestsOf(tx.db, customer);
    const ids = await anonymiseRequests(tx, options.jobs, requests, {
      actor: options.actorEmail ?? SYSTEM_ACTOR,
      cause: 'erasure',
    });
    await deleteCustomerRecords(tx, options.jobs, { ...customer, contactId });
    await tx.db.insert(auditEntries).values({
      action: 'customer.erased',
      actorEmail: options.actorEmail,
      subject: `customer:${customer.id}`,
      detail: { anonymisedRequests: requests.map((request) => request.id), photos: ids.length },
    });
    return { photoIds: ids, anonymisedRequests: requests.length };
  });
  const deletedPhotos = await deletePhotos(options.photoStore, photoIds);
  return {
    anonymisedRequests,
    deletedPhotos,
    phoneContact: await removePhoneContactNow(options.integrations, contactId),
  };
}

/** The erasure's own attempt, so staff read the outcome; the job retries what fails here. */
async function removePhoneContactNow(
  integrations: Integrations,
  contactId: string | null,
): Promise<EraseCustomerResult['phoneContact']> {
  if (!contactId) return 'none';
  if (!integrations.phone) return 'not configured';
  return integrations.phone
    .deleteContact(contactId)
    .then(() => 'removed' as const)
    .catch(() => 'retrying' as const);
}

/** How long archived requests keep personal data, in years (Dutch bookkeeping: 7 for invoices). */
export type Retention = { invoicedYears: number; otherYears: number };

const yearsAgo = (years: number, now: Date) => {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() - years);
  return date;
};

/**
 * Anonymises archived requests older than the retention: invoiced work after
 * `invoicedYears`, everything else after `otherYears`. Already anonymised requests are skipped.
 * Their customers who are left with no request are erased as well.
 */
export async function anonymiseExpiredRequests(options: {
  database: Database;
  jobs: Jobs;
  photoStore: PhotoStore;
  retention: Retention;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  const expired = and(
    eq(serviceRequests.isArchived, true),
    sql`${serviceRequests.fullName} <> ${ERASED_NAME}`,
    or(
      and(
        isNotNull(serviceRequests.invoiceId),
        lt(serviceRequests.archivedAt, yearsAgo(options.retention.invoicedYears, now)),
      ),
      and(
        isNull(serviceRequests.invoiceId),
        lt(serviceRequests.archivedAt, yearsAgo(options.retention.otherYears, now)),
      ),
    ),
  );
  const { photoIds, count, erasedCustomers } = await options.database.transaction(async (tx) => {
    const { db } = tx;
    const requests = await db.select().from(serviceRequests).where(expired);
    const ids = await anonymiseRequests(tx, options.jobs, requests, {
      actor: SYSTEM_ACTOR,
      cause: 'retention',
    });
    const erased = await eraseCustomersLeftWithoutRequests(tx, options.jobs, requests);
    if (requests.length > 0) {
      await db.insert(auditEntries).values({
        action: 'requests.retention-anonymised',
        subject: 'service_requests',
        detail: {
          requests: requests.map((request) => request.id),
          erasedCustomers: erased,
          retention: options.retention,
        },
      });
    }
    return { photoIds: ids, count: requests.length, erasedCustomers: erased };
  });
  await deletePhotos(options.photoStore, photoIds);
  return { anonymisedRequests: count, erasedCustomers };
}

/**
 * The customers of just-anonymised requests who have no request left: nothing keeps their
 * contact details any longer, so their records go as at an erasure, and a job removes their
 * Aircall contact. Returns their ids, for the audit entry.
 */
async function eraseCustomersLeftWithoutRequests(
  tx: Transaction,
  jobs: Jobs,
  anonymised: RequestRow[],
) {
  if (anonymised.length === 0) return [];
  const customerIds = anonymised.flatMap((request) => request.customerId ?? []);
  const emails = anonymised.map((request) => request.email.toLowerCase());
  const candidates = await tx.db
    .select({
      id: customers.id,
      email: customers.email,
      contactId: contactSyncStatus.aircallContactId,
    })
    .from(customers)
    .leftJoin(contactSyncStatus, eq(contactSyncStatus.customerId, customers.id))
    .where(or(inArray(customers.id, customerIds), inArray(sql`lower(${customers.email})`, emails)));
  const erased: number[] = [];
  for (const customer of candidates) {
    const [remaining] = await requestsOf(tx.db, customer).limit(1);
    if (remaining) continue;
    await deleteCustomerRecords(tx, jobs, customer);
    erased.push(customer.id);
  }
  return erased;
}
