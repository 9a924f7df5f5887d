import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rejectionReasons } from '../../db/schema.ts';

export const listRejectionReasons = (db: Db) =>
  db.select().from(rejectionReasons).orderBy(asc(rejectionReasons.name));
