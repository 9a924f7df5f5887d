import { useQuery } from '@tanstack/react-query';
import type { InsightChart, InsightFigures } from '../../../../../contract/insights.ts';
import { insightsSearch } from '../period.ts';

/** Every chart's query lives under this key. */
export const INSIGHTS_QUERY_KEY = ['/api/insights'] as const;

/** A chart's table as CSV, with the same period and filters: the card's download link. */
export const insightCsvUrl = (chart: InsightChart, query: Record<string, string>) =>
  `/api/insights/${chart}.csv?${insightsSearch(query)}`;

/**
 * How long a chart's figures are shown before they are read again: they change with every
 * request sent or answered, but nobody watches them by the minute.
 */
const INSIGHTS_STALE_MS = 5 * 60_000;

/**
 * `GET /api/insights/<chart>` for the period and filters of `query`, loaded by the default query
 * function (the key's parts joined by `/` are the URL).
 */
export const useInsight = <Chart extends InsightChart>(
  chart: Chart,
  query: Record<string, string>,
  options = { enabled: true },
) =>
  useQuery<InsightFigures[Chart]>({
    queryKey: [...INSIGHTS_QUERY_KEY, `${chart}?${insightsSearch(query)}`],
    staleTime: INSIGHTS_STALE_MS,
    enabled: options.enabled,
  });
