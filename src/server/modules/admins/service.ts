import { asc, count, eq } from 'drizzle-orm';
import { normaliseEmail } from '../../auth/service.ts';
import type { Db } from '../../db/connect.ts';
import { admins } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export function listAdmins(db: Db) {
  return db.select().from(admins).orderBy(asc(admins.email));
}

/** Gives an e-mail address admin rights; it signs in through the normal login. */
export async function addAdmin(options: { db: Db; email: string; fullName?: string }) {
  const email = normaliseEmail(options.email);
  const [admin] = await options.db
    .insert(admins)
    .values({ email, fullName: options.fullName })
    .onConflictDoNothing()
    .returning();
  if (!admin) throw new AppError('CONFLICT', `${email} is al beheerder`);
  return admin;
}

/**
 * Takes admin rights away, effective on the admin's next request. The last admin cannot be
 * removed: nobody could add one back from the dashboard.
 */
export async function removeAdmin(options: { db: Db; id?: number; email?: string }) {
  const { db } = options;
  const condition =
    options.id !== undefined
      ? eq(admins.id, options.id)
      : eq(admins.email, normaliseEmail(options.email ?? ''));
  const [admin] = await db.select().from(admins).where(condition);
  if (!admin) throw new AppError('NOT_FOUND', 'Beheerder niet gevonden');
  const [total] = await db.select({ value: count() }).from(admins);
  if ((total?.value ?? 0) <= 1) {
    throw new AppError('CONFLICT', 'De laatste beheerder kan niet worden verwijderd');
  }
  await db.delete(admins).where(eq(admins.id, admin.id));
  return admin;
}
