import { addDays, mondayOf, todayInWorkshop } from '../../../../contract/capacity-constants.ts';
import {
  INSIGHT_LEASE_FILTERS,
  INSIGHTS_MAX_DAYS,
  type InsightLeaseFilter,
} from '../../../../contract/insights-constants.ts';
import {
  DELIVERY_TYPES,
  type DeliveryType,
} from '../../../../contract/service-request-constants.ts';

/** The period picker's choices; 'Laatste 4 weken' is where the page opens. */
export const INSIGHT_PERIODS = ['this-week', 'last-4-weeks', 'last-12-months', 'custom'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** What the page shows: a period and the filters, as the address bar holds them. */
export type InsightsView = {
  period: InsightPeriod;
  /** The custom period's days (YYYY-MM-DD, Amsterdam); empty while a field is empty. */
  from: string;
  to: string;
  serviceType: DeliveryType | 'all';
  label: number | 'all';
  lease: InsightLeaseFilter | 'all';
};

const DEFAULT_PERIOD = 'last-4-weeks' as const;

export const DEFAULT_INSIGHTS_VIEW: InsightsView = {
  period: DEFAULT_PERIOD,
  from: '',
  to: '',
  serviceType: 'all',
  label: 'all',
  lease: 'all',
};

const oneOf = <Choice extends string>(choices: readonly Choice[], value: string | null) =>
  choices.find((choice) => choice === value);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view an address bar's query holds (`?period=custom&from=2026-01-05&to=2026-03-29&label=3`,
 * decision 036); an unknown value is the default, so a mistyped link still shows charts.
 */
export function viewOfQuery(query: string, today = todayInWorkshop()): InsightsView {
  const params = new URLSearchParams(query);
  // A custom period without its days (a link cut short) starts from the default period's.
  const fallback = presetDays(DEFAULT_PERIOD, today);
  const label = Number(params.get('label'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  const period = oneOf(INSIGHT_PERIODS, params.get('period')) ?? DEFAULT_INSIGHTS_VIEW.period;
  return {
    period,
    from: period === 'custom' ? day('from') || fallback.from : '',
    to: period === 'custom' ? day('to') || fallback.to : '',
    serviceType: oneOf(DELIVERY_TYPES, params.get('serviceType')) ?? 'all',
    label: Number.isInteger(label) && label > 0 ? label : 'all',
    lease: oneOf(INSIGHT_LEASE_FILTERS, params.get('lease')) ?? 'all',
  };
}

/** The address bar's query of `view`: every value that is not the default, so `/admin/inzichten` stays bare. */
export function queryOfView(view: InsightsView) {
  const params = new URLSearchParams();
  if (view.period !== DEFAULT_INSIGHTS_VIEW.period) params.set('period', view.period);
  if (view.period === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  if (view.serviceType !== 'all') params.set('serviceType', view.serviceType);
  if (view.label !== 'all') params.set('label', String(view.label));
  if (view.lease !== 'all') params.set('lease', view.lease);
  return params.toString();
}

/**
 * The days a preset covers, up to today (Amsterdam): this week from its Monday; the last 4
 * weeks and the last 12 months as whole weeks, this one included (4 and 52), so every bar of a
 * weekly chart is a whole week but the current one.
 */
export function presetDays(period: Exclude<InsightPeriod, 'custom'>, today = todayInWorkshop()) {
  const weeks = { 'this-week': 1, 'last-4-weeks': 4, 'last-12-months': 52 }[period];
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

/** The days `view` covers: a preset's, or the custom fields' as typed. */
export const daysOf = (view: InsightsView, today = todayInWorkshop()) =>
  view.period === 'custom' ? { from: view.from, to: view.to } : presetDays(view.period, today);

/** The charts' query for `view` (src/contract/insights.ts): the period and each filter chosen. */
export function insightsQueryOf(view: InsightsView, today = todayInWorkshop()) {
  const query: Record<string, string> = { ...daysOf(view, today) };
  if (view.serviceType !== 'all') query.serviceType = view.serviceType;
  if (view.label !== 'all') query.label = String(view.label);
  if (view.lease !== 'all') query.lease = view.lease;
  return query;
}

/** The charts' query as a URL's query string, for the API and the CSV links alike. */
export const insightsSearch = (query: Record<string, string>) =>
  new URLSearchParams(query).toString();

const DAY_MS = 86_400_000;

/**
 * What is wrong with a custom period, by field, before it is asked for: the checks of
 * `insightsQuerySchema`, worded by the page, so the page needs no validation library.
 */
export function periodErrors(
  { from, to }: { from: string; to: string },
  words: { date: string; order: string; tooLong: string },
) {
  const errors: { from?: string; to?: string } = {};
  if (!ISO_DAY.test(from)) errors.from = words.date;
  if (!ISO_DAY.test(to)) errors.to = words.date;
  if (errors.from || errors.to) return errors;
  if (from > to) errors.to = words.order;
  else if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= INSIGHTS_MAX_DAYS)
    errors.to = words.tooLong;
  return errors;
}
