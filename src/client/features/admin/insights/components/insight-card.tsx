import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3, Download, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { InsightChart } from '../../../../../contract/insights.ts';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { insightCsvUrl } from '../api/get-insight.ts';
import { INSIGHTS_TEXTS } from '../strings.ts';

/**
 * One chart's card: its question as the title, the chart or its table (one click apart), and
 * its table as CSV with the page's period and filters. While loading, after a failure and for a
 * period without figures it says so in a sentence instead.
 */
export function InsightCard<Data>({
  chart,
  query,
  result,
  isEmpty,
  emptyText,
  intro,
  summary,
  renderChart,
  renderTable,
  children,
}: {
  chart: InsightChart;
  query: Record<string, string>;
  result: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  emptyText?: string;
  intro?: string;
  /** What stays above the chart and the table alike: a big number. */
  summary?: (data: Data) => ReactNode;
  renderChart: (data: Data) => ReactNode;
  renderTable: (data: Data) => ReactNode;
  /** What stays below the chart and the table alike: the list of missed promises. */
  children?: (data: Data) => ReactNode;
}) {
  const t = useTexts(INSIGHTS_TEXTS);
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const title = t.charts[chart];
  const { data } = result;
  const empty = data !== undefined && isEmpty(data);

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <h3 id={titleId} className="text-base font-semibold text-gray-900">
            {title}
          </h3>
          {intro ? <p className="text-sm text-gray-700">{intro}</p> : null}
        </div>
        {data !== undefined && !empty ? (
          <div className="flex flex-wrap gap-1">
            <Button variant="outline" onClick={() => setAsTable((shown) => !shown)}>
              {asTable ? (
                <BarChart3 className="size-4" aria-hidden="true" />
              ) : (
                <Table2 className="size-4" aria-hidden="true" />
              )}
              {asTable ? t.showChart : t.showTable}
            </Button>
            <a
              href={insightCsvUrl(chart, query)}
              download
              aria-label={t.downloadCsvOf(title)}
              className={buttonVariants('ghost')}
            >
              <Download className="size-4" aria-hidden="true" />
              {/* On a phone 'CSV' alone, so both actions fit one line; the name says it all. */}
              <span className="sm:hidden">CSV</span>
              <span className="max-sm:hidden">{t.downloadCsv}</span>
            </a>
          </div>
        ) : null}
      </div>
      {result.isPending ? (
        <p role="status" className="text-sm text-gray-700">
          {result.fetchStatus === 'idle' ? '' : t.loading}
        </p>
      ) : result.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {t.loadFailed}: {result.error.message}
        </p>
      ) : data === undefined || empty ? (
        <p className="py-6 text-center text-gray-700">{emptyText ?? t.empty}</p>
      ) : (
        <>
          {summary?.(data)}
          {asTable ? renderTable(data) : renderChart(data)}
          {children?.(data)}
        </>
      )}
    </section>
  );
}
