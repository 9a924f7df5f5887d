import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rejectionReasons } from '../../db/schema.ts';
import { presentRejectionReason } from './presenters.ts';

export async function listRejectionReasons(db: Db) {
  const rows = await db.select().from(rejectionReasons).orderBy(asc(rejectionReasons.name));
  return rows.map(presentRejectionReason);
}
