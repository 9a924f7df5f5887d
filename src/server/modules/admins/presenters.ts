import type { Admin } from '../../../contract/admins.ts';
import type { admins } from '../../db/schema.ts';

/** An admin as the dashboard's admin list shows it. */
export const presentAdmin = (row: typeof admins.$inferSelect): Admin => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  createdAt: row.createdAt,
});
