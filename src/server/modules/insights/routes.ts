import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  answerPromiseSchema,
  bikeInsightsSchema,
  type InsightChart,
  type InsightFigures,
  type InsightsQuery,
  insightsQuerySchema,
  outcomesSchema,
  requestsPerWeekSchema,
  returningCustomersSchema,
  stageDurationsSchema,
  unansweredSchema,
} from '../../../contract/insights.ts';
import { requireAdmin } from '../../auth/guards.ts';
import type { Db } from '../../db/connect.ts';
import { excelCsv, sendCsv } from '../../http/excel-csv.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { INSIGHT_TABLES, INSIGHTS_CSV_TEXTS } from './csv.ts';
import {
  answerPromise,
  bikeInsights,
  outcomes,
  requestsPerWeek,
  returningCustomers,
  stageDurations,
  unanswered,
} from './service.ts';

type Chart<Name extends InsightChart> = {
  summary: string;
  response: z.ZodType<InsightFigures[Name]>;
  read: (db: Db, query: InsightsQuery) => Promise<InsightFigures[Name]>;
};

const CHARTS: { [Name in InsightChart]: Chart<Name> } = {
  'requests-per-week': {
    summary: 'Requests per week by service type, with the same weeks a year before',
    response: requestsPerWeekSchema,
    read: requestsPerWeek,
  },
  'answer-promise': {
    summary: 'Per week the requests answered within 24 business hours, and those that were not',
    response: answerPromiseSchema,
    read: (db, query) => answerPromise(db, query),
  },
  'stage-durations': {
    summary: 'Hours per stage from approval to ready (median, 90th percentile), per week',
    response: stageDurationsSchema,
    read: stageDurations,
  },
  outcomes: {
    summary: 'How many requests were approved, rejected, cancelled or are open; rejection reasons',
    response: outcomesSchema,
    read: outcomes,
  },
  bikes: {
    summary: "The period's bikes: brands, drive systems, e-bikes and lease bikes",
    response: bikeInsightsSchema,
    read: bikeInsights,
  },
  'returning-customers': {
    summary: 'Per week the requests from customers who came before: an earlier request approved',
    response: returningCustomersSchema,
    read: returningCustomers,
  },
};

/** The 'Inzichten' page's figures, each chart also as CSV; staff only (decision 052). */
export async function registerInsightRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.addHook('onRequest', requireAdmin);

  const registerChart = <Name extends InsightChart>(name: Name) => {
    const chart = CHARTS[name] as Chart<Name>;
    app.get(
      `/api/insights/${name}`,
      {
        schema: {
          summary: chart.summary,
          querystring: insightsQuerySchema,
          // Each chart's own schema; the generic name hides from Fastify which one it is.
          response: { 200: chart.response as z.ZodType },
        },
      },
      (request) => chart.read(db, request.query),
    );
    app.get(
      `/api/insights/${name}.csv`,
      {
        schema: {
          summary: `${chart.summary}, as CSV (UTF-8 with BOM, ';')`,
          querystring: insightsQuerySchema,
        },
      },
      async (request, reply) => {
        const texts = INSIGHTS_CSV_TEXTS[requestLanguage(request)];
        const table = INSIGHT_TABLES[name](await chart.read(db, request.query), texts);
        const { from, to } = request.query;
        return sendCsv(
          reply,
          texts.fileName(texts.charts[name], from, to),
          excelCsv(table.headers, table.rows),
        );
      },
    );
  };
  for (const name of Object.keys(CHARTS) as InsightChart[]) registerChart(name);

  app.get(
    '/api/insights/unanswered',
    {
      schema: {
        summary:
          'Pending requests without a first answer: how many, how many near their 24 business hours, how many past them',
        response: { 200: unansweredSchema },
      },
    },
    () => unanswered(db),
  );
}
