// The capacity's limits and defaults, without zod (see `capacity.ts`).
import { WORKSHOP_TIME_ZONE } from './service-request-constants.ts';

/** Monday first, as the workshop's week starts. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When the workshop is open (spec 000), in Amsterdam's time; null on a closed weekday. */
export type OpeningHours = { opens: string; closes: string } | null;

const WEEKDAY_HOURS = { opens: '09:00', closes: '19:00' };

/** Monday 13:00–19:00, Tuesday to Friday 09:00–19:00, closed at the weekend. */
export const OPENING_HOURS: Record<Weekday, OpeningHours> = {
  monday: { opens: '13:00', closes: '19:00' },
  tuesday: WEEKDAY_HOURS,
  wednesday: WEEKDAY_HOURS,
  thursday: WEEKDAY_HOURS,
  friday: WEEKDAY_HOURS,
  saturday: null,
  sunday: null,
};

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Minutes of work per weekday until staff say otherwise: the opening hours of one mechanic
 * (360 on Monday, 600 Tuesday to Friday, none at the weekend).
 */
export const DEFAULT_WEEKDAY_MINUTES = Object.fromEntries(
  WEEKDAYS.map((day) => {
    const hours = OPENING_HOURS[day];
    return [day, hours ? minutesOf(hours.closes) - minutesOf(hours.opens) : 0];
  }),
) as Record<Weekday, number>;

/** The fewest minutes a bike can be planned for: less is not a repair. */
export const MIN_MINUTES_PER_BIKE = 10;
/** A bike planned for longer than a long working day is a project, not a service. */
export const MAX_MINUTES_PER_BIKE = 1440;
/** A day's minutes of work for all mechanics together: room for a large workshop. */
export const MAX_DAY_MINUTES = 14_400;
/** The longest description of a closed day: a name like 'Tweede Kerstdag'. */
export const CLOSED_DAY_DESCRIPTION_MAX_LENGTH = 100;

/**
 * A working day (YYYY-MM-DD) as staff read it: 'dinsdag 1 december 2026'. The date is a
 * calendar day, not a moment, so it is read at noon UTC, which is that day in every zone.
 */
export const formatWorkingDate = (date: string, language: 'nl' | 'en') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(language === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

// The Canadian English format writes a date as YYYY-MM-DD.
const ISO_DATE_IN_WORKSHOP = new Intl.DateTimeFormat('en-CA', {
  timeZone: WORKSHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Amsterdam, whatever the server's zone: just after midnight there it is already tomorrow. */
export const todayInWorkshop = (now = new Date()) => ISO_DATE_IN_WORKSHOP.format(now);

/** A calendar day (YYYY-MM-DD) moved by `days`, counted in UTC, where no day is 23 or 25 hours. */
export function addDays(date: string, days: number) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** How many days a day is past its week's Monday (getUTCDay counts from Sunday). */
const daysSinceMonday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday of a day's week: the workshop's weeks run Monday to Sunday. */
export const mondayOf = (date: string) => addDays(date, -daysSinceMonday(date));

/** A day's weekday, as the capacity names them. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[daysSinceMonday(date)] as Weekday;
