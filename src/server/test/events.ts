import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { requestEvents } from '../db/schema.ts';
import type { EventDefinition, PublishedEvent } from '../jobs/events.ts';

/** The events recorded for a request, oldest first. */
export const eventsOf = (db: Db, serviceRequestId: number) =>
  db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.serviceRequestId, serviceRequestId))
    .orderBy(asc(requestEvents.id));

/** A request's recorded event of one kind as its subscribers received it, to hand it them again. */
export async function publishedEvent<Payload>(
  db: Db,
  event: EventDefinition<Payload>,
  serviceRequestId: number,
): Promise<PublishedEvent<Payload>> {
  const [row] = await db
    .select()
    .from(requestEvents)
    .where(
      and(eq(requestEvents.serviceRequestId, serviceRequestId), eq(requestEvents.type, event.type)),
    );
  if (!row) throw new Error(`request ${serviceRequestId} has no ${event.type} event`);
  return {
    eventId: row.id,
    type: row.type,
    serviceRequestId,
    payload: event.payload.parse(row.payload),
  };
}
