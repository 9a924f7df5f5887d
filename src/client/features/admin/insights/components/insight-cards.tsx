import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import type { InsightFigures } from '../../../../../contract/insights.ts';
import { JOURNEY_STAGES } from '../../../../../contract/insights-constants.ts';
import type { Language } from '../../../../../contract/language.ts';
import {
  STAGE_NAMES_EN,
  STAGE_NAMES_NL,
} from '../../../../../contract/service-requests/stage-names.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { useInsight } from '../api/get-insight.ts';
import {
  answerPromiseFigures,
  bikesReady,
  brandBars,
  formatHours,
  formatPercentage,
  missedBeyondList,
  outcomeSlices,
  outcomesAreEmpty,
  percentage,
  reasonRows,
  requestsPerWeekIsEmpty,
  requestsPerWeekRows,
  returningFigures,
  stageFigures,
  stageMedianSeries,
  weekName,
} from '../chart-data.ts';
import { INSIGHTS_TEXTS } from '../strings.ts';
import { InsightCard } from './insight-card.tsx';
import { CHART_COLORS, InsightChart } from './insight-chart.tsx';
import { InsightTable, num } from './insight-table.tsx';

type CardProps = { query: Record<string, string>; enabled: boolean };

const STAGE_NAMES: Record<Language, typeof STAGE_NAMES_NL> = {
  nl: STAGE_NAMES_NL,
  en: STAGE_NAMES_EN,
};

const STAGE_COLORS = [
  CHART_COLORS.violet,
  CHART_COLORS.sky,
  CHART_COLORS.teal,
  CHART_COLORS.amber,
  CHART_COLORS.red,
];

const percentAxis = {
  min: 0,
  max: 100,
  ticks: { callback: (value: string | number) => `${value}%` },
};

const countAxis = { beginAtZero: true, ticks: { precision: 0 } };

const legendBelow = { legend: { position: 'bottom' as const } };

/** A chart's configuration made again only when its figures or the page's language change. */
const useConfig = (make: () => ChartConfiguration, data: unknown, language: Language) =>
  // biome-ignore lint/correctness/useExhaustiveDependencies: `make` is a fresh closure over exactly these.
  useMemo(make, [data, language]);

/** A big figure with what it counts, above a chart. */
function BigFigure({ value, caption, detail }: { value: string; caption: string; detail: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-3xl font-bold text-brand-800 tabular-nums">{value}</span>
      <span className="text-sm text-gray-800">
        {caption} <span className="text-gray-600">({detail})</span>
      </span>
    </p>
  );
}

/** 1. Requests per week, stacked by service type, with the same weeks a year before. */
export function RequestsPerWeekCard({ query, enabled }: CardProps) {
  const t = useTexts(INSIGHTS_TEXTS);
  const tt = t.requestsPerWeek;
  const language = useLanguage();
  const format = useFormat();
  const result = useInsight('requests-per-week', query, { enabled });
  const config = useConfig(
    (): ChartConfiguration => {
      const rows = requestsPerWeekRows(result.data ?? { weeks: [] });
      return {
        type: 'bar',
        data: {
          labels: rows.map((row) => weekName(row.week, language)),
          datasets: [
            {
              type: 'bar',
              label: tt.workshop,
              data: rows.map((row) => row.workshop),
              backgroundColor: CHART_COLORS.teal,
              stack: 'requests',
            },
            {
              type: 'bar',
              label: tt.onLocation,
              data: rows.map((row) => row.onLocation),
              backgroundColor: CHART_COLORS.sky,
              stack: 'requests',
            },
            {
              type: 'line',
              label: tt.yearBefore,
              data: rows.map((row) => row.yearBefore),
              borderColor: CHART_COLORS.faint,
              backgroundColor: CHART_COLORS.faint,
              borderDash: [6, 4],
              pointRadius: 2,
              stack: 'yearBefore',
            },
          ],
        },
        options: {
          scales: { x: { stacked: true }, y: { ...countAxis, stacked: true } },
          plugins: legendBelow,
        },
      };
    },
    result.data,
    language,
  );
  return (
    <InsightCard
      chart="requests-per-week"
      query={query}
      result={result}
      isEmpty={requestsPerWeekIsEmpty}
      renderChart={(data) => {
        const rows = requestsPerWeekRows(data);
        const total = rows.reduce((sum, row) => sum + row.total, 0);
        return <InsightChart config={config} label={tt.chartLabel(rows.length, total)} />;
      }}
      renderTable={(data) => (
        <InsightTable
          caption={t.charts['requests-per-week']}
          head={[t.week, num(tt.workshop), num(tt.onLocation), num(tt.total), num(tt.yearBefore)]}
          rows={requestsPerWeekRows(data).map((row) => [
            weekName(row.week, language, true),
            num(format.number(row.workshop)),
            num(format.number(row.onLocation)),
            num(format.number(row.total)),
            num(format.number(row.yearBefore)),
          ])}
        />
      )}
    />
  );
}

/** The requests that missed the promise, each linked to its details, newest first. */
function MissedPromises({
  data,
  requestHref,
}: {
  data: InsightFigures['answer-promise'];
  requestHref: (id: number) => string;
}) {
  const t = useTexts(INSIGHTS_TEXTS).answerPromise;
  const format = useFormat();
  const language = useLanguage();
  const more = missedBeyondList(data);
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-gray-900">{t.missedHeading}</h4>
      {data.missed.length === 0 ? (
        <p className="text-sm text-gray-700">{t.noneMissed}</p>
      ) : (
        <div className="max-h-80 overflow-auto rounded-md border border-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.missedHeading}</caption>
            <thead className="sticky top-0 bg-gray-50">
              <tr>
                <th scope="col" className="p-2">
                  {t.reference}
                </th>
                <th scope="col" className="p-2">
                  {t.submitted}
                </th>
                <th scope="col" className="p-2">
                  {t.answered}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.businessHours}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {data.missed.map((request) => (
                <tr key={request.serviceRequestId}>
                  <th scope="row" className="p-2 font-normal whitespace-nowrap">
                    <a
                      href={requestHref(request.serviceRequestId)}
                      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      {request.reference}
                    </a>
                  </th>
                  <td className="p-2 whitespace-nowrap">
                    {format.mediumDateTime(request.submittedAt)}
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    {request.answeredAt ? (
                      format.mediumDateTime(request.answeredAt)
                    ) : (
                      <span className="font-medium text-red-800">{t.notAnswered}</span>
                    )}
                  </td>
                  <td className="p-2 text-right tabular-nums">
                    {formatHours(request.businessHours, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more > 0 ? <p className="text-sm text-gray-700">{t.more(more)}</p> : null}
    </div>
  );
}

/** 2. The 24-business-hour promise: the share kept per week and overall, and who missed it. */
export function AnswerPromiseCard({
  query,
  enabled,
  requestHref,
}: CardProps & { requestHref: (id: number) => string }) {
  const t = useTexts(INSIGHTS_TEXTS);
  const tt = t.answerPromise;
  const language = useLanguage();
  const format = useFormat();
  const result = useInsight('answer-promise', query, { enabled });
  const config = useConfig(
    (): ChartConfiguration => {
      const figures = answerPromiseFigures(
        result.data ?? { weeks: [], missed: [], missedCount: 0 },
      );
      return {
        type: 'bar',
        data: {
          labels: figures.weeks.map((week) => weekName(week.week, language)),
          datasets: [
            {
              label: tt.keptShare,
              data: figures.weeks.map((week) => week.share),
              backgroundColor: CHART_COLORS.teal,
            },
          ],
        },
        options: { scales: { y: percentAxis }, plugins: { legend: { display: false } } },
      };
    },
    result.data,
    language,
  );
  return (
    <InsightCard
      chart="answer-promise"
      intro={tt.intro}
      query={query}
      result={result}
      isEmpty={(data) => answerPromiseFigures(data).decided === 0 && data.missedCount === 0}
      emptyText={tt.noneDecided}
      summary={(data) => {
        const figures = answerPromiseFigures(data);
        return (
          <BigFigure
            value={formatPercentage(figures.share, language)}
            caption={tt.overall}
            detail={tt.overallOf(figures.kept, figures.decided)}
          />
        );
      }}
      renderChart={(data) => (
        <InsightChart
          config={config}
          label={tt.chartLabel(formatPercentage(answerPromiseFigures(data).share, language))}
        />
      )}
      renderTable={(data) => (
        <InsightTable
          caption={t.charts['answer-promise']}
          head={[t.week, num(tt.decided), num(tt.kept), num(tt.keptShare)]}
          rows={answerPromiseFigures(data).weeks.map((week) => [
            weekName(week.week, language, true),
            num(format.number(week.decided)),
            num(format.number(week.kept)),
            num(formatPercentage(week.share, language)),
          ])}
        />
      )}
    >
      {(data) => <MissedPromises data={data} requestHref={requestHref} />}
    </InsightCard>
  );
}

/** 3. Hours per stage from approval to ready: medians stacked per week; the table adds p90. */
export function StageDurationsCard({ query, enabled }: CardProps) {
  const t = useTexts(INSIGHTS_TEXTS);
  const tt = t.stageDurations;
  const language = useLanguage();
  const format = useFormat();
  const stageNames = STAGE_NAMES[language];
  const result = useInsight('stage-durations', query, { enabled });
  const config = useConfig(
    (): ChartConfiguration => {
      const data = result.data ?? { weeks: [] };
      return {
        type: 'bar',
        data: {
          labels: data.weeks.map((week) => weekName(week.week, language)),
          datasets: stageMedianSeries(data).map((series, index) => ({
            label: stageNames[series.stage],
            data: series.hours,
            backgroundColor: STAGE_COLORS[index % STAGE_COLORS.length],
          })),
        },
        options: {
          scales: {
            x: { stacked: true },
            y: { stacked: true, beginAtZero: true, title: { display: true, text: tt.hoursAxis } },
          },
          plugins: legendBelow,
        },
      };
    },
    result.data,
    language,
  );
  const pair = (figure: { medianHours: number; p90Hours: number }) =>
    num(`${formatHours(figure.medianHours, language)} / ${formatHours(figure.p90Hours, language)}`);
  return (
    <InsightCard
      chart="stage-durations"
      query={query}
      result={result}
      intro={tt.intro}
      isEmpty={(data) => bikesReady(data) === 0}
      emptyText={tt.empty}
      renderChart={(data) => (
        <InsightChart config={config} label={tt.chartLabel(bikesReady(data))} />
      )}
      renderTable={(data) => (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-gray-700">{tt.medianAndP90}</p>
          <InsightTable
            caption={`${t.charts['stage-durations']} (${tt.medianAndP90})`}
            head={[
              t.week,
              num(tt.bikes),
              ...JOURNEY_STAGES.map((stage) => num(stageNames[stage])),
              num(tt.total),
            ]}
            rows={data.weeks.map((week) => [
              weekName(week.week, language, true),
              num(format.number(week.bikes)),
              ...JOURNEY_STAGES.map((stage) => pair(stageFigures(week, stage))),
              pair(week.total),
            ])}
          />
        </div>
      )}
    />
  );
}

/** 4. How the period's requests ended, and why the rejected ones were. */
export function OutcomesCard({ query, enabled }: CardProps) {
  const t = useTexts(INSIGHTS_TEXTS);
  const tt = t.outcomes;
  const language = useLanguage();
  const format = useFormat();
  const result = useInsight('outcomes', query, { enabled });
  const colors = {
    approved: CHART_COLORS.teal,
    rejected: CHART_COLORS.red,
    cancelled: CHART_COLORS.gray,
    pending: CHART_COLORS.amber,
  };
  const config = useConfig(
    (): ChartConfiguration => {
      const slices = outcomeSlices(
        result.data ?? { approved: 0, rejected: 0, cancelled: 0, pending: 0, reasons: [] },
      );
      return {
        type: 'doughnut',
        data: {
          labels: slices.map((slice) => tt[slice.key]),
          datasets: [
            {
              data: slices.map((slice) => slice.count),
              backgroundColor: slices.map((slice) => colors[slice.key]),
            },
          ],
        },
        options: { plugins: legendBelow },
      };
    },
    result.data,
    language,
  );
  const slicesText = (data: InsightFigures['outcomes']) =>
    format.list(
      outcomeSlices(data).map(
        (slice) => `${tt[slice.key]} ${slice.count} (${formatPercentage(slice.share, language)})`,
      ),
    );
  return (
    <InsightCard
      chart="outcomes"
      query={query}
      result={result}
      isEmpty={outcomesAreEmpty}
      renderChart={(data) => (
        <InsightChart config={config} label={tt.chartLabel(slicesText(data))} />
      )}
      renderTable={(data) => (
        <InsightTable
          caption={t.charts.outcomes}
          head={[tt.outcome, num(t.count), num(t.share)]}
          rows={outcomeSlices(data).map((slice) => [
            tt[slice.key],
            num(format.number(slice.count)),
            num(formatPercentage(slice.share, language)),
          ])}
        />
      )}
    >
      {(data) => {
        const reasons = reasonRows(data, tt.noReason);
        const most = Math.max(1, ...reasons.map((row) => row.count));
        return (
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-semibold text-gray-900">{tt.reasonsHeading}</h4>
            {reasons.length === 0 ? (
              <p className="text-sm text-gray-700">{tt.noRejections}</p>
            ) : (
              <InsightTable
                caption={tt.reasonsHeading}
                head={[tt.reason, num(t.count)]}
                rows={reasons.map((row) => [
                  <span key="reason" className="flex flex-col gap-1">
                    {row.reason}
                    <span
                      aria-hidden="true"
                      className="block h-1.5 rounded-full bg-red-700"
                      style={{ width: `${(row.count / most) * 100}%` }}
                    />
                  </span>,
                  num(format.number(row.count)),
                ])}
              />
            )}
          </div>
        );
      }}
    </InsightCard>
  );
}

/** 5. The bikes: brands, e-bikes' drive systems, and the shares of e-bikes and lease bikes. */
export function BikesCard({ query, enabled }: CardProps) {
  const t = useTexts(INSIGHTS_TEXTS);
  const tt = t.bikes;
  const language = useLanguage();
  const format = useFormat();
  const result = useInsight('bikes', query, { enabled });
  const horizontal = (names: string[], counts: number[], color: string, label: string) =>
    ({
      type: 'bar',
      data: {
        labels: names,
        datasets: [{ label, data: counts, backgroundColor: color, maxBarThickness: 24 }],
      },
      options: {
        indexAxis: 'y',
        scales: { x: countAxis },
        plugins: { legend: { display: false } },
      },
    }) satisfies ChartConfiguration<'bar'>;
  const empty = {
    bikes: 0,
    brands: [],
    otherBrands: 0,
    driveSystems: [],
    eBikes: 0,
    leaseBikes: 0,
  };
  const brandsConfig = useConfig(
    (): ChartConfiguration => {
      const bars = brandBars(result.data ?? empty, tt.otherBrands);
      return horizontal(
        bars.map((bar) => bar.name),
        bars.map((bar) => bar.count),
        CHART_COLORS.teal,
        tt.brands,
      );
    },
    result.data,
    language,
  );
  const drivesConfig = useConfig(
    (): ChartConfiguration => {
      const drives = (result.data ?? empty).driveSystems;
      return horizontal(
        drives.map((drive) => drive.name),
        drives.map((drive) => drive.count),
        CHART_COLORS.violet,
        tt.driveSystems,
      );
    },
    result.data,
    language,
  );
  // Each bar some 28 px high, so ten brands and 'Overige merken' keep their names readable.
  const barsHeight = (bars: number) => ({ height: `${Math.max(4, bars) * 28 + 48}px` });
  return (
    <InsightCard
      chart="bikes"
      query={query}
      result={result}
      isEmpty={(data) => data.bikes === 0}
      summary={(data) => (
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <BigFigure
            value={formatPercentage(percentage(data.eBikes, data.bikes), language)}
            caption={tt.eBikes}
            detail={tt.ofBikes(data.bikes)}
          />
          <BigFigure
            value={formatPercentage(percentage(data.leaseBikes, data.bikes), language)}
            caption={tt.leaseBikes}
            detail={tt.ofBikes(data.bikes)}
          />
        </div>
      )}
      renderChart={(data) => {
        const bars = brandBars(data, tt.otherBrands).length;
        return (
          <div className="flex flex-col gap-4">
            <h4 className="text-sm font-semibold text-gray-900">{tt.brands}</h4>
            <div style={barsHeight(bars)}>
              <InsightChart
                config={brandsConfig}
                label={tt.brandsChartLabel(data.bikes)}
                className="h-full"
              />
            </div>
            <h4 className="text-sm font-semibold text-gray-900">{tt.driveSystems}</h4>
            {data.driveSystems.length === 0 ? (
              <p className="text-sm text-gray-700">{tt.noDriveSystems}</p>
            ) : (
              <div style={barsHeight(data.driveSystems.length)}>
                <InsightChart
                  config={drivesConfig}
                  label={tt.drivesChartLabel}
                  className="h-full"
                />
              </div>
            )}
          </div>
        );
      }}
      renderTable={(data) => (
        <div className="flex flex-col gap-4">
          <InsightTable
            caption={tt.brands}
            head={[tt.brand, num(t.count), num(t.share)]}
            rows={brandBars(data, tt.otherBrands).map((bar) => [
              bar.name,
              num(format.number(bar.count)),
              num(formatPercentage(percentage(bar.count, data.bikes), language)),
            ])}
          />
          {data.driveSystems.length === 0 ? null : (
            <InsightTable
              caption={tt.driveSystems}
              head={[tt.driveSystem, num(t.count), num(t.share)]}
              rows={data.driveSystems.map((drive) => [
                drive.name,
                num(format.number(drive.count)),
                num(formatPercentage(percentage(drive.count, data.eBikes), language)),
              ])}
            />
          )}
        </div>
      )}
    />
  );
}

/** 6. The share of each week's requests from customers who had sent one before. */
export function ReturningCustomersCard({ query, enabled }: CardProps) {
  const t = useTexts(INSIGHTS_TEXTS);
  const tt = t.returningCustomers;
  const language = useLanguage();
  const format = useFormat();
  const result = useInsight('returning-customers', query, { enabled });
  const config = useConfig(
    (): ChartConfiguration => {
      const figures = returningFigures(result.data ?? { weeks: [] });
      return {
        type: 'bar',
        data: {
          labels: figures.weeks.map((week) => weekName(week.week, language)),
          datasets: [
            {
              label: tt.returningShare,
              data: figures.weeks.map((week) => week.share),
              backgroundColor: CHART_COLORS.sky,
            },
          ],
        },
        options: { scales: { y: percentAxis }, plugins: { legend: { display: false } } },
      };
    },
    result.data,
    language,
  );
  return (
    <InsightCard
      chart="returning-customers"
      query={query}
      result={result}
      isEmpty={(data) => returningFigures(data).requests === 0}
      summary={(data) => {
        const figures = returningFigures(data);
        return (
          <BigFigure
            value={formatPercentage(figures.share, language)}
            caption={tt.overall}
            detail={t.answerPromise.overallOf(figures.returning, figures.requests)}
          />
        );
      }}
      renderChart={(data) => (
        <InsightChart
          config={config}
          label={tt.chartLabel(formatPercentage(returningFigures(data).share, language))}
        />
      )}
      renderTable={(data) => (
        <InsightTable
          caption={t.charts['returning-customers']}
          head={[t.week, num(tt.requests), num(tt.returning), num(tt.returningShare)]}
          rows={returningFigures(data).weeks.map((week) => [
            weekName(week.week, language, true),
            num(format.number(week.requests)),
            num(format.number(week.returning)),
            num(formatPercentage(week.share, language)),
          ])}
        />
      )}
    />
  );
}
