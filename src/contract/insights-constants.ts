import type { BikeStage } from './service-requests/stages.ts';

// The insights' limits and choices, without zod: the input messages name them, and the insights
// page's chunk reads them without loading the validation library (see `insights.ts`).

/** The longest period a chart covers: a year with its edges. */
export const INSIGHTS_MAX_DAYS = 400;

/** How a submitted request ended: staff approved or rejected it, or the customer cancelled it. */
export const REQUEST_OUTCOMES = ['approved', 'rejected', 'cancelled'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

/** The lease filter: only requests with a lease bike, or only those without. */
export const INSIGHT_LEASE_FILTERS = ['only', 'none'] as const;
export type InsightLeaseFilter = (typeof INSIGHT_LEASE_FILTERS)[number];

/**
 * The stages a bike passes between approval and `ready`, whose time the journey chart shows:
 * `BIKE_STAGES` without `ready` and `done`, in their order (a test holds them equal).
 */
export const JOURNEY_STAGES = [
  'waiting_for_lessor',
  'planned',
  'in_repair',
  'waiting_for_parts',
  'waiting_for_customer',
] as const satisfies readonly BikeStage[];
export type JourneyStage = (typeof JOURNEY_STAGES)[number];
