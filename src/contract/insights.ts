import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { recordIdText } from './fields.ts';
import { INSIGHT_LEASE_FILTERS, INSIGHTS_MAX_DAYS, JOURNEY_STAGES } from './insights-constants.ts';
import { DELIVERY_TYPES } from './service-request-constants.ts';

export type { InsightLeaseFilter, JourneyStage } from './insights-constants.ts';
export { INSIGHT_LEASE_FILTERS, INSIGHTS_MAX_DAYS, JOURNEY_STAGES };

// The 'Inzichten' page's figures (docs/decisions/052-insights.md): one route per chart, each
// with its table as CSV, all on the same period and filters.

/** The charts, as their routes name them: `GET /api/insights/<chart>` and `<chart>.csv`. */
export const INSIGHT_CHARTS = [
  'requests-per-week',
  'answer-promise',
  'stage-durations',
  'outcomes',
  'bikes',
  'returning-customers',
] as const;
export type InsightChart = (typeof INSIGHT_CHARTS)[number];

/** The portals promise a first answer within this many business hours (spec 000). */
export const ANSWER_PROMISE_BUSINESS_HOURS = 24;
/** The counter turns amber when a request is this close to its promise, in business hours. */
export const ANSWER_WARNING_BUSINESS_HOURS = 4;

/** The most requests the promise chart lists as having missed it, newest first. */
export const MISSED_PROMISE_LIST_LIMIT = 100;

const insightDate = z.iso.date({ error: inputMessage('insightsDate') });

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** The period (days in Amsterdam, both included) and the filters every chart shares. */
export const insightsQuerySchema = z
  .strictObject({
    from: insightDate,
    to: insightDate,
    serviceType: z.enum(DELIVERY_TYPES, { error: inputMessage('insightsServiceType') }).optional(),
    /** Only requests with this label. */
    label: recordIdText.optional(),
    lease: z.enum(INSIGHT_LEASE_FILTERS, { error: inputMessage('insightsLease') }).optional(),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    error: inputMessage('insightsPeriodOrder'),
  })
  .refine((query) => daysBetween(query.from, query.to) < INSIGHTS_MAX_DAYS, {
    path: ['to'],
    error: inputMessage('insightsPeriodTooLong'),
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** A week of the workshop, by its Monday (YYYY-MM-DD, Amsterdam). */
const week = z.string();

/** 1. Requests per week by service type, and the same week a year (52 weeks) before. */
export const requestsPerWeekSchema = z.object({
  weeks: z.array(
    z.object({
      week,
      workshop: z.number(),
      onLocation: z.number(),
      /** All requests of the week 52 weeks earlier, with the same filters. */
      yearBefore: z.number(),
    }),
  ),
});
export type RequestsPerWeek = z.infer<typeof requestsPerWeekSchema>;

/** A request that got its first answer later than promised, or none while its time is up. */
export const missedPromiseSchema = z.object({
  serviceRequestId: z.number(),
  reference: z.string(),
  submittedAt: z.string(),
  dueAt: z.string(),
  /** Null while it still waits for its answer. */
  answeredAt: z.string().nullable(),
  /** Business hours from submission to the answer, or to now while it waits; one decimal. */
  businessHours: z.number(),
});
export type MissedPromise = z.infer<typeof missedPromiseSchema>;

/** 2. The 24-business-hour promise: per week, the requests decided and those kept. */
export const answerPromiseSchema = z.object({
  weeks: z.array(
    z.object({
      week,
      /** Requests whose promise is decided: answered, or unanswered past their time. */
      decided: z.number(),
      kept: z.number(),
    }),
  ),
  /** The requests of the period that missed it, newest first, at most `MISSED_PROMISE_LIST_LIMIT`. */
  missed: z.array(missedPromiseSchema),
  /** How many missed it in all, also beyond the list. */
  missedCount: z.number(),
});
export type AnswerPromise = z.infer<typeof answerPromiseSchema>;

const hoursFigure = z.object({
  /** Median and 90th percentile, in hours with one decimal. */
  medianHours: z.number(),
  p90Hours: z.number(),
});

/** 3. Time from approval to `ready`, by the week a bike first became ready. */
export const stageDurationsSchema = z.object({
  weeks: z.array(
    z.object({
      week,
      bikes: z.number(),
      total: hoursFigure,
      stages: z.array(hoursFigure.extend({ stage: z.enum(JOURNEY_STAGES) })),
    }),
  ),
});
export type StageDurations = z.infer<typeof stageDurationsSchema>;

/** 4. How the requests of the period ended, and why the rejected ones were. */
export const outcomesSchema = z.object({
  approved: z.number(),
  rejected: z.number(),
  cancelled: z.number(),
  pending: z.number(),
  /** By reason, most first; `reason` null for a rejection without one of the staff's reasons. */
  reasons: z.array(z.object({ reason: z.string().nullable(), count: z.number() })),
});
export type Outcomes = z.infer<typeof outcomesSchema>;

const countByName = z.array(z.object({ name: z.string(), count: z.number() }));

/** 5. The bikes of the period's requests: brands, e-bikes' drive systems, lease bikes. */
export const bikeInsightsSchema = z.object({
  bikes: z.number(),
  /** The most frequent brands (as written, grouped without regard to case), most first. */
  brands: countByName,
  /** The bikes of every other brand together. */
  otherBrands: z.number(),
  driveSystems: countByName,
  eBikes: z.number(),
  leaseBikes: z.number(),
});
export type BikeInsights = z.infer<typeof bikeInsightsSchema>;

/** The brands the bike chart names; the rest are counted together. */
export const TOP_BRANDS = 10;

/** 6. Requests from customers who came before (an earlier request approved), per week. */
export const returningCustomersSchema = z.object({
  weeks: z.array(z.object({ week, requests: z.number(), returning: z.number() })),
});
export type ReturningCustomers = z.infer<typeof returningCustomersSchema>;

/** The top bar's 'Nog niet beantwoord': pending requests without a first answer. */
export const unansweredSchema = z.object({
  count: z.number(),
  /** Of those, within `ANSWER_WARNING_BUSINESS_HOURS` of their promise. */
  nearlyDue: z.number(),
  /** Of those, past their promise. */
  overdue: z.number(),
});
export type Unanswered = z.infer<typeof unansweredSchema>;

/** Each chart's figures, by the chart's name. */
export type InsightFigures = {
  'requests-per-week': RequestsPerWeek;
  'answer-promise': AnswerPromise;
  'stage-durations': StageDurations;
  outcomes: Outcomes;
  bikes: BikeInsights;
  'returning-customers': ReturningCustomers;
};
