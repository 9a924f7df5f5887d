import type { RejectionReason } from '../../../contract/customers.ts';
import type { rejectionReasons } from '../../db/schema.ts';

/** A rejection reason as the reject dialog and the template editor offer it. */
export const presentRejectionReason = (
  row: typeof rejectionReasons.$inferSelect,
): RejectionReason => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isActive: row.isActive,
});
