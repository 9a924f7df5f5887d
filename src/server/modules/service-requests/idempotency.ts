import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/connect.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Does `work` once per key: a repeat with the same key and the same request gets the first
 * answer back. The key is claimed inside the caller's transaction, so a concurrent repeat
 * waits for the first to commit (or to roll back, and then does the work itself).
 */
export async function onceForKey<Result>(options: {
  tx: Transaction;
  key: string | undefined;
  request: unknown;
  work: () => Promise<Result>;
}): Promise<Result> {
  if (!options.key) return options.work();
  const { db } = options.tx;
  const requestHash = hashOf(options.request);
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key: options.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [earlier] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, options.key));
    if (earlier?.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'Deze Idempotency-Key hoort bij een andere aanvraag');
    }
    return earlier.response as Result;
  }
  const result = await options.work();
  await db
    .update(idempotencyKeys)
    .set({ response: result as object })
    .where(eq(idempotencyKeys.key, options.key));
  return result;
}
