import { z } from 'zod';

// A request's history as the dashboard's timeline reads it (docs/decisions/028-side-effects-as-events.md).

/** The most recent changes a timeline shows; a request's history rarely has a tenth of them. */
export const HISTORY_LIMIT = 200;

/**
 * One change: its type (`bike.stage_changed`), who made it (an admin's e-mail address,
 * `customer`, `system` or an external system's name), when, and what the event recorded.
 */
export const historyEntrySchema = z.object({
  id: z.number(),
  type: z.string(),
  actor: z.string(),
  at: z.date(),
  payload: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
