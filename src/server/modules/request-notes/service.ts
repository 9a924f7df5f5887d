import { and, asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/connect.ts';
import { requestNotes, serviceRequests, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { noteAdded, noteDeleted } from './events.ts';
import { presentNote } from './presenters.ts';

/** Who reads or writes notes: the signed-in staff member. */
export type Staff = {
  /** Their user id: a note's author, and whose own notes they may delete. */
  userId: string;
  /** Their e-mail address, as events name an actor. */
  actor: string;
};

async function requireRequest(db: Db, serviceRequestId: number) {
  const [request] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  if (!request) throw new AppError('REQUEST_NOT_FOUND', { id: serviceRequestId });
}

// Selected as columns of their own, not as a nested object: Drizzle reads a left-joined object
// whose first column is null (an author without a first name) as no author at all.
const authorColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** A request's internal notes, oldest first, as `viewerId` sees them. */
export async function listRequestNotes(options: {
  db: Db;
  serviceRequestId: number;
  viewerId: string;
}) {
  const { db, serviceRequestId, viewerId } = options;
  await requireRequest(db, serviceRequestId);
  const rows = await db
    .select({ note: requestNotes, ...authorColumns })
    .from(requestNotes)
    .leftJoin(users, eq(users.id, requestNotes.authorUserId))
    .where(eq(requestNotes.serviceRequestId, serviceRequestId))
    .orderBy(asc(requestNotes.id));
  return rows.map(({ note, ...author }) =>
    presentNote(note, note.authorUserId ? author : null, viewerId),
  );
}

/** Stores a note by `authorUserId` in the caller's transaction; answers its row. */
export async function storeNote(
  db: Db,
  note: { serviceRequestId: number; authorUserId: string; body: string },
) {
  const [stored] = await db.insert(requestNotes).values(note).returning();
  if (!stored) throw new Error('The note was not stored');
  return stored;
}

/** Adds a staff member's note to a request and records `request.note_added`; answers the note. */
export async function addRequestNote(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  body: string;
  staff: Staff;
}) {
  const { database, jobs, serviceRequestId, staff } = options;
  return database.transaction(async (tx) => {
    await requireRequest(tx.db, serviceRequestId);
    const note = await storeNote(tx.db, {
      serviceRequestId,
      authorUserId: staff.userId,
      body: options.body,
    });
    await jobs.publish(tx, noteAdded, {
      serviceRequestId,
      actor: staff.actor,
      payload: { noteId: note.id },
    });
    const [author] = await tx.db
      .select(authorColumns)
      .from(users)
      .where(eq(users.id, staff.userId));
    return presentNote(note, author ?? null, staff.userId);
  });
}

/** Deletes a note its author wrote (403 for another's) and records `request.note_deleted`. */
export async function deleteRequestNote(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  noteId: number;
  staff: Staff;
}) {
  const { database, jobs, serviceRequestId, noteId, staff } = options;
  await database.transaction(async (tx) => {
    const ofRequest = and(
      eq(requestNotes.id, noteId),
      eq(requestNotes.serviceRequestId, serviceRequestId),
    );
    const [note] = await tx.db.select().from(requestNotes).where(ofRequest);
    if (!note) throw new AppError('NOTE_NOT_FOUND');
    if (note.authorUserId !== staff.userId) throw new AppError('NOTE_NOT_OWN');
    await tx.db.delete(requestNotes).where(ofRequest);
    await jobs.publish(tx, noteDeleted, {
      serviceRequestId,
      actor: staff.actor,
      payload: { noteId },
    });
  });
}
