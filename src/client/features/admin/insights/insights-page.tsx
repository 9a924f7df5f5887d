import { DELIVERY_TYPES } from '../../../../contract/service-request-constants.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useTexts } from '../../../lib/language.ts';
import { useLabels } from './api/list-labels.ts';
import {
  AnswerPromiseCard,
  BikesCard,
  OutcomesCard,
  RequestsPerWeekCard,
  ReturningCustomersCard,
  StageDurationsCard,
} from './components/insight-cards.tsx';
import {
  daysOf,
  INSIGHT_PERIODS,
  type InsightPeriod,
  type InsightsView,
  insightsQueryOf,
  periodErrors,
  queryOfView,
  viewOfQuery,
} from './period.ts';
import { INSIGHTS_TEXTS } from './strings.ts';

/** A calendar day as a date for `formats.shortDate`: noon UTC is that day in Amsterdam too. */
const dayMoment = (day: string) => `${day}T12:00:00Z`;

/**
 * The 'Inzichten' page (issue 35, decision 052): a period and filters, held in the address bar
 * (`query`, decision 036) so that a reload or a shared link shows the same, and six cards, each
 * a chart with its table and CSV. A default export: the dashboard loads it with `React.lazy`,
 * so Chart.js is fetched only when the page is shown.
 */
export default function InsightsPage({
  query,
  onNavigate,
  requestHref,
}: {
  /** The address bar's query. */
  query: string;
  /** Shows another period or filter: a new history entry, or the same one (`replace`). */
  onNavigate: (query: string, options?: { replace: boolean }) => void;
  /** Where a request's details open in the dashboard. */
  requestHref: (id: number) => string;
}) {
  const t = useTexts(INSIGHTS_TEXTS);
  const labels = useLabels();
  const view = viewOfQuery(query);
  const chartsQuery = insightsQueryOf(view);
  const errors = periodErrors(daysOf(view), t.periodErrors);
  const valid = Object.keys(errors).length === 0;
  const change = (next: Partial<InsightsView>, options?: { replace: boolean }) =>
    onNavigate(queryOfView({ ...view, ...next }), options);
  const choosePeriod = (period: InsightPeriod) =>
    // The custom period starts from the days shown, so staff adjust rather than type both.
    change(period === 'custom' ? { period, ...daysOf(view) } : { period, from: '', to: '' });
  const days = daysOf(view);
  const { shortDate } = useFormat();
  const cardProps = { query: chartsQuery, enabled: valid };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-bold text-gray-900">{t.title}</h2>
        <p className="text-gray-700">{t.intro}</p>
      </div>
      <fieldset className="flex flex-wrap items-start gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <legend className="sr-only">{t.filtersLabel}</legend>
        <FormField label={t.period} className="w-full sm:w-60">
          {(control) => (
            <Select
              {...control}
              value={view.period}
              onChange={(event) => choosePeriod(event.target.value as InsightPeriod)}
            >
              {INSIGHT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t.periods[period]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {view.period === 'custom' ? (
          <>
            <FormField
              label={t.from}
              error={errors.from}
              className="w-[calc(50%-0.375rem)] sm:w-44"
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={view.from}
                  onChange={(event) => change({ from: event.target.value }, { replace: true })}
                />
              )}
            </FormField>
            <FormField label={t.to} error={errors.to} className="w-[calc(50%-0.375rem)] sm:w-44">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={view.to}
                  onChange={(event) => change({ to: event.target.value }, { replace: true })}
                />
              )}
            </FormField>
          </>
        ) : null}
        <FormField label={t.serviceType} className="w-full sm:w-40">
          {(control) => (
            <Select
              {...control}
              value={view.serviceType}
              onChange={(event) =>
                change({ serviceType: event.target.value as InsightsView['serviceType'] })
              }
            >
              {(['all', ...DELIVERY_TYPES] as const).map((type) => (
                <option key={type} value={type}>
                  {t.serviceTypes[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t.label} className="w-full sm:w-48">
          {(control) => (
            <Select
              {...control}
              value={String(view.label)}
              onChange={(event) =>
                change({ label: event.target.value === 'all' ? 'all' : Number(event.target.value) })
              }
            >
              <option value="all">{t.allLabels}</option>
              {/* A linked label is shown at once, before the labels have loaded or once deleted. */}
              {view.label !== 'all' && !labels.data?.some((label) => label.id === view.label) ? (
                <option value={String(view.label)}>
                  {labels.isPending ? t.loading : t.unknownLabel}
                </option>
              ) : null}
              {(labels.data ?? []).map((label) => (
                <option key={label.id} value={String(label.id)}>
                  {label.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t.lease} className="w-full sm:w-52">
          {(control) => (
            <Select
              {...control}
              value={view.lease}
              onChange={(event) => change({ lease: event.target.value as InsightsView['lease'] })}
            >
              {(['all', 'only', 'none'] as const).map((lease) => (
                <option key={lease} value={lease}>
                  {t.leaseChoices[lease]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {valid ? (
          <p role="status" className="w-full text-sm text-gray-700">
            {t.periodShown(shortDate(dayMoment(days.from)), shortDate(dayMoment(days.to)))}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
        <RequestsPerWeekCard {...cardProps} />
        <AnswerPromiseCard {...cardProps} requestHref={requestHref} />
        <StageDurationsCard {...cardProps} />
        <OutcomesCard {...cardProps} />
        <BikesCard {...cardProps} />
        <ReturningCustomersCard {...cardProps} />
      </div>
    </div>
  );
}
