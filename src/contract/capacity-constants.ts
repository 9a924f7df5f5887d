// The capacity's limits and defaults, without zod (see `capacity.ts`).

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

/**
 * Minutes of work per weekday until staff say otherwise: the opening hours (Monday 13:00–19:00,
 * Tuesday to Friday 09:00–19:00, closed at the weekend) of one mechanic.
 */
export const DEFAULT_WEEKDAY_MINUTES: Record<Weekday, number> = {
  monday: 360,
  tuesday: 600,
  wednesday: 600,
  thursday: 600,
  friday: 600,
  saturday: 0,
  sunday: 0,
};

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
