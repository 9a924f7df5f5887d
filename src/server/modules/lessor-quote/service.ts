import type { RequestBike } from '../../../contract/service-requests/bike.ts';
import type { ServiceRequest } from '../../../contract/service-requests/details.ts';
import type { Quote } from '../../../contract/service-requests/quotes.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../errors.ts';
import { listQuotes } from '../quotes/service.ts';
import { getServiceRequest } from '../service-requests/handling.ts';

/** What the quote for a leasing company shows of a lease bike and its request. */
export type LessorQuote = {
  request: ServiceRequest;
  bike: RequestBike & { lease: NonNullable<RequestBike['lease']> };
  /** The bike's place in its request, counted from 1 as staff and customers count. */
  position: number;
  /** The bike's newest quote; null while none was sent. */
  quote: Quote | null;
};

/**
 * A lease bike of a request with its newest quote, for the page staff print for the leasing
 * company. 404 for an unknown request, a bike of another request, and a bike that is not on
 * lease (its lessor has nothing to approve).
 */
export async function findLessorQuote(options: {
  db: Db;
  serviceRequestId: number;
  bikeId: number;
}): Promise<LessorQuote> {
  const { db, serviceRequestId, bikeId } = options;
  const request = await getServiceRequest(db, serviceRequestId);
  const index = request.bikes.findIndex((bike) => bike.id === bikeId);
  const bike = request.bikes[index];
  if (!bike) throw new AppError('BIKE_NOT_FOUND');
  const position = index + 1;
  const { lease } = bike;
  if (!lease) {
    throw new AppError('LESSOR_QUOTE_NOT_LEASE_BIKE', { reference: request.reference, position });
  }
  // Newest first per bike: the first of this bike's is its newest version.
  const quotes = await listQuotes({ db, serviceRequestId });
  const quote = quotes.find((candidate) => candidate.bikeId === bikeId) ?? null;
  return { request, bike: { ...bike, lease }, position, quote };
}
