import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { Database } from '../../db/connect.ts';
import { requestFacts } from '../../db/schema.ts';
import { raiseNotification } from '../notifications/service.ts';
import { waitingForAnswer } from './service.ts';

// The 24-business-hour promise, watched: staff hear once when a request comes within 4 business
// hours of it and once when it misses it (decision 052).

/** More than a minute's crossings are unusual; the rest wait for the next run. */
const BATCH = 200;

const DUTCH_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: WORKSHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Raises a notification for each waiting request that crossed a line since the last run, and
 * marks it in the same transaction, so that a line is told once however often this runs. A
 * request found past both lines is told only that it missed its promise.
 */
export async function notifyPromiseCrossings(database: Database, now = new Date()) {
  return database.transaction(async (tx) => {
    const crossed = await tx.db
      .select({
        serviceRequestId: requestFacts.serviceRequestId,
        submittedAt: requestFacts.submittedAt,
        dueAt: requestFacts.answerDueAt,
        warned: sql<boolean>`${requestFacts.warningNotifiedAt} is not null`,
      })
      .from(requestFacts)
      .where(
        and(
          waitingForAnswer(),
          lte(requestFacts.answerWarnAt, now),
          isNull(requestFacts.missedNotifiedAt),
        ),
      )
      .orderBy(asc(requestFacts.answerWarnAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let told = 0;
    for (const request of crossed) {
      const missed = request.dueAt <= now;
      if (!missed && request.warned) continue;
      const reference = formatReference(request.serviceRequestId, request.submittedAt);
      await raiseNotification(tx.db, {
        type: missed ? 'answer_promise_missed' : 'answer_promise_near',
        title: missed
          ? `${reference} heeft nog geen antwoord: 24 werkuren voorbij`
          : `${reference} nadert 24 werkuren zonder antwoord`,
        message: missed
          ? `Beloofd was een antwoord vóór ${DUTCH_TIME.format(request.dueAt)}.`
          : `Beantwoord de aanvraag vóór ${DUTCH_TIME.format(request.dueAt)}.`,
        severity: missed ? 'error' : 'warning',
        source: 'system',
        about: { serviceRequestId: request.serviceRequestId },
      });
      await tx.db
        .update(requestFacts)
        .set(
          missed
            ? {
                missedNotifiedAt: now,
                warningNotifiedAt: sql`coalesce(${requestFacts.warningNotifiedAt}, ${now.toISOString()}::timestamptz)`,
              }
            : { warningNotifiedAt: now },
        )
        .where(eq(requestFacts.serviceRequestId, request.serviceRequestId));
      told += 1;
    }
    return told;
  });
}
