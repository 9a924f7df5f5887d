import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationSource } from '../../contract/notifications.ts';
import { formatReference } from '../../contract/service-requests/reference.ts';
import type { Database } from '../db/connect.ts';
import { serviceRequests } from '../db/schema.ts';
import { raiseNotification } from '../modules/notifications/service.ts';
import { defineJob, type JobContext } from './boss.ts';

type Row = typeof serviceRequests.$inferSelect;

/**
 * After an integration step of a request finally failed: tells the staff, unless the request
 * is gone or the step got done after all (by hand, or by another attempt).
 */
export async function notifyFailedRequestStep(
  database: Database,
  serviceRequestId: number,
  step: {
    isDone(row: Row): boolean;
    type: string;
    source: NotificationSource;
    title(reference: string): string;
    message: string;
  },
) {
  const [row] = await database.db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  if (!row || step.isDone(row)) return;
  await raiseNotification(database.db, {
    type: step.type,
    title: step.title(formatReference(row.id, row.createdAt)),
    message: step.message,
    severity: 'error',
    source: step.source,
    about: { serviceRequestId: row.id },
  });
}

/**
 * A check of an external system every 15 minutes (and never two at once). A run that could
 * not read everything fails, so it is retried; when it keeps failing the staff are warned.
 */
export function defineScheduledCheck(options: {
  name: string;
  check(context: JobContext): Promise<{ failures: string[] }>;
  failure: { type: string; title: string; source: NotificationSource; message: string };
}) {
  return defineJob({
    name: options.name,
    payload: z.object({}),
    schedule: '*/15 * * * *',
    policy: 'singleton',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 10 * 60,

    async handle(_payload, context) {
      const { failures } = await options.check(context);
      if (failures.length > 0) throw new Error(failures.join('; '));
    },

    async onFinalFailure(_payload, error, { database }) {
      await raiseNotification(database.db, {
        type: options.failure.type,
        title: options.failure.title,
        message: `${options.failure.message}: ${error.message}`,
        severity: 'warning',
        source: options.failure.source,
      });
    },
  });
}
