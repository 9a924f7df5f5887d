import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { equalsIgnoringCase } from '../../db/equals-ignoring-case.ts';
import { labels, serviceRequestLabels, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentLabel } from './presenters.ts';

type LabelFields = { name: string; color: string; description: string | null };

export async function listLabels(db: Db) {
  const rows = await db.select().from(labels).orderBy(asc(labels.name));
  return rows.map(presentLabel);
}

async function findLabel(db: Db, id: number) {
  const [label] = await db.select().from(labels).where(eq(labels.id, id));
  if (!label) throw new AppError('LABEL_NOT_FOUND');
  return label;
}

/** A name is taken also when it differs only in case: "spoed" next to "Spoed" would confuse. */
async function requireFreeName(db: Db, name: string, exceptId?: number) {
  const [existing] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(equalsIgnoringCase(labels.name, name));
  if (existing && existing.id !== exceptId) throw new AppError('LABEL_NAME_TAKEN');
}

export async function createLabel(options: { db: Db; label: LabelFields }) {
  await requireFreeName(options.db, options.label.name);
  const [label] = await options.db
    .insert(labels)
    .values(options.label)
    .onConflictDoNothing()
    .returning();
  if (!label) throw new AppError('LABEL_NAME_TAKEN');
  return presentLabel(label);
}

export async function updateLabel(options: {
  db: Db;
  id: number;
  changes: LabelFields | { isActive: boolean };
}) {
  await findLabel(options.db, options.id);
  if ('name' in options.changes)
    await requireFreeName(options.db, options.changes.name, options.id);
  const [label] = await options.db
    .update(labels)
    .set(options.changes)
    .where(eq(labels.id, options.id))
    .returning();
  if (!label) throw new AppError('LABEL_NOT_FOUND');
  return presentLabel(label);
}

/** Deletes a label; it disappears from every request that had it. */
export async function deleteLabel(options: { db: Db; id: number }) {
  const [deleted] = await options.db.delete(labels).where(eq(labels.id, options.id)).returning();
  if (!deleted) throw new AppError('LABEL_NOT_FOUND');
}

export async function labelsOfRequest(db: Db, serviceRequestId: number) {
  const [request] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  if (!request) throw new AppError('REQUEST_NOT_FOUND', { id: serviceRequestId });
  const rows = await db
    .select({ label: labels })
    .from(serviceRequestLabels)
    .innerJoin(labels, eq(labels.id, serviceRequestLabels.labelId))
    .where(eq(serviceRequestLabels.serviceRequestId, serviceRequestId))
    .orderBy(asc(labels.name));
  return rows.map(({ label }) => presentLabel(label));
}

/** Puts an active label on a request; putting it on twice changes nothing. */
export async function assignLabel(options: { db: Db; serviceRequestId: number; labelId: number }) {
  const label = await findLabel(options.db, options.labelId);
  if (!label.isActive) throw new AppError('LABEL_DISABLED');
  await labelsOfRequest(options.db, options.serviceRequestId);
  await options.db
    .insert(serviceRequestLabels)
    .values({ serviceRequestId: options.serviceRequestId, labelId: options.labelId })
    .onConflictDoNothing();
  return labelsOfRequest(options.db, options.serviceRequestId);
}

export async function unassignLabel(options: {
  db: Db;
  serviceRequestId: number;
  labelId: number;
}) {
  const [removed] = await options.db
    .delete(serviceRequestLabels)
    .where(
      and(
        eq(serviceRequestLabels.serviceRequestId, options.serviceRequestId),
        eq(serviceRequestLabels.labelId, options.labelId),
      ),
    )
    .returning();
  if (!removed) throw new AppError('LABEL_NOT_ON_REQUEST');
  return labelsOfRequest(options.db, options.serviceRequestId);
}
