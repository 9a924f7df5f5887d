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
 * A job that the version before events queued under a subscriber's name, still waiting when
 * the app is upgraded (its system was down, say). It names only the request.
 */
export type QueuedBeforeEvents = { serviceRequestId: number };

/**
 * A module's reaction to an event: a job, enqueued in the transaction that records the
 * event, with the retries and the final-failure handling of any job. `Job` is what the
 * handler receives: the published event, or for a job that replaced one of the version
 * before events, that too or the earlier job's payload.
 */
export type Subscription<Payload, Job = PublishedEvent<Payload>> = JobDefinition<Job> & {
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

const publishedEvent = <Payload>(event: EventDefinition<Payload>) =>
  z.object({
    eventId: z.number().int().positive(),
    type: z.literal(event.type),
    serviceRequestId: z.number().int().positive(),
    payload: event.payload,
  }) as z.ZodType<PublishedEvent<Payload>>;

/** Subscribes a job to an event; its payload is the published event. */
export function subscribe<Payload>(
  event: EventDefinition<Payload>,
  definition: Omit<Subscription<Payload>, 'event' | 'payload'>,
): Subscription<Payload> {
  return { ...definition, event, payload: publishedEvent(event) };
}

/**
 * Subscribes a job that has the name of a job of the version before events, whose payload was
 * `{ serviceRequestId }`: such a job still queued at the upgrade is done, not failed on its
 * payload (a work order or invoice would otherwise never be made, without a word).
 */
export function subscribeInPlaceOfEarlierJob<Payload>(
  event: EventDefinition<Payload>,
  definition: Omit<
    Subscription<Payload, PublishedEvent<Payload> | QueuedBeforeEvents>,
    'event' | 'payload'
  >,
): Subscription<Payload, PublishedEvent<Payload> | QueuedBeforeEvents> {
  const queuedBeforeEvents = z.strictObject({ serviceRequestId: z.number().int().positive() });
  return { ...definition, event, payload: z.union([publishedEvent(event), queuedBeforeEvents]) };
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
