import { describe, expect, it } from 'vitest';
import type { AnswerPromise, StageDurations } from '../../../../contract/insights.ts';
import {
  answerPromiseFigures,
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
  stageMedianSeries,
  weekName,
} from './chart-data.ts';

describe("the charts' figures", () => {
  it('writes a share with one decimal, and none for nothing decided', () => {
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(0, 0)).toBeNull();
    expect(formatPercentage(66.7, 'nl')).toBe('66,7%');
    expect(formatPercentage(66.7, 'en')).toBe('66.7%');
    expect(formatPercentage(100, 'nl')).toBe('100%');
    expect(formatPercentage(null, 'nl')).toBe('–');
    expect(formatHours(12, 'nl')).toBe('12,0');
  });

  it('names a week by its Monday, with the year in a table', () => {
    expect(weekName('2026-11-23', 'nl')).toBe('23 nov');
    expect(weekName('2026-11-23', 'en', true)).toBe('23 Nov 2026');
  });

  it('adds up each week of requests, and calls a period without any requests empty', () => {
    const data = {
      weeks: [
        { week: '2026-11-16', workshop: 3, onLocation: 1, yearBefore: 2 },
        { week: '2026-11-23', workshop: 0, onLocation: 2, yearBefore: 0 },
      ],
    };
    expect(requestsPerWeekRows(data).map((row) => row.total)).toEqual([4, 2]);
    expect(requestsPerWeekIsEmpty(data)).toBe(false);
    expect(requestsPerWeekIsEmpty({ weeks: [] })).toBe(true);
    expect(
      requestsPerWeekIsEmpty({
        weeks: [{ week: '2026-11-23', workshop: 0, onLocation: 0, yearBefore: 0 }],
      }),
    ).toBe(true);
  });

  it('shares the kept promises per week and over the period, and counts the missed beyond the list', () => {
    const data: AnswerPromise = {
      weeks: [
        { week: '2026-11-16', decided: 4, kept: 3 },
        { week: '2026-11-23', decided: 0, kept: 0 },
        { week: '2026-11-30', decided: 2, kept: 2 },
      ],
      missed: [
        {
          serviceRequestId: 9,
          reference: 'SR-2026-009',
          submittedAt: '2026-11-16T09:00:00.000Z',
          dueAt: '2026-11-19T09:00:00.000Z',
          answeredAt: null,
          businessHours: 30.5,
        },
      ],
      missedCount: 3,
    };
    const figures = answerPromiseFigures(data);
    expect(figures).toMatchObject({ decided: 6, kept: 5, share: 83.3 });
    expect(figures.weeks.map((week) => week.share)).toEqual([75, null, 100]);
    expect(missedBeyondList(data)).toBe(2);
    expect(missedBeyondList({ ...data, missedCount: 1 })).toBe(0);
  });

  it("stacks each stage's median in the journey's order, 0 where no bike waited in it", () => {
    const data: StageDurations = {
      weeks: [
        {
          week: '2026-11-23',
          bikes: 2,
          total: { medianHours: 30, p90Hours: 40 },
          stages: [
            { stage: 'in_repair', medianHours: 20, p90Hours: 25 },
            { stage: 'planned', medianHours: 10, p90Hours: 15 },
          ],
        },
      ],
    };
    expect(stageMedianSeries(data)).toEqual([
      { stage: 'waiting_for_lessor', hours: [0] },
      { stage: 'planned', hours: [10] },
      { stage: 'in_repair', hours: [20] },
      { stage: 'waiting_for_parts', hours: [0] },
      { stage: 'waiting_for_customer', hours: [0] },
    ]);
  });

  it('lists the outcomes with their shares, and a rejection without a reason as such', () => {
    const outcomes = {
      approved: 2,
      rejected: 1,
      cancelled: 0,
      pending: 1,
      reasons: [
        { reason: 'Buiten ons werkgebied', count: 1 },
        { reason: null, count: 2 },
      ],
    };
    expect(outcomeSlices(outcomes)).toEqual([
      { key: 'approved', count: 2, share: 50 },
      { key: 'rejected', count: 1, share: 25 },
      { key: 'cancelled', count: 0, share: 0 },
      { key: 'pending', count: 1, share: 25 },
    ]);
    expect(outcomesAreEmpty(outcomes)).toBe(false);
    expect(outcomesAreEmpty({ ...outcomes, approved: 0, rejected: 0, pending: 0 })).toBe(true);
    expect(reasonRows(outcomes, 'Eigen reden')).toEqual([
      { reason: 'Buiten ons werkgebied', count: 1 },
      { reason: 'Eigen reden', count: 2 },
    ]);
  });

  it("adds 'Overige merken' after the top brands only when there are other brands", () => {
    const bikes = {
      bikes: 5,
      brands: [
        { name: 'Gazelle', count: 3 },
        { name: 'Batavus', count: 1 },
      ],
      otherBrands: 1,
      driveSystems: [],
      eBikes: 0,
      leaseBikes: 0,
    };
    expect(brandBars(bikes, 'Overige merken')).toEqual([
      { name: 'Gazelle', count: 3 },
      { name: 'Batavus', count: 1 },
      { name: 'Overige merken', count: 1 },
    ]);
    expect(brandBars({ ...bikes, otherBrands: 0 }, 'Overige merken')).toHaveLength(2);
  });

  it('shares the returning customers per week and over the period', () => {
    const figures = returningFigures({
      weeks: [
        { week: '2026-11-16', requests: 4, returning: 1 },
        { week: '2026-11-23', requests: 0, returning: 0 },
      ],
    });
    expect(figures).toMatchObject({ requests: 4, returning: 1, share: 25 });
    expect(figures.weeks.map((week) => week.share)).toEqual([25, null]);
  });
});
