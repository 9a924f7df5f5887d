import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = value` without regard to case: e-mail addresses as mailboxes treat them, label
 * names as people read them ("spoed" and "Spoed" are one label).
 */
export const equalsIgnoringCase = (column: AnyPgColumn, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;
