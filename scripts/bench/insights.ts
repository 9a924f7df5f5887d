import { INSIGHT_CHARTS, type InsightsQuery } from '../../src/contract/insights.ts';
import type { Label } from '../../src/contract/labels.ts';
import { WORKSHOP_TIME_ZONE } from '../../src/contract/service-request-constants.ts';
import { addDays } from '../../src/server/modules/capacity/calendar.ts';
import { httpLoad } from './load.ts';

/** Like the board's: long enough for a p99 of some hundred requests at one connection. */
export const INSIGHTS_SECONDS = 10;

/** The seeded label the filtered run asks for (seed-demo.ts). */
const FILTER_LABEL = 'Garantie';

/** A period of the 'Inzichten' page's picker, and the filters sent with it. */
export type InsightsPeriod = { name: string; query: Record<string, string> };

/** Today in the workshop's time zone, as the page's picker counts its days. */
const workshopToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: WORKSHOP_TIME_ZONE }).format(new Date());

/**
 * What the page asks for: the picker's last 4 weeks and last 12 months, and the 12 months once
 * more with a label and lease bikes only, the filters that join and narrow the most.
 */
export async function insightsPeriods(options: {
  baseUrl: string;
  cookie: string;
}): Promise<InsightsPeriod[]> {
  const response = await fetch(`${options.baseUrl}/api/labels`, {
    headers: { cookie: options.cookie },
  });
  const label = ((await response.json()) as Label[]).find((each) => each.name === FILTER_LABEL);
  if (!label) throw new Error(`the labels answered ${response.status} without "${FILTER_LABEL}"`);
  const to = workshopToday();
  const period = (days: number): Pick<InsightsQuery, 'from' | 'to'> => ({
    from: addDays(to, 1 - days),
    to,
  });
  return [
    { name: 'last 4 weeks', query: period(28) },
    { name: 'last 12 months', query: period(365) },
    {
      name: `last 12 months, label "${FILTER_LABEL}", lease bikes only`,
      query: { ...period(365), label: String(label.id), lease: 'only' },
    },
  ];
}

/** The routes the page reads: each chart on a period, and the top bar's counter. */
export const insightsRoutes = (period: InsightsPeriod) =>
  INSIGHT_CHARTS.map((chart) => ({
    name: chart,
    path: `/api/insights/${chart}?${new URLSearchParams(period.query)}`,
  }));

export const UNANSWERED_ROUTE = { name: 'unanswered', path: '/api/insights/unanswered' };

/** `GET path` at one connection, after a probe that it answers 200 with figures. */
export async function insightsOverHttp(options: { baseUrl: string; cookie: string; path: string }) {
  const url = `${options.baseUrl}${options.path}`;
  const headers = { cookie: options.cookie };
  const probe = await fetch(url, { headers });
  if (probe.status !== 200) {
    throw new Error(`${options.path} answered ${probe.status}: ${await probe.text()}`);
  }
  return httpLoad({ url, headers, connections: 1, durationSeconds: INSIGHTS_SECONDS });
}
