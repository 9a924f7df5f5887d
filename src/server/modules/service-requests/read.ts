import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requestWithLabels, toServiceRequest } from './list.ts';

const notFound = (id: number) => new AppError('NOT_FOUND', `Serviceaanvraag ${id} bestaat niet`);

/** A request's row as stored, or 404. */
export async function findServiceRequestRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!row) throw notFound(id);
  return row;
}

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
  if (!request) throw notFound(id);
  return toServiceRequest(request);
}
