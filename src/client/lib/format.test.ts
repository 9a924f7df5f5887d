import { describe, expect, it } from 'vitest';
import { dayBefore, formatsFor, workshopDay } from './format.ts';

// 14:05:09 in Amsterdam (winter time, UTC+1).
const MOMENT = '2026-11-26T13:05:09.000Z';

describe('formats per language', () => {
  // The same options in each language: only the language's own notation differs.
  it.each([
    {
      language: 'nl',
      date: '26-11-2026',
      shortDate: '26 nov 2026',
      mediumDateTime: '26 nov 2026, 14:05',
      longDateTime: '26 november 2026 om 14:05',
      time: '14:05',
      longDay: 'donderdag 26 november 2026',
      timestamp: '26-11-2026, 14:05:09',
      number: '12.345,5',
      list: 'naam, telefoonnummer en adres',
    },
    {
      language: 'en',
      date: '26/11/2026',
      shortDate: '26 Nov 2026',
      mediumDateTime: '26 Nov 2026, 14:05',
      longDateTime: '26 November 2026 at 14:05',
      time: '14:05',
      longDay: 'Thursday, 26 November 2026',
      timestamp: '26/11/2026, 14:05:09',
      number: '12,345.5',
      list: 'name, phone number and address',
    },
  ] as const)(
    'writes moments, numbers and lists in $language',
    ({ language, number, list, ...moments }) => {
      const format = formatsFor(language);
      for (const [kind, expected] of Object.entries(moments)) {
        expect(format[kind as keyof typeof moments](MOMENT), kind).toBe(expected);
      }
      expect(format.number(12345.5)).toBe(number);
      const details =
        language === 'nl'
          ? ['naam', 'telefoonnummer', 'adres']
          : ['name', 'phone number', 'address'];
      expect(format.list(details)).toBe(list);
    },
  );

  it("dates a moment by the workshop's clock, not the browser's", () => {
    // Half past eleven at night in UTC is already the next day in Amsterdam.
    expect(formatsFor('nl').date('2026-11-26T23:30:00.000Z')).toBe('27-11-2026');
    expect(formatsFor('en').longDateTime('2026-07-01T22:15:00.000Z')).toBe('2 July 2026 at 00:15');
  });

  it("names a moment's day by the workshop's clock, and the day before across a clock change", () => {
    expect(workshopDay('2026-11-26T23:30:00.000Z')).toBe('2026-11-27');
    expect(workshopDay('2026-11-26T22:30:00.000Z')).toBe('2026-11-26');
    // 29 March 2026 has 23 hours in Amsterdam, 25 October 2026 has 25.
    expect(dayBefore('2026-03-30')).toBe('2026-03-29');
    expect(dayBefore('2026-10-26')).toBe('2026-10-25');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });

  it('makes the formats of a language once', () => {
    expect(formatsFor('en')).toBe(formatsFor('en'));
    expect(formatsFor('nl')).not.toBe(formatsFor('en'));
  });
});

describe('the time something has waited', () => {
  const now = Date.UTC(2026, 10, 26, 15, 0);
  const minutesBefore = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('counts in its largest whole unit, in the language asked for', () => {
    expect(formatsFor('nl').elapsed(minutesBefore(180), now)).toBe('3 uur');
    expect(formatsFor('en').elapsed(minutesBefore(180), now)).toBe('3 hours');
    expect(formatsFor('nl').elapsed(minutesBefore(45), now)).toBe('45 minuten');
    expect(formatsFor('en').elapsed(minutesBefore(3 * 24 * 60 + 5), now)).toBe('3 days');
  });

  it('says 0 minutes for a moment ago or a clock a little behind', () => {
    expect(formatsFor('en').elapsed(minutesBefore(-1), now)).toBe('0 minutes');
  });
});
