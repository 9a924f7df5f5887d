import { describe, expect, it } from 'vitest';
import { todayInWorkshop } from '../../../../contract/capacity-constants.ts';
import { insightsQuerySchema } from '../../../../contract/insights.ts';
import {
  DEFAULT_INSIGHTS_VIEW,
  insightsQueryOf,
  periodErrors,
  presetDays,
  queryOfView,
  viewOfQuery,
} from './period.ts';

describe('the insights period', () => {
  it('covers this week, the last 4 and the last 52 whole weeks, up to today', () => {
    expect(presetDays('this-week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    expect(presetDays('last-4-weeks', '2026-11-27')).toEqual({
      from: '2026-11-02',
      to: '2026-11-27',
    });
    expect(presetDays('last-12-months', '2026-11-27')).toEqual({
      from: '2025-12-01',
      to: '2026-11-27',
    });
    // On a Monday this week is that one day.
    expect(presetDays('this-week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('asks for a period the server accepts for every preset, even on a Sunday', () => {
    for (const today of ['2026-11-29', '2026-11-23', '2027-01-03']) {
      for (const period of ['this-week', 'last-4-weeks', 'last-12-months'] as const) {
        const query = insightsQueryOf({ ...DEFAULT_INSIGHTS_VIEW, period }, today);
        expect(insightsQuerySchema.safeParse(query).success, `${period} on ${today}`).toBe(true);
      }
    }
  });

  it('uses the Amsterdam day: just after midnight there it is already Monday', () => {
    const sundayNightInUtc = new Date('2026-11-22T23:30:00Z');
    expect(presetDays('this-week', todayInWorkshop(sundayNightInUtc))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
  });

  it('sends the chosen filters and leaves out what is all', () => {
    expect(insightsQueryOf(DEFAULT_INSIGHTS_VIEW, '2026-11-27')).toEqual({
      from: '2026-11-02',
      to: '2026-11-27',
    });
    expect(
      insightsQueryOf(
        {
          period: 'custom',
          from: '2026-01-05',
          to: '2026-03-29',
          serviceType: 'on_location',
          label: 3,
          lease: 'only',
        },
        '2026-11-27',
      ),
    ).toEqual({
      from: '2026-01-05',
      to: '2026-03-29',
      serviceType: 'on_location',
      label: '3',
      lease: 'only',
    });
  });
});

describe('a custom period', () => {
  const words = { date: 'datum', order: 'volgorde', tooLong: 'te lang' };

  it('is checked as the server checks it, so a wrong one is said at its field and not asked for', () => {
    expect(periodErrors({ from: '2026-01-05', to: '2026-03-29' }, words)).toEqual({});
    expect(periodErrors({ from: '', to: '2026-03-29' }, words)).toEqual({ from: 'datum' });
    expect(periodErrors({ from: '2026-03-29', to: '2026-01-05' }, words)).toEqual({
      to: 'volgorde',
    });
    expect(periodErrors({ from: '2025-01-01', to: '2026-02-04' }, words)).toEqual({});
    expect(periodErrors({ from: '2025-01-01', to: '2026-02-05' }, words)).toEqual({
      to: 'te lang',
    });
    for (const to of ['2026-02-04', '2026-02-05']) {
      const query = { from: '2025-01-01', to };
      expect(insightsQuerySchema.safeParse(query).success).toBe(
        Object.keys(periodErrors(query, words)).length === 0,
      );
    }
  });
});

describe('the insights page in the address bar', () => {
  it('reads what it writes, and leaves the defaults out', () => {
    expect(queryOfView(DEFAULT_INSIGHTS_VIEW)).toBe('');
    const view = {
      period: 'custom',
      from: '2026-01-05',
      to: '2026-03-29',
      serviceType: 'workshop',
      label: 7,
      lease: 'none',
    } as const;
    const query = queryOfView(view);
    expect(query).toBe(
      'period=custom&from=2026-01-05&to=2026-03-29&serviceType=workshop&label=7&lease=none',
    );
    expect(viewOfQuery(query)).toEqual(view);
  });

  it('reads an unknown or mistyped value as the default, so a bad link still shows charts', () => {
    expect(viewOfQuery('period=ooit&serviceType=thuis&label=-2&lease=soms')).toEqual(
      DEFAULT_INSIGHTS_VIEW,
    );
    // Days belong to the custom period only, and must look like days.
    expect(viewOfQuery('period=this-week&from=2026-01-01').from).toBe('');
    // A custom day that is missing or no day is the default period's, so the fields start filled.
    expect(viewOfQuery('period=custom&from=5 januari&to=2026-02-01', '2026-11-27')).toMatchObject({
      from: '2026-11-02',
      to: '2026-02-01',
    });
    expect(viewOfQuery('period=custom', '2026-11-27')).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-27',
    });
  });
});
