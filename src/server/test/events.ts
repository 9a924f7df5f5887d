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

/** A request's history as a timeline reads it: what, by whom, with what; oldest first. */
export const historyOf = async (db: Db, serviceRequestId: number) =>
  (await eventsOf(db, serviceRequestId)).map(({ type, actor, payload }) => ({
    type,
    actor,
    payload,
  }));

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

/** The contact details of a request that an event must never hold, as stored. */
type ContactDetails = {
  fullName: string;
  email: string;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
};

/** Which of the requests' contact details the events' payloads hold: none, they must. */
export function contactDetailsIn(events: { payload: unknown }[], ...requests: ContactDetails[]) {
  const payloads = JSON.stringify(events.map((event) => event.payload)).toLowerCase();
  return requests
    .flatMap((request) => [
      request.fullName,
      ...request.fullName.split(' '),
      request.email,
      request.phone,
      request.street,
      request.postalCode,
      request.city,
    ])
    .filter((detail): detail is string => !!detail && payloads.includes(detail.toLowerCase()));
}

/**
 * Records an event of a request's history at a chosen moment, as staff would have made it:
 * a hand-made history for what the triggers on `request_events` keep.
 */
export const recordEventAt = (
  db: Db,
  serviceRequestId: number,
  type: string,
  at: string,
  payload: Record<string, unknown> = {},
) =>
  db.insert(requestEvents).values({
    serviceRequestId,
    type,
    actor: 'beheer@werkplaats.test',
    payload,
    createdAt: new Date(at),
  });
