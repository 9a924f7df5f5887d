import { desc, eq, ilike, or } from 'drizzle-orm';
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

/** Customers, newest first, optionally those whose name or e-mail contains `search`. */
export async function listCustomers(db: Db, search?: string) {
  const pattern = search ? containsPattern(search) : undefined;
  const rows = await db
    .select()
    .from(customers)
    .where(
      pattern ? or(ilike(customers.fullName, pattern), ilike(customers.email, pattern)) : undefined,
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(CUSTOMER_LIST_LIMIT);
  return rows.map(presentCustomer);
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
