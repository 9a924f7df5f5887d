import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { RequestBike } from '../../../contract/service-requests/bike.ts';
import type { Db } from '../../db/connect.ts';
import { bikeProgress, bikes } from '../../db/schema.ts';

export type BikeProgressRow = typeof bikeProgress.$inferSelect;

/** A bike as stored, with where it is in the workshop once its request is approved. */
export type BikeRow = typeof bikes.$inferSelect & { progress: BikeProgressRow | null };

/** A bike to store: as a form submits it, or as an answer carries it without its id. */
export type NewBike = Omit<RequestBike, 'id' | 'progress'>;

/**
 * The bikes of these requests, in their order, by request: one query for a whole page, so a
 * page of requests costs one more round trip, not one per request.
 */
export async function bikesOfRequests(db: Db, requestIds: number[]) {
  const byRequest = new Map<number, BikeRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({ bike: bikes, progress: bikeProgress })
    .from(bikes)
    .leftJoin(bikeProgress, eq(bikeProgress.bikeId, bikes.id))
    .where(inArray(bikes.serviceRequestId, requestIds))
    .orderBy(asc(bikes.serviceRequestId), asc(bikes.position));
  for (const { bike, progress } of rows) {
    byRequest.get(bike.serviceRequestId)?.push({ ...bike, progress });
  }
  return byRequest;
}

/** One request's bikes, in their order. */
export const bikesOfRequest = async (db: Db, requestId: number) =>
  (await bikesOfRequests(db, [requestId])).get(requestId) ?? [];

/** The work orders of a request's bikes, in the bikes' order. */
export const workOrderIdsOf = (requestBikes: BikeRow[]) =>
  requestBikes.flatMap((bike) => bike.workOrderId ?? []);

/** A bike's own columns, an empty field stored as null. */
const bikeColumns = (bike: NewBike) => ({
  brand: bike.brand,
  model: bike.model ?? null,
  frameNumber: bike.frameNumber ?? null,
  mileage: bike.mileage ?? null,
  photoPath: bike.photoPath ?? null,
  issueDescription: bike.issueDescription,
  serviceType: bike.serviceType ?? null,
  driveSystem: bike.eBike?.driveSystem ?? null,
  errorCode: bike.eBike?.errorCode ?? null,
  batterySerial: bike.eBike?.batterySerial ?? null,
  leaseCompany: bike.lease?.company ?? null,
  leaseContractNumber: bike.lease?.contractNumber ?? null,
});

/** Stores a request's bikes in the order given, the first at position 0. */
export async function insertBikes(db: Db, serviceRequestId: number, requestBikes: NewBike[]) {
  if (requestBikes.length === 0) return;
  await db
    .insert(bikes)
    .values(
      requestBikes.map((bike, position) => ({ serviceRequestId, position, ...bikeColumns(bike) })),
    );
}

/**
 * Makes a request's bikes those given, as an edit of a pending request does: the bike at each
 * position keeps its id, so the dashboard shows it as the same bike; bikes beyond the new
 * count go.
 */
export async function replaceBikes(db: Db, serviceRequestId: number, requestBikes: NewBike[]) {
  const ofRequest = eq(bikes.serviceRequestId, serviceRequestId);
  await db.delete(bikes).where(and(ofRequest, gte(bikes.position, requestBikes.length)));
  const kept = await bikesOfRequest(db, serviceRequestId);
  for (const [position, bike] of requestBikes.entries()) {
    const existing = kept.find((row) => row.position === position);
    if (existing) {
      await db.update(bikes).set(bikeColumns(bike)).where(eq(bikes.id, existing.id));
    } else {
      await db.insert(bikes).values({ serviceRequestId, position, ...bikeColumns(bike) });
    }
  }
}

/**
 * Puts every bike of a request that is being approved on the board, on the day and for the
 * minutes the approval planned, in the approval's transaction: a lease bike waits for its
 * lessor's approval first (decision 051), any other bike is 'planned'. A bike that already has
 * a place keeps it.
 */
export async function startRepairs(
  db: Db,
  serviceRequestId: number,
  plan: { plannedDate: string | null; minutesPerBike: number },
) {
  const requestBikes = await db
    .select({ bikeId: bikes.id, leaseCompany: bikes.leaseCompany })
    .from(bikes)
    .where(eq(bikes.serviceRequestId, serviceRequestId));
  if (requestBikes.length === 0) return;
  await db
    .insert(bikeProgress)
    .values(
      requestBikes.map(({ bikeId, leaseCompany }) => ({
        bikeId,
        serviceRequestId,
        stage: leaseCompany === null ? ('planned' as const) : ('waiting_for_lessor' as const),
        plannedDate: plan.plannedDate,
        plannedMinutes: plan.minutesPerBike,
      })),
    )
    .onConflictDoNothing();
}
