import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PRIVATE_LINK_TOKEN_PATTERN } from '../../../contract/customer-link.ts';
import { ERASED_NAME } from '../../../contract/privacy.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import { privateLinkHashOf, privateLinkTokenHash } from '../../auth/private-link.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/connect.ts';
import { bikeProgress, bikes, requestEvents, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { queueEmail } from '../emails/service.ts';
import { privateLinkReplaced, privateLinkResent } from './events.ts';
import { privateLinkEmail } from './link-email.ts';

/**
 * Gives the requests stored before private links existed theirs, at boot: the secret is not in
 * the database, so a migration cannot. Anonymised requests stay without one.
 */
export async function assignMissingPrivateLinks(db: Db, config: Config) {
  const missing = await db
    .select({ id: serviceRequests.id, generation: serviceRequests.linkGeneration })
    .from(serviceRequests)
    .where(and(isNull(serviceRequests.linkTokenHash), ne(serviceRequests.fullName, ERASED_NAME)));
  for (const { id, generation } of missing) {
    await db
      .update(serviceRequests)
      // Nothing staff see changed: the request keeps its time of last change.
      .set({
        linkTokenHash: privateLinkHashOf(config, id, generation),
        updatedAt: sql`${serviceRequests.updatedAt}`,
      })
      .where(eq(serviceRequests.id, id));
  }
}

/** A bike on the private page: what the customer sent, and where it is in the workshop. */
export type PrivatePageBike = {
  /** For the page's forms and the bike's quote; never shown. */
  id: number;
  position: number;
  brand: string;
  model: string | null;
  stage: BikeStage | null;
  plannedDate: string | null;
  /** Each stage the bike reached, oldest first, with when. */
  timeline: { stage: BikeStage; at: Date }[];
};

/** What the private page shows of a request: nothing that names or reaches the customer but the first name. */
export type PrivatePageRequest = {
  /** For the actions on the page; never shown. */
  id: number;
  reference: string;
  firstName: string | null;
  createdAt: Date;
  status: 'pending' | 'approved' | 'rejected';
  /** The customer cancelled it on this page: rejected, but by them (decision 046). */
  cancelled: boolean;
  deliveryType: 'workshop' | 'on_location';
  language: 'nl' | 'en';
  bikes: PrivatePageBike[];
};

/**
 * The request a private link's token opens, or null when it opens none: a token of another
 * shape, one that was replaced, or that of an anonymised or deleted request. The caller cannot
 * tell these apart, and neither can the customer.
 */
export async function findPrivatePage(db: Db, token: string): Promise<PrivatePageRequest | null> {
  if (!PRIVATE_LINK_TOKEN_PATTERN.test(token)) return null;
  const [request] = await db
    .select({
      id: serviceRequests.id,
      firstName: serviceRequests.firstName,
      fullName: serviceRequests.fullName,
      createdAt: serviceRequests.createdAt,
      status: serviceRequests.status,
      deliveryType: serviceRequests.deliveryType,
      language: serviceRequests.language,
      cancelledAt: serviceRequests.cancelledByCustomerAt,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.linkTokenHash, privateLinkTokenHash(token)));
  if (!request) return null;
  const [rows, events] = await Promise.all([
    db
      .select({
        id: bikes.id,
        position: bikes.position,
        brand: bikes.brand,
        model: bikes.model,
        stage: bikeProgress.stage,
        plannedDate: bikeProgress.plannedDate,
        stageChangedAt: bikeProgress.stageChangedAt,
      })
      .from(bikes)
      .leftJoin(bikeProgress, eq(bikeProgress.bikeId, bikes.id))
      .where(eq(bikes.serviceRequestId, request.id))
      .orderBy(asc(bikes.position)),
    db
      .select({
        type: requestEvents.type,
        payload: requestEvents.payload,
        at: requestEvents.createdAt,
      })
      .from(requestEvents)
      .where(
        and(
          eq(requestEvents.serviceRequestId, request.id),
          inArray(requestEvents.type, ['request.approved', 'bike.stage_changed']),
        ),
      )
      .orderBy(asc(requestEvents.id)),
  ]);
  const approvedAt = events.find((event) => event.type === 'request.approved')?.at;
  return {
    id: request.id,
    reference: formatReference(request.id, request.createdAt),
    // Older requests kept only the full name: its first word is the first name.
    firstName: request.firstName ?? request.fullName.split(' ')[0] ?? null,
    createdAt: request.createdAt,
    status: request.status,
    cancelled: request.cancelledAt !== null,
    deliveryType: request.deliveryType,
    language: request.language,
    bikes: rows.map((bike) => {
      const moves = events.flatMap((event) =>
        event.type === 'bike.stage_changed' && event.payload.bikeId === bike.id
          ? [
              {
                from: event.payload.from as BikeStage,
                stage: event.payload.to as BikeStage,
                at: event.at,
              },
            ]
          : [],
      );
      return {
        id: bike.id,
        position: bike.position + 1,
        brand: bike.brand,
        model: bike.model,
        stage: bike.stage,
        plannedDate: bike.plannedDate,
        timeline: timelineOf(bike, approvedAt, moves),
      };
    }),
  };
}

/**
 * A bike's stages with their times: where the approval put it (planned, or waiting for its
 * lessor: where its first move came from, else where it is), then each move. A bike approved
 * before its moves were recorded shows where it is since it got there.
 */
function timelineOf(
  bike: { stage: BikeStage | null; stageChangedAt: Date | null },
  approvedAt: Date | undefined,
  moves: { from: BikeStage; stage: BikeStage; at: Date }[],
) {
  if (bike.stage === null || bike.stageChangedAt === null) return [];
  const steps = moves.map(({ stage, at }) => ({ stage, at }));
  if (approvedAt) return [{ stage: moves[0]?.from ?? bike.stage, at: approvedAt }, ...steps];
  return steps.length > 0 ? steps : [{ stage: bike.stage, at: bike.stageChangedAt }];
}

/** The request whose link staff send, locked until the transaction ends; 404 and 409 as below. */
async function requestToLink(db: Db, serviceRequestId: number) {
  const [request] = await db
    .select({
      id: serviceRequests.id,
      email: serviceRequests.email,
      firstName: serviceRequests.firstName,
      language: serviceRequests.language,
      createdAt: serviceRequests.createdAt,
      generation: serviceRequests.linkGeneration,
      hash: serviceRequests.linkTokenHash,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .for('update');
  if (!request) throw new AppError('REQUEST_NOT_FOUND', { id: serviceRequestId });
  // An anonymised request's link ended with its customer's data; nobody is left to mail.
  if (!request.hash) throw new AppError('REQUEST_WITHOUT_CUSTOMER', { id: serviceRequestId });
  return request;
}

type SendLinkOptions = {
  database: Database;
  jobs: Jobs;
  config: Config;
  serviceRequestId: number;
  /** The admin who asked, as events name an actor. */
  actor: string;
};

/**
 * 'Link opnieuw sturen': mails the customer the request's current private link and records
 * `request.link_resent`. REQUEST_NOT_FOUND, or REQUEST_WITHOUT_CUSTOMER once anonymised.
 */
export async function resendPrivateLink(options: SendLinkOptions) {
  const { jobs, serviceRequestId, actor } = options;
  await options.database.transaction(async (tx) => {
    const request = await requestToLink(tx.db, serviceRequestId);
    await queueEmail({ tx, jobs, message: privateLinkEmail(request, { replaced: false }) });
    await jobs.publish(tx, privateLinkResent, { serviceRequestId, actor, payload: {} });
  });
}

/**
 * 'Nieuwe link sturen': gives the request a new private link, which ends the old one at once,
 * mails it and records `request.link_replaced`. Mails about the request still waiting in the
 * outbox carry the new link too, as the link is filled in when a mail is sent.
 */
export async function replacePrivateLink(options: SendLinkOptions) {
  const { jobs, config, serviceRequestId, actor } = options;
  await options.database.transaction(async (tx) => {
    const request = await requestToLink(tx.db, serviceRequestId);
    const generation = request.generation + 1;
    await tx.db
      .update(serviceRequests)
      .set({
        linkGeneration: sql`${serviceRequests.linkGeneration} + 1`,
        linkTokenHash: privateLinkHashOf(config, serviceRequestId, generation),
      })
      .where(eq(serviceRequests.id, serviceRequestId));
    await queueEmail({ tx, jobs, message: privateLinkEmail(request, { replaced: true }) });
    await jobs.publish(tx, privateLinkReplaced, {
      serviceRequestId,
      actor,
      payload: { generation },
    });
  });
}
