import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { CONTACT_DETAIL_FIELDS, CUSTOMER_LIST_LIMIT } from '../../../contract/customers.ts';
import type { Database, Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { auditEntries, customers, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { SYSTEM_ACTOR } from '../../jobs/events.ts';
import { getServiceRequest } from '../service-requests/handling.ts';
import { requestWithLabels } from '../service-requests/list.ts';
import { presentServiceRequests } from '../service-requests/presenters.ts';
import { contactDetailsAdopted } from './events.ts';
import { presentCustomer } from './presenters.ts';

/**
 * The customers whose name or e-mail contains `pattern`, and those who sent a request for a
 * company whose name contains it: the customer record has no company, its requests do. A union
 * of ids, so that each part is a trigram index scan; an OR across the two tables PostgreSQL can
 * only answer by reading every customer.
 */
const customerIdsMatching = (db: Db, pattern: string) =>
  union(
    db
      .select({ id: customers.id })
      .from(customers)
      .where(or(ilike(customers.fullName, pattern), ilike(customers.email, pattern))),
    db
      .select({ id: sql<number>`${serviceRequests.customerId}` })
      .from(serviceRequests)
      .where(ilike(serviceRequests.companyName, pattern)),
  );

/** The customer list's query: newest first, those matching `search` when given. */
export const customerListQuery = (db: Db, search?: string) =>
  db
    .select()
    .from(customers)
    .where(
      search ? inArray(customers.id, customerIdsMatching(db, containsPattern(search))) : undefined,
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(CUSTOMER_LIST_LIMIT);

/**
 * Customers, newest first, optionally those whose name, e-mail or company (of their requests)
 * contains `search`.
 */
export async function listCustomers(db: Db, search?: string) {
  return (await customerListQuery(db, search)).map(presentCustomer);
}

export async function getCustomer(db: Db, id: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  return presentCustomer(customer);
}

/** A customer's service history, newest first. */
export async function serviceHistoryOf(db: Db, id: number) {
  await getCustomer(db, id);
  const rows = await db
    .select(requestWithLabels)
    .from(serviceRequests)
    .where(eq(serviceRequests.customerId, id))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  return presentServiceRequests(db, rows);
}

/**
 * Copies the contact details a request was sent with into its customer's record, where they
 * differ: staff have judged them the customer's own (decision 018). An audit entry names the
 * request and the details adopted, not their values, and so does the request's
 * `request.contact_details_adopted`. Answers the request as the dashboard reads it, now without
 * differences.
 */
export async function adoptContactDetails(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  actorEmail: string | null;
}) {
  const { database, serviceRequestId } = options;
  await database.transaction(async (tx) => {
    const { db } = tx;
    const request = await getServiceRequest(db, serviceRequestId);
    if (request.customerId === null) {
      throw new AppError('REQUEST_WITHOUT_CUSTOMER', { id: serviceRequestId });
    }
    if (request.contactDifferences.length === 0) return;
    const fields = request.contactDifferences.flatMap((detail) => CONTACT_DETAIL_FIELDS[detail]);
    await db
      .update(customers)
      .set(Object.fromEntries(fields.map((field) => [field, request[field]])))
      .where(eq(customers.id, request.customerId));
    await db.insert(auditEntries).values({
      action: 'customer.contact-details-adopted',
      actorEmail: options.actorEmail,
      subject: `customer:${request.customerId}`,
      detail: { serviceRequestId, details: request.contactDifferences },
    });
    await options.jobs.publish(tx, contactDetailsAdopted, {
      serviceRequestId,
      actor: options.actorEmail ?? SYSTEM_ACTOR,
      payload: { fields },
    });
  });
  return getServiceRequest(database.db, serviceRequestId);
}
