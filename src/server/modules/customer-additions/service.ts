import { asc, count, eq } from 'drizzle-orm';
import {
  CUSTOMER_ADDITIONS_MAX,
  type CustomerAddition,
  customerNoteSchema,
} from '../../../contract/customer-additions.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { Database, Db } from '../../db/connect.ts';
import { customerAdditions, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { raiseNotification } from '../notifications/service.ts';
import { findServiceRequestRow } from '../service-requests/handling.ts';
import type { PhotoStore } from '../uploads/photo-store.ts';
import { storePhoto } from '../uploads/service.ts';
import { customerAdded } from './events.ts';

async function additionsOf(db: Db, serviceRequestId: number) {
  const [counted] = await db
    .select({ count: count() })
    .from(customerAdditions)
    .where(eq(customerAdditions.serviceRequestId, serviceRequestId));
  return counted?.count ?? 0;
}

/**
 * The request an addition goes to, when it can take one: 404 when it does not exist, 409 when
 * it is rejected or cancelled (closed: nobody reads what is added to it) or holds
 * `CUSTOMER_ADDITIONS_MAX` additions. `lock` holds its row until the transaction ends, so that
 * two additions at once cannot both take the last place.
 */
async function requestTakingAdditions(db: Db, serviceRequestId: number, lock: boolean) {
  const query = db
    .select({
      id: serviceRequests.id,
      createdAt: serviceRequests.createdAt,
      status: serviceRequests.status,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  const [request] = await (lock ? query.for('update') : query);
  if (!request) throw new AppError('REQUEST_NOT_FOUND', { id: serviceRequestId });
  if (request.status === 'rejected') throw new AppError('CUSTOMER_ADDITIONS_CLOSED');
  if ((await additionsOf(db, serviceRequestId)) >= CUSTOMER_ADDITIONS_MAX) {
    throw new AppError('CUSTOMER_ADDITIONS_FULL');
  }
  return request;
}

/**
 * The customer adds a note, a photo (the bytes of one image, checked and re-encoded as an
 * intake photo is) or both to their request; the staff get a notification and the request's
 * history records it. Nothing at all is refused with 400; a closed or full request with 409
 * (`requestTakingAdditions`). The photo is stored before the transaction, as it takes seconds;
 * when the transaction fails, no row names it and the daily clean-up deletes it.
 */
export async function addCustomerAddition(options: {
  database: Database;
  jobs: Jobs;
  photoStore: PhotoStore;
  serviceRequestId: number;
  note?: string;
  photo?: Buffer;
}): Promise<CustomerAddition> {
  const { database, serviceRequestId } = options;
  const note = customerNoteSchema.parse(options.note);
  if (!note && !options.photo) throw new AppError('CUSTOMER_ADDITION_EMPTY');
  // Before the photo's conversion, so a closed or full request costs no CPU.
  await requestTakingAdditions(database.db, serviceRequestId, false);
  const photo =
    options.photo && (await storePhoto({ store: options.photoStore, bytes: options.photo }));
  return database.transaction(async (tx) => {
    const request = await requestTakingAdditions(tx.db, serviceRequestId, true);
    const [addition] = await tx.db
      .insert(customerAdditions)
      .values({ serviceRequestId, note, photoPath: photo?.photoPath })
      .returning();
    if (!addition) throw new Error('customer addition insert returned no row');
    await options.jobs.publish(tx, customerAdded, {
      serviceRequestId,
      actor: 'customer',
      payload: { additionId: addition.id, note: Boolean(note), photo: Boolean(photo) },
    });
    const what = note && photo ? 'een notitie en een foto' : note ? 'een notitie' : 'een foto';
    await raiseNotification(tx.db, {
      type: 'customer_addition',
      title: 'Aanvulling van de klant',
      message: `De klant heeft ${what} toegevoegd aan ${formatReference(request.id, request.createdAt)}.`,
      severity: 'info',
      source: 'customer',
      about: { serviceRequestId },
    });
    return addition;
  });
}

/** A request's additions, oldest first, as a conversation reads; 404 for an unknown request. */
export async function listCustomerAdditions(
  db: Db,
  serviceRequestId: number,
): Promise<CustomerAddition[]> {
  await findServiceRequestRow(db, serviceRequestId);
  return db
    .select({
      id: customerAdditions.id,
      note: customerAdditions.note,
      photoPath: customerAdditions.photoPath,
      createdAt: customerAdditions.createdAt,
    })
    .from(customerAdditions)
    .where(eq(customerAdditions.serviceRequestId, serviceRequestId))
    .orderBy(asc(customerAdditions.id));
}
