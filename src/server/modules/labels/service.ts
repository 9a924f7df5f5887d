import { and, asc, eq } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/connect.ts';
import { equalsIgnoringCase } from '../../db/equals-ignoring-case.ts';
import { labels, serviceRequestLabels, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { labelAdded, labelRemoved } from './events.ts';
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

/** Deletes a label; it disappears from every request that had it, in each one's history too. */
export async function deleteLabel(options: {
  database: Database;
  jobs: Jobs;
  id: number;
  /** The admin's e-mail address. */
  actor: string;
}) {
  await options.database.transaction(async (tx) => {
    const links = await tx.db
      .delete(serviceRequestLabels)
      .where(eq(serviceRequestLabels.labelId, options.id))
      .returning();
    const [deleted] = await tx.db.delete(labels).where(eq(labels.id, options.id)).returning();
    if (!deleted) throw new AppError('LABEL_NOT_FOUND');
    for (const link of links)
      await publishLink(tx, options.jobs, labelRemoved, link, options.actor);
  });
}

type Link = { serviceRequestId: number; labelId: number };

const publishLink = (
  tx: Transaction,
  jobs: Jobs,
  event: typeof labelAdded,
  link: Link,
  actor: string,
) =>
  jobs.publish(tx, event, {
    serviceRequestId: link.serviceRequestId,
    actor,
    payload: { labelId: link.labelId },
  });

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

type LinkChange = Link & {
  database: Database;
  jobs: Jobs;
  /** The admin's e-mail address. */
  actor: string;
};

/** Puts an active label on a request; putting it on twice changes nothing, nor records anything. */
export async function assignLabel(options: LinkChange) {
  const { serviceRequestId, labelId } = options;
  return options.database.transaction(async (tx) => {
    const label = await findLabel(tx.db, labelId);
    if (!label.isActive) throw new AppError('LABEL_DISABLED');
    await labelsOfRequest(tx.db, serviceRequestId);
    const [added] = await tx.db
      .insert(serviceRequestLabels)
      .values({ serviceRequestId, labelId })
      .onConflictDoNothing()
      .returning();
    if (added) await publishLink(tx, options.jobs, labelAdded, added, options.actor);
    return labelsOfRequest(tx.db, serviceRequestId);
  });
}

export async function unassignLabel(options: LinkChange) {
  return options.database.transaction(async (tx) => {
    const [removed] = await tx.db
      .delete(serviceRequestLabels)
      .where(
        and(
          eq(serviceRequestLabels.serviceRequestId, options.serviceRequestId),
          eq(serviceRequestLabels.labelId, options.labelId),
        ),
      )
      .returning();
    if (!removed) throw new AppError('LABEL_NOT_ON_REQUEST');
    await publishLink(tx, options.jobs, labelRemoved, removed, options.actor);
    return labelsOfRequest(tx.db, options.serviceRequestId);
  });
}
