// The insights' limits, without zod: the input messages name them (see `insights.ts`).

/** The longest period a chart covers: a year with its edges. */
export const INSIGHTS_MAX_DAYS = 400;

/** How a submitted request ended: staff approved or rejected it, or the customer cancelled it. */
export const REQUEST_OUTCOMES = ['approved', 'rejected', 'cancelled'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];
