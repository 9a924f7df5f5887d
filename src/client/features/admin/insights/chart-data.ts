import type {
  AnswerPromise,
  BikeInsights,
  Outcomes,
  RequestsPerWeek,
  ReturningCustomers,
  StageDurations,
} from '../../../../contract/insights.ts';
import { JOURNEY_STAGES, type JourneyStage } from '../../../../contract/insights-constants.ts';
import { LANGUAGE_TAGS, type Language } from '../../../../contract/language.ts';

// From the charts' answers (src/contract/insights.ts) to what a chart and its table show. Pure,
// so the numbers on screen are tested without a browser.

/** `part` of `whole` as a percentage with one decimal; null when there is no whole. */
export const percentage = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** A percentage as the page's language writes it: '83,3%' · '83.3%'; '–' for none. */
export function formatPercentage(value: number | null, language: Language) {
  if (value === null) return '–';
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** Hours with one decimal, as the page's language writes them: '12,5' · '12.5'. */
export const formatHours = (hours: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(hours);

/**
 * A week by its Monday: '23 nov' on a chart's axis, '23 nov 2026' in a table. A calendar day,
 * read at noon UTC, which is that day in every zone.
 */
export function weekName(week: string, language: Language, withYear = false) {
  return new Date(`${week}T12:00:00Z`).toLocaleDateString(LANGUAGE_TAGS[language], {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** 1. Each week's requests with their total, for the chart's bars and the table. */
export const requestsPerWeekRows = ({ weeks }: RequestsPerWeek) =>
  weeks.map((week) => ({ ...week, total: week.workshop + week.onLocation }));

export const requestsPerWeekIsEmpty = ({ weeks }: RequestsPerWeek) =>
  weeks.every((week) => week.workshop + week.onLocation + week.yearBefore === 0);

/** 2. Each week's share of kept promises, and the period's. */
export function answerPromiseFigures({ weeks }: AnswerPromise) {
  const decided = weeks.reduce((sum, week) => sum + week.decided, 0);
  const kept = weeks.reduce((sum, week) => sum + week.kept, 0);
  return {
    decided,
    kept,
    share: percentage(kept, decided),
    weeks: weeks.map((week) => ({ ...week, share: percentage(week.kept, week.decided) })),
  };
}

/** How many missed the promise beyond those listed: 'en N meer'. */
export const missedBeyondList = ({ missed, missedCount }: AnswerPromise) =>
  Math.max(0, missedCount - missed.length);

/** 3. A stage's figures in one week; a stage no bike passed through that week counts 0 hours. */
export function stageFigures(week: StageDurations['weeks'][number], stage: JourneyStage) {
  return (
    week.stages.find((figure) => figure.stage === stage) ?? { stage, medianHours: 0, p90Hours: 0 }
  );
}

/** Per stage, in the journey's order, the median hours of each week: one stacked series each. */
export const stageMedianSeries = ({ weeks }: StageDurations) =>
  JOURNEY_STAGES.map((stage) => ({
    stage,
    hours: weeks.map((week) => stageFigures(week, stage).medianHours),
  }));

export const bikesReady = ({ weeks }: StageDurations) =>
  weeks.reduce((sum, week) => sum + week.bikes, 0);

/** 4. The outcomes in a fixed order, each with its share of the period's requests. */
export function outcomeSlices(outcomes: Outcomes) {
  const keys = ['approved', 'rejected', 'cancelled', 'pending'] as const;
  const total = keys.reduce((sum, key) => sum + outcomes[key], 0);
  return keys.map((key) => ({
    key,
    count: outcomes[key],
    share: percentage(outcomes[key], total),
  }));
}

export const outcomesAreEmpty = (outcomes: Outcomes) =>
  outcomeSlices(outcomes).every((slice) => slice.count === 0);

/** The rejection reasons with their words: a rejection without one of the staff's reasons is `noReason`. */
export const reasonRows = ({ reasons }: Outcomes, noReason: string) =>
  reasons.map(({ reason, count }) => ({ reason: reason ?? noReason, count }));

/** 5. The brands' bars, most first, with every other brand together last when there are any. */
export function brandBars({ brands, otherBrands }: BikeInsights, otherName: string) {
  return otherBrands > 0 ? [...brands, { name: otherName, count: otherBrands }] : [...brands];
}

/** 6. Each week's share of requests from returning customers, and the period's. */
export function returningFigures({ weeks }: ReturningCustomers) {
  const requests = weeks.reduce((sum, week) => sum + week.requests, 0);
  const returning = weeks.reduce((sum, week) => sum + week.returning, 0);
  return {
    requests,
    returning,
    share: percentage(returning, requests),
    weeks: weeks.map((week) => ({ ...week, share: percentage(week.returning, week.requests) })),
  };
}
