import { z } from 'zod';
import { text } from '../fields.ts';

// Archiving: the repair's state, archiving by hand, and archiving the completed repairs.

/** Whether the repair is still to be done: neither completed nor archived. */
export const isRepairOpen = (request: { isArchived: boolean; completedAt: unknown }) =>
  !request.isArchived && request.completedAt === null;

/**
 * Whether the planner holds a visit for this request that has not happened: the activity
 * (`activityId`) was made and the repair is still open. Deleting the request takes such a
 * visit out of the planner.
 */
export const hasOpenPlannerVisit = (
  request: { isArchived: boolean; completedAt: unknown },
  activityId: string | null,
): activityId is string => activityId !== null && isRepairOpen(request);

/** The reason sent when staff archive a repair by hand. */
export const MANUAL_ARCHIVE_REASON =
  'Manually archived by admin - repair completed in CycleSoftware';

export const archiveServiceRequestSchema = z.strictObject({
  reason: text().trim().min(1).max(500).default(MANUAL_ARCHIVE_REASON),
});

/** What 'Controleer Voltooide Reparaties' did; `failures` names requests whose orders could not be read. */
export const checkCompletedRepairsResultSchema = z.object({
  archivedCount: z.number(),
  failures: z.array(z.string()),
});
