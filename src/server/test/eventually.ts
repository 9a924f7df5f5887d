import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { notifications, serviceRequests } from '../db/schema.ts';
import { bikesOfRequest, workOrderIdsOf } from '../modules/service-requests/bikes.ts';

/**
 * Reads until `done` holds or `timeoutMs` (20 s) have passed, for effects of background jobs.
 * Returns the last value read, so the test's own `expect` says what was missing.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The stored row of a request, as a job left it, with its bikes' work orders. */
export async function readServiceRequest(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw new Error(`request ${id} is gone`);
  return { ...row, workOrderIds: workOrderIdsOf(await bikesOfRequest(db, id)) };
}

type Notification = typeof notifications.$inferSelect;

/**
 * The first notification among those `where` selects that `matches`, once a job has raised it
 * (waiting as `waitFor` does); undefined when none came.
 */
export async function waitForNotification(
  db: Db,
  where: SQL,
  matches: (notification: Notification) => boolean,
) {
  const raised = await waitFor(
    () => db.select().from(notifications).where(where),
    (rows) => rows.some(matches),
  );
  return raised.find(matches);
}
