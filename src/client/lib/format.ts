import { LANGUAGE_TAGS, type Language } from '../../contract/language.ts';
import { WORKSHOP_TIME_ZONE } from '../../contract/service-request-constants.ts';
import { formatCents } from '../../contract/service-requests/money.ts';
import { useLanguage } from './language.ts';

/**
 * The ways the dashboard writes a moment. Each is the workshop's clock, not the browser's, so a
 * date reads the same wherever the page is opened (decision 032).
 */
const MOMENT_OPTIONS = {
  /** '26-11-2026' · '26/11/2026' */
  date: { day: 'numeric', month: 'numeric', year: 'numeric' },
  /** '26 nov 2026' · '26 Nov 2026' */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '26 nov 2026, 14:05' · '26 Nov 2026, 14:05' */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '26 november 2026 om 14:05' · '26 November 2026 at 14:05' */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** '14:05' */
  time: { hour: '2-digit', minute: '2-digit' },
  /** 'maandag 23 november 2026' · 'Monday, 23 November 2026': a day that heads a list. */
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '26-11-2026, 14:05:09' · '26/11/2026, 14:05:09': a log's time, to the second. */
  timestamp: {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Writes an ISO moment (as the API sends it), a number or a list in one language. */
export type Formats = {
  readonly [Kind in keyof typeof MOMENT_OPTIONS]: (iso: string) => string;
} & {
  /** '12.345' · '12,345' */
  readonly number: (value: number) => string;
  /** An amount in cents as euros: '€ 1.234,56' · '€1,234.56' */
  readonly euros: (cents: number) => string;
  /** 'naam en adres' · 'name and address' */
  readonly list: (items: readonly string[]) => string;
  /**
   * How long ago `iso` was, in its largest whole unit up to days: '45 minuten' · '3 hours' ·
   * '2 days'. A count of units (Intl's unit format), not 'ago': it says how long something waits.
   */
  readonly elapsed: (iso: string, now: number) => string;
};

const MINUTE_MS = 60_000;
const ELAPSED_UNITS = [
  { unit: 'day', ms: 24 * 60 * MINUTE_MS },
  { unit: 'hour', ms: 60 * MINUTE_MS },
  { unit: 'minute', ms: MINUTE_MS },
] as const;

// Building an Intl format costs far more than using one: one set per language, made when first asked.
const formatsByLanguage = new Map<Language, Formats>();

function buildFormats(language: Language): Formats {
  const tag = LANGUAGE_TAGS[language];
  const moments = Object.fromEntries(
    Object.entries(MOMENT_OPTIONS).map(([kind, options]) => {
      const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: WORKSHOP_TIME_ZONE });
      return [kind, (iso: string) => format.format(new Date(iso))];
    }),
  ) as Record<keyof typeof MOMENT_OPTIONS, (iso: string) => string>;
  const numbers = new Intl.NumberFormat(tag);
  const lists = new Intl.ListFormat(tag, { type: 'conjunction' });
  const units = ELAPSED_UNITS.map(({ unit, ms }) => ({
    ms,
    format: new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }),
  }));
  const minutes = {
    ms: MINUTE_MS,
    format: new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
  };
  return {
    ...moments,
    number: (value) => numbers.format(value),
    euros: (cents) => formatCents(cents, language),
    list: (items) => lists.format(items),
    elapsed: (iso, now) => {
      const passed = Math.max(0, now - new Date(iso).getTime());
      // Under a minute counts as 0 minutes: minutes are the last unit.
      const { ms, format } = units.find((entry) => passed >= entry.ms) ?? minutes;
      return format.format(Math.floor(passed / ms));
    },
  };
}

/** The formats of `language`, for a text table that is itself in one language. */
export function formatsFor(language: Language): Formats {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = buildFormats(language);
    formatsByLanguage.set(language, formats);
  }
  return formats;
}

/** The formats of the page's language; a component using them follows a change of language. */
export const useFormat = () => formatsFor(useLanguage());

const DAY_KEY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: WORKSHOP_TIME_ZONE,
});

/** The workshop's calendar day of a moment, as '2026-11-26', to group and compare days by. */
export const workshopDay = (moment: string | Date) => DAY_KEY.format(new Date(moment));

/** The calendar day before `day` ('2026-11-26' → '2026-11-25'), whatever the clock changes. */
export function dayBefore(day: string) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
