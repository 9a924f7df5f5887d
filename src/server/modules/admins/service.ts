import { asc, eq } from 'drizzle-orm';
import { normaliseEmail } from '../../auth/service.ts';
import type { Db } from '../../db/connect.ts';
import { admins } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentAdmin } from './presenters.ts';

export async function listAdmins(db: Db) {
  const rows = await db.select().from(admins).orderBy(asc(admins.email));
  return rows.map(presentAdmin);
}

/** Gives an e-mail address admin rights; it signs in through the normal login. */
export async function addAdmin(options: { db: Db; email: string; fullName?: string }) {
  const email = normaliseEmail(options.email);
  const [admin] = await options.db
    .insert(admins)
    .values({ email, fullName: options.fullName })
    .onConflictDoNothing()
    .returning();
  if (!admin) throw new AppError('ADMIN_EXISTS', { email });
  return presentAdmin(admin);
}

/**
 * Takes admin rights away, effective on the admin's next request. The last admin cannot be
 * removed: nobody could add one back from the dashboard. Every admin row is locked while
 * counting, so two removals at once cannot both take the last two.
 */
export function removeAdmin(options: { db: Db; id?: number; email?: string }) {
  const condition =
    options.id !== undefined
      ? eq(admins.id, options.id)
      : eq(admins.email, normaliseEmail(options.email ?? ''));
  return options.db.transaction(async (tx) => {
    const all = await tx.select().from(admins).for('update');
    const [admin] = await tx.select().from(admins).where(condition);
    if (!admin) throw new AppError('ADMIN_NOT_FOUND');
    if (all.length <= 1) {
      throw new AppError('LAST_ADMIN');
    }
    await tx.delete(admins).where(eq(admins.id, admin.id));
    return presentAdmin(admin);
  });
}
