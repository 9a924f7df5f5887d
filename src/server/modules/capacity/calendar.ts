import type { DayLoad, WorkshopCapacity } from '../../../contract/capacity.ts';
import { addDays, weekdayOf } from '../../../contract/capacity-constants.ts';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';

// The capacity's arithmetic, without a database (decision 042). Dates are calendar days of the
// workshop in Amsterdam, as YYYY-MM-DD; they are computed in UTC, where no day is 23 or 25 hours.

/** How far ahead a day is looked for: a year, so a date is always found when one exists. */
export const PLANNING_HORIZON_DAYS = 366;

/** A bike that is ready or done has had its work: its minutes no longer weigh on its day. */
const FINISHED_STAGES: readonly BikeStage[] = ['ready', 'done'];

export const weighsOnItsDay = (stage: BikeStage) => !FINISHED_STAGES.includes(stage);

/** A bike as planning sees it. */
export type PlannedBike = { plannedDate: string | null; plannedMinutes: number; stage: BikeStage };

/** The minutes planned per day: of the bikes with a date that are not yet ready or done. */
export function plannedLoads(bikes: Iterable<PlannedBike>) {
  const loads = new Map<string, number>();
  for (const bike of bikes) {
    if (bike.plannedDate === null || !weighsOnItsDay(bike.stage)) continue;
    loads.set(bike.plannedDate, (loads.get(bike.plannedDate) ?? 0) + bike.plannedMinutes);
  }
  return loads;
}

/** What planning knows of a stretch of days: the capacity, the closed days, the planned minutes. */
export type PlanningCalendar = {
  capacity: WorkshopCapacity;
  closedDays: ReadonlySet<string>;
  loads: ReadonlyMap<string, number>;
};

// Today in Amsterdam and the day arithmetic are the contract's, so a form and the server judge
// a date by the same day.
export {
  addDays,
  mondayOf,
  todayInWorkshop,
  weekdayOf,
} from '../../../contract/capacity-constants.ts';

/** A day's minutes of work: 0 on a closed day and on a weekday the workshop gives none. */
export const capacityOn = (calendar: PlanningCalendar, date: string) =>
  calendar.closedDays.has(date) ? 0 : calendar.capacity.minutesPerWeekday[weekdayOf(date)];

export const loadOn = (calendar: PlanningCalendar, date: string) => calendar.loads.get(date) ?? 0;

export const isWorkingDay = (calendar: PlanningCalendar, date: string) =>
  capacityOn(calendar, date) > 0;

/** Minutes still free on a day; never below 0, also on a day planned over its capacity. */
export const freeMinutesOn = (calendar: PlanningCalendar, date: string) =>
  Math.max(0, capacityOn(calendar, date) - loadOn(calendar, date));

/** Whether adding `minutes` takes the day over 100 % (exactly full is not over). */
export const wouldOverfill = (calendar: PlanningCalendar, date: string, minutes: number) =>
  loadOn(calendar, date) + minutes > capacityOn(calendar, date);

export const dayLoadOn = (calendar: PlanningCalendar, date: string): DayLoad => ({
  date,
  plannedMinutes: loadOn(calendar, date),
  capacityMinutes: capacityOn(calendar, date),
});

/**
 * The first working day after `after` with `minutes` free: all bikes of a request go on one
 * day. A request larger than any day gets the first working day with nothing planned, where it
 * overfills only itself (staff confirm that); null when the horizon holds no working day.
 */
export function firstDayWithRoom(
  calendar: PlanningCalendar,
  options: { after: string; minutes: number },
) {
  let firstEmptyDay: string | null = null;
  for (let offset = 1; offset <= PLANNING_HORIZON_DAYS; offset += 1) {
    const date = addDays(options.after, offset);
    if (!isWorkingDay(calendar, date)) continue;
    if (freeMinutesOn(calendar, date) >= options.minutes) return date;
    if (firstEmptyDay === null && loadOn(calendar, date) === 0) firstEmptyDay = date;
  }
  return firstEmptyDay;
}

/** Working days after `from` up to and including `until`: how a wait is told to customers. */
export function workingDaysBetween(calendar: PlanningCalendar, from: string, until: string) {
  let count = 0;
  for (let date = addDays(from, 1); date <= until; date = addDays(date, 1)) {
    if (isWorkingDay(calendar, date)) count += 1;
  }
  return count;
}
