import { desc, eq, ilike, or } from 'drizzle-orm';
import { CUSTOMER_LIST_LIMIT } from '../../../contract/customers.ts';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { customers, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requestWithLabels, toServiceRequest } from '../service-requests/list.ts';

/** Customers, newest first, optionally those whose name or e-mail contains `search`. */
export function listCustomers(db: Db, search?: string) {
  const pattern = search ? containsPattern(search) : undefined;
  return db
    .select()
    .from(customers)
    .where(
      pattern ? or(ilike(customers.fullName, pattern), ilike(customers.email, pattern)) : undefined,
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(CUSTOMER_LIST_LIMIT);
}

export async function getCustomer(db: Db, id: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  if (!customer) throw new AppError('NOT_FOUND', 'Klant niet gevonden');
  return customer;
}

/** A customer's service history, newest first. */
export async function serviceHistoryOf(db: Db, id: number) {
  await getCustomer(db, id);
  const rows = await db
    .select(requestWithLabels)
    .from(serviceRequests)
    .where(eq(serviceRequests.customerId, id))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
  return rows.map(toServiceRequest);
}
