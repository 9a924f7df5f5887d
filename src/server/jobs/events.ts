import { z } from 'zod';
import type { Transaction } from '../db/connect.ts';
import { requestEvents } from '../db/schema.ts';
import type { JobContext, JobDefinition } from './boss.ts';

/**
 * A kind of change to a request, declared by the module that makes the change; the modules
 * that react import it and subscribe. Its payload is what a reaction or a timeline needs to
 * know beyond the request's id, and never a customer's data: events are kept for good.
 */
export type EventDefinition<Payload> = {
  /** The subject, then what happened to it: `request.approved`. */
  type: string;
  payload: z.ZodType<Payload>;
};

/** Declares an event; the identity function that lets TypeScript infer the payload type. */
export const defineEvent = <Payload>(definition: EventDefinition<Payload>) => definition;

/** Who made a change that no admin made: Spaak itself, or the external system that reported it. */
export const SYSTEM_ACTOR = 'system';

/** An event as it was recorded, and as each subscriber's job receives it. */
export type PublishedEvent<Payload> = {
  eventId: number;
  type: string;
  serviceRequestId: number;
  payload: Payload;
};

/**
 * A module's reaction to an event: a job, enqueued in the transaction that records the
 * event, with the retries and the final-failure handling of any job.
 */
export type Subscription<Payload> = JobDefinition<PublishedEvent<Payload>> & {
  event: EventDefinition<Payload>;
  /** Whether the event concerns this subscriber (say, its system is configured); default yes. */
  when?(payload: Payload, context: JobContext): boolean;
  /** How long the job waits before its first attempt. */
  startAfterSeconds?: number;
  /**
   * The name under which the publisher may also run this handler right after its commit, to
   * tell its caller the outcome (approval's immediate attempt); the job stays the safety net.
   */
  attemptAtOnceAs?: string;
};

/** Subscribes a job to an event; its payload is the published event. */
export function subscribe<Payload>(
  event: EventDefinition<Payload>,
  definition: Omit<Subscription<Payload>, 'event' | 'payload'>,
): Subscription<Payload> {
  const payload = z.object({
    eventId: z.number().int().positive(),
    type: z.literal(event.type),
    serviceRequestId: z.number().int().positive(),
    payload: event.payload,
  }) as z.ZodType<PublishedEvent<Payload>>;
  return { ...definition, event, payload };
}

/** What happened, to which request, by whom. */
export type Occurrence<Payload> = {
  serviceRequestId: number;
  /** An admin's e-mail address, `SYSTEM_ACTOR`, or the external system that reported it. */
  actor: string;
  payload: Payload;
};

/** Appends the event to the request's history, in the change's transaction. */
export async function recordEvent<Payload>(
  tx: Transaction,
  event: EventDefinition<Payload>,
  occurrence: Occurrence<Payload>,
): Promise<PublishedEvent<Payload>> {
  const payload = event.payload.parse(occurrence.payload);
  const [row] = await tx.db
    .insert(requestEvents)
    .values({
      serviceRequestId: occurrence.serviceRequestId,
      type: event.type,
      actor: occurrence.actor,
      payload: payload as Record<string, unknown>,
    })
    .returning({ id: requestEvents.id });
  if (!row) throw new Error('event insert returned no row');
  return {
    eventId: row.id,
    type: event.type,
    serviceRequestId: occurrence.serviceRequestId,
    payload,
  };
}
