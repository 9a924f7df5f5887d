import { desc, eq } from 'drizzle-orm';
import { HISTORY_LIMIT, type HistoryEntry } from '../../../contract/service-requests/history.ts';
import type { Db } from '../../db/connect.ts';
import { requestEvents } from '../../db/schema.ts';
import { findServiceRequestRow } from './handling.ts';

/** A request's recorded changes, newest first; 404 for a request that does not exist. */
export async function historyOfRequest(db: Db, serviceRequestId: number): Promise<HistoryEntry[]> {
  await findServiceRequestRow(db, serviceRequestId);
  const rows = await db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.serviceRequestId, serviceRequestId))
    .orderBy(desc(requestEvents.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    actor: row.actor,
    at: row.createdAt,
    payload: row.payload,
  }));
}
