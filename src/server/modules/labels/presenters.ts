import type { Label } from '../../../contract/labels.ts';
import type { labels } from '../../db/schema.ts';

/** A label as the dashboard reads it, in the label list and on a request. */
export const presentLabel = (row: typeof labels.$inferSelect): Label => ({
  id: row.id,
  name: row.name,
  color: row.color,
  description: row.description,
  isActive: row.isActive,
  createdAt: row.createdAt,
});
