// The insights' limits, without zod: the input messages name them (see `insights.ts`).

/** The longest period a chart covers: a year with its edges. */
export const INSIGHTS_MAX_DAYS = 400;
