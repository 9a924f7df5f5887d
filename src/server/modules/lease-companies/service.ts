import { asc, eq } from 'drizzle-orm';
import type { LeaseCompany, NewLeaseCompany } from '../../../contract/lease-companies.ts';
import type { Db } from '../../db/connect.ts';
import { leaseCompanies } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const presentLeaseCompany = ({ id, name }: typeof leaseCompanies.$inferSelect): LeaseCompany => ({
  id,
  name,
});

/** The list the portals offer, by name. */
export async function listLeaseCompanies(db: Db) {
  const rows = await db.select().from(leaseCompanies).orderBy(asc(leaseCompanies.name));
  return rows.map(presentLeaseCompany);
}

/**
 * Adds a company; a name already in the list, in any case, is refused (409), as two entries
 * "Athlon" and "athlon" would split the board's filter.
 */
export async function addLeaseCompany(db: Db, company: NewLeaseCompany) {
  const [added] = await db
    .insert(leaseCompanies)
    .values({ name: company.name })
    .onConflictDoNothing()
    .returning();
  if (!added) throw new AppError('LEASE_COMPANY_NAME_TAKEN');
  return presentLeaseCompany(added);
}

/** Takes a company off the list; the bikes that named it keep its name. */
export async function removeLeaseCompany(db: Db, id: number) {
  const [removed] = await db.delete(leaseCompanies).where(eq(leaseCompanies.id, id)).returning();
  if (!removed) throw new AppError('LEASE_COMPANY_NOT_FOUND');
  return presentLeaseCompany(removed);
}
