import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connect.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Thrown inside the transaction to undo a repeat's work; never leaves `onceForKey`. */
class KeyAlreadyUsed extends Error {}

/**
 * Does `work` in one transaction, once per key: a repeat with the same key and the same
 * request gets the first answer back, one with another request a CONFLICT.
 *
 * The key is stored with the answer as the work's last write, in the same transaction: one
 * query instead of a claim before the work and the answer after it, since every query is a
 * round trip and this runs for every request a customer sends (decision 014). The unique key
 * makes a concurrent repeat wait there for the first to commit; it then finds the key taken,
 * and its transaction, work and all, is rolled back. A repeat thus does the work once more
 * and undoes it, which is rare: the client repeats only when an answer got lost.
 */
export async function onceForKey<Result extends object>(options: {
  database: Database;
  key: string | undefined;
  request: unknown;
  work: (tx: Transaction) => Promise<Result>;
}): Promise<Result> {
  const { database, key, work } = options;
  if (!key) return database.transaction(work);
  const requestHash = hashOf(options.request);
  try {
    return await database.transaction(async (tx) => {
      const result = await work(tx);
      const [stored] = await tx.db
        .insert(idempotencyKeys)
        .values({ key, requestHash, response: result })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!stored) throw new KeyAlreadyUsed();
      return result;
    });
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed)) throw error;
  }
  const [earlier] = await database.db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  if (earlier?.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return earlier.response as Result;
}
