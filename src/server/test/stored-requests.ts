import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { serviceRequests } from '../db/schema.ts';
import { bikesOfRequests } from '../modules/service-requests/bikes.ts';
import { presentBikeAsSent } from '../modules/service-requests/presenters.ts';

/**
 * The stored rows of the requests `where` selects, in the order they were stored, each with
 * its bikes as a form sends them (the fields left empty absent, no id): what a test of
 * storing compares with what was sent.
 */
export async function storedRequestsWhere(db: Db, where: SQL | undefined) {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(where)
    .orderBy(asc(serviceRequests.id));
  const bikesByRequest = await bikesOfRequests(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    bikes: (bikesByRequest.get(row.id) ?? []).map(presentBikeAsSent),
  }));
}

/** One stored request with its bikes, as `storedRequestsWhere` reads it; undefined when gone. */
export const storedRequest = async (db: Db, id: number) =>
  (await storedRequestsWhere(db, eq(serviceRequests.id, id)))[0];
