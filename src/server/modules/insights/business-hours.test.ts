import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPENING_HOURS, WEEKDAYS } from '../../../contract/capacity-constants.ts';
import type { Database } from '../../db/connect.ts';
import { closedDays } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/database.ts';

// The business-hour arithmetic of migration 0033 (decision 052), in the database that runs it.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(closedDays);
});

const firstRow = async (text: string, values: unknown[]) =>
  ((await database.executeSql(text, values)).rows[0] ?? {}) as Record<string, unknown>;

const addBusinessMinutes = async (start: string, minutes: number) => {
  const row = await firstRow('select add_business_minutes($1::timestamptz, $2) as due', [
    start,
    minutes,
  ]);
  return new Date(row.due as string).toISOString();
};

const businessMinutesBetween = async (start: string, end: string) =>
  (
    await firstRow('select business_minutes_between($1::timestamptz, $2::timestamptz) as minutes', [
      start,
      end,
    ])
  ).minutes;

describe('business hours', () => {
  it('keeps the promise for a request sent on Friday at 18:55 and answered on Monday at 13:10', async () => {
    // Friday 27 November 2026 18:55 in Amsterdam is 17:55 UTC (winter time).
    expect(await businessMinutesBetween('2026-11-27T17:55:00Z', '2026-11-30T12:10:00Z')).toBe(15);
    // 5 minutes on Friday, 6 hours on Monday, 10 on Tuesday, 7 h 55 on Wednesday.
    expect(await addBusinessMinutes('2026-11-27T17:55:00Z', 24 * 60)).toBe(
      '2026-12-02T15:55:00.000Z',
    );
  });

  it('counts from opening time when a request comes in before it or at the weekend', async () => {
    // Saturday 28 November 10:00: Monday opens at 13:00, so 2 hours later it is 15:00.
    expect(await addBusinessMinutes('2026-11-28T09:00:00Z', 120)).toBe('2026-11-30T14:00:00.000Z');
    // Tuesday 07:30: it opens at 09:00.
    expect(await addBusinessMinutes('2026-12-01T06:30:00Z', 60)).toBe('2026-12-01T09:00:00.000Z');
  });

  it('skips the closed days of the capacity settings', async () => {
    await database.db.insert(closedDays).values({ date: '2026-11-30', description: 'Studiedag' });
    expect(await businessMinutesBetween('2026-11-27T17:55:00Z', '2026-11-30T12:10:00Z')).toBe(5);
    // 5 minutes on Friday, Tuesday and Wednesday whole (1 205), 3 h 55 on Thursday.
    expect(await addBusinessMinutes('2026-11-27T17:55:00Z', 24 * 60)).toBe(
      '2026-12-03T11:55:00.000Z',
    );
  });

  it('counts the hours of a day in summer time by the clock in Amsterdam', async () => {
    // Friday 27 March 2026 18:00 (17:00 UTC); summer time starts on Sunday the 29th.
    expect(await addBusinessMinutes('2026-03-27T17:00:00Z', 120)).toBe('2026-03-30T12:00:00.000Z');
  });

  it('knows the opening hours of spec 000 that the contract names', async () => {
    // Monday 30 November 2026 and the six days after it.
    for (const [offset, weekday] of WEEKDAYS.entries()) {
      const row = await firstRow(
        `select to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes
         from opening_hours_of(date '2026-11-30' + $1::int)`,
        [offset],
      );
      const hours = OPENING_HOURS[weekday];
      expect(row.opens).toBe(hours?.opens ?? null);
      expect(row.closes).toBe(hours?.closes ?? null);
    }
  });
});
