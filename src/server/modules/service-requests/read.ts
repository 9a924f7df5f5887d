import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requestWithLabels, toServiceRequest } from './list.ts';

/**
 * A request as the dashboard reads it, with its labels. In a module of its own so that the
 * integration modules can answer with it without importing the request handling that calls
 * them.
 */
export async function getServiceRequest(db: Db, id: number) {
  const [request] = await db
    .select(requestWithLabels)
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  if (!request) throw new AppError('NOT_FOUND', `Serviceaanvraag ${id} bestaat niet`);
  return toServiceRequest(request);
}
