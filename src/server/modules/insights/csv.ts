import type { InsightChart, InsightFigures } from '../../../contract/insights.ts';
import type { Language, SameTexts } from '../../../contract/language.ts';
import { STAGE_NAMES_EN, STAGE_NAMES_NL } from '../../../contract/service-requests/stage-names.ts';
import { INSIGHTS_CSV_TEXTS_EN } from '../../../contract/texts/insights-csv-en.ts';
import { INSIGHTS_CSV_TEXTS_NL } from '../../../contract/texts/insights-csv-nl.ts';

// Each chart's table as rows for the Excel-safe writer: the same numbers the page's table shows.

type Texts = SameTexts<typeof INSIGHTS_CSV_TEXTS_NL> & { stages: typeof STAGE_NAMES_NL };

export const INSIGHTS_CSV_TEXTS: Record<Language, Texts> = {
  nl: { ...INSIGHTS_CSV_TEXTS_NL, stages: STAGE_NAMES_NL },
  en: { ...INSIGHTS_CSV_TEXTS_EN, stages: STAGE_NAMES_EN },
};

export type CsvTable = { headers: string[]; rows: unknown[][] };

/**
 * A number with a decimal comma, in both languages: the `;`-separated file is read by a Dutch
 * workshop's Excel, which takes '0.5' for text or a date. Empty for no figure.
 */
const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** A share as a percentage with one decimal; empty when there is nothing to share. */
const percentage = (part: number, whole: number) =>
  decimal(whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export const INSIGHT_TABLES: {
  [Chart in InsightChart]: (figures: InsightFigures[Chart], texts: Texts) => CsvTable;
} = {
  'requests-per-week': (figures, texts) => ({
    headers: [texts.week, texts.workshop, texts.onLocation, texts.total, texts.yearBefore],
    rows: figures.weeks.map((week) => [
      week.week,
      week.workshop,
      week.onLocation,
      week.workshop + week.onLocation,
      week.yearBefore,
    ]),
  }),
  'answer-promise': (figures, texts) => ({
    headers: [texts.week, texts.decided, texts.kept, texts.keptShare],
    rows: figures.weeks.map((week) => [
      week.week,
      week.decided,
      week.kept,
      percentage(week.kept, week.decided),
    ]),
  }),
  'stage-durations': (figures, texts) => {
    const stageNames = (figures.weeks[0]?.stages ?? []).map((stage) => texts.stages[stage.stage]);
    return {
      headers: [
        texts.week,
        texts.bikes,
        texts.medianHours(texts.total),
        texts.p90Hours(texts.total),
        ...stageNames.flatMap((name) => [texts.medianHours(name), texts.p90Hours(name)]),
      ],
      // A week in which no bike became ready has no hours, not zero hours.
      rows: figures.weeks.map((week) => {
        const hours = (value: number) => decimal(week.bikes === 0 ? null : value);
        return [
          week.week,
          week.bikes,
          hours(week.total.medianHours),
          hours(week.total.p90Hours),
          ...week.stages.flatMap((stage) => [hours(stage.medianHours), hours(stage.p90Hours)]),
        ];
      }),
    };
  },
  outcomes: (figures, texts) => ({
    headers: [texts.category, texts.name, texts.count],
    rows: [
      [texts.approved, '', figures.approved],
      [texts.rejected, '', figures.rejected],
      [texts.cancelled, '', figures.cancelled],
      [texts.pending, '', figures.pending],
      ...figures.reasons.map((reason) => [
        texts.rejectionReason,
        reason.reason ?? texts.withoutReason,
        reason.count,
      ]),
    ],
  }),
  bikes: (figures, texts) => ({
    headers: [texts.category, texts.name, texts.count],
    rows: [
      [texts.bikes, '', figures.bikes],
      [texts.eBikes, '', figures.eBikes],
      [texts.leaseBikes, '', figures.leaseBikes],
      ...figures.brands.map((brand) => [texts.brand, brand.name, brand.count]),
      ...(figures.otherBrands > 0 ? [[texts.brand, texts.otherBrands, figures.otherBrands]] : []),
      ...figures.driveSystems.map((system) => [texts.driveSystem, system.name, system.count]),
    ],
  }),
  'returning-customers': (figures, texts) => ({
    headers: [texts.week, texts.requests, texts.returning, texts.returningShare],
    rows: figures.weeks.map((week) => [
      week.week,
      week.requests,
      week.returning,
      percentage(week.returning, week.requests),
    ]),
  }),
};
