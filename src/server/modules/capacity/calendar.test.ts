import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKSHOP_CAPACITY } from '../../../contract/capacity.ts';
import {
  addDays,
  capacityOn,
  firstDayWithRoom,
  freeMinutesOn,
  type PlannedBike,
  type PlanningCalendar,
  plannedLoads,
  todayInWorkshop,
  weekdayOf,
  workingDaysBetween,
  wouldOverfill,
} from './calendar.ts';

// 30 November 2026 is a Monday: 360 minutes by default, Tuesday to Friday 600, weekend closed.
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const FRIDAY = '2026-12-04';
const SATURDAY = '2026-12-05';
const NEXT_MONDAY = '2026-12-07';

const calendarWith = (
  loads: Record<string, number> = {},
  closedDays: string[] = [],
): PlanningCalendar => ({
  capacity: DEFAULT_WORKSHOP_CAPACITY,
  closedDays: new Set(closedDays),
  loads: new Map(Object.entries(loads)),
});

const bike = (plannedDate: string | null, plannedMinutes: number, stage: PlannedBike['stage']) => ({
  plannedDate,
  plannedMinutes,
  stage,
});

describe('a day’s planned load', () => {
  it('adds up the minutes of the bikes planned that day that are still to be worked on', () => {
    const loads = plannedLoads([
      bike(TUESDAY, 60, 'planned'),
      bike(TUESDAY, 90, 'in_repair'),
      bike(TUESDAY, 30, 'waiting_for_parts'),
      bike(TUESDAY, 45, 'waiting_for_customer'),
      bike(WEDNESDAY, 120, 'planned'),
    ]);
    expect(loads.get(TUESDAY)).toBe(225);
    expect(loads.get(WEDNESDAY)).toBe(120);
  });

  it('frees the minutes of a bike once it is ready or done, and counts bikes without a date nowhere', () => {
    const loads = plannedLoads([
      bike(TUESDAY, 60, 'ready'),
      bike(TUESDAY, 60, 'done'),
      bike(null, 60, 'planned'),
      bike(TUESDAY, 30, 'planned'),
    ]);
    expect([...loads]).toEqual([[TUESDAY, 30]]);
  });

  it('frees the minutes on the old day when a bike is planned for another day', () => {
    const before = plannedLoads([bike(WEDNESDAY, 60, 'planned'), bike(WEDNESDAY, 60, 'planned')]);
    const after = plannedLoads([bike(WEDNESDAY, 60, 'planned'), bike(TUESDAY, 60, 'planned')]);
    expect(before.get(WEDNESDAY)).toBe(120);
    expect(after.get(WEDNESDAY)).toBe(60);
  });
});

describe('free minutes', () => {
  it('are the weekday’s capacity minus the load, from the opening hours by default', () => {
    const calendar = calendarWith({ [MONDAY]: 100, [TUESDAY]: 600 });
    expect(freeMinutesOn(calendar, MONDAY)).toBe(260);
    expect(freeMinutesOn(calendar, TUESDAY)).toBe(0);
    expect(freeMinutesOn(calendar, WEDNESDAY)).toBe(600);
  });

  it('are 0 at the weekend and on a closed day, whatever its weekday', () => {
    const calendar = calendarWith({}, [THURSDAY]);
    expect(freeMinutesOn(calendar, SATURDAY)).toBe(0);
    expect(freeMinutesOn(calendar, addDays(SATURDAY, 1))).toBe(0);
    expect(capacityOn(calendar, THURSDAY)).toBe(0);
  });

  it('never go below 0 on a day planned over its capacity', () => {
    expect(freeMinutesOn(calendarWith({ [MONDAY]: 500 }), MONDAY)).toBe(0);
  });
});

describe('overfull', () => {
  it('is a day whose load would pass its capacity; exactly full is not over', () => {
    const calendar = calendarWith({ [MONDAY]: 300 });
    expect(wouldOverfill(calendar, MONDAY, 60)).toBe(false);
    expect(wouldOverfill(calendar, MONDAY, 61)).toBe(true);
  });

  it('is any planned minute on a closed day or at the weekend', () => {
    const calendar = calendarWith({}, [FRIDAY]);
    expect(wouldOverfill(calendar, FRIDAY, 10)).toBe(true);
    expect(wouldOverfill(calendar, SATURDAY, 10)).toBe(true);
  });
});

describe('the first working day with room', () => {
  it('starts tomorrow: a request approved today is not planned for today', () => {
    expect(firstDayWithRoom(calendarWith(), { after: MONDAY, minutes: 60 })).toBe(TUESDAY);
  });

  it('skips days without enough free minutes for all the request’s bikes together', () => {
    const calendar = calendarWith({ [TUESDAY]: 500, [WEDNESDAY]: 480 });
    // Three bikes of 60 minutes: 100 free on Tuesday, 120 on Wednesday, 600 on Thursday.
    expect(firstDayWithRoom(calendar, { after: MONDAY, minutes: 180 })).toBe(THURSDAY);
    expect(firstDayWithRoom(calendar, { after: MONDAY, minutes: 120 })).toBe(WEDNESDAY);
  });

  it('skips closed days and the weekend', () => {
    const calendar = calendarWith({}, [TUESDAY, WEDNESDAY, THURSDAY]);
    expect(firstDayWithRoom(calendar, { after: MONDAY, minutes: 60 })).toBe(FRIDAY);
    const fullFriday = calendarWith({ [FRIDAY]: 600 }, [TUESDAY, WEDNESDAY, THURSDAY]);
    expect(firstDayWithRoom(fullFriday, { after: MONDAY, minutes: 60 })).toBe(NEXT_MONDAY);
  });

  it('keeps a request on one day: it does not fill a half-free Monday and spill into Tuesday', () => {
    // Seven hours of work: Monday has six, so the whole request goes to Tuesday.
    expect(firstDayWithRoom(calendarWith(), { after: FRIDAY, minutes: 420 })).toBe('2026-12-08');
  });

  it('gives a request larger than any day the first working day with nothing planned', () => {
    const calendar = calendarWith({ [TUESDAY]: 60 });
    expect(firstDayWithRoom(calendar, { after: MONDAY, minutes: 900 })).toBe(WEDNESDAY);
  });

  it('finds nothing when the workshop is closed for the whole horizon', () => {
    const closed: PlanningCalendar = {
      ...calendarWith(),
      capacity: {
        ...DEFAULT_WORKSHOP_CAPACITY,
        minutesPerWeekday: { ...DEFAULT_WORKSHOP_CAPACITY.minutesPerWeekday, tuesday: 0 },
      },
      closedDays: new Set(
        Array.from({ length: 400 }, (_, offset) => addDays(MONDAY, offset)).filter(
          (date) => weekdayOf(date) !== 'tuesday',
        ),
      ),
    };
    expect(firstDayWithRoom(closed, { after: MONDAY, minutes: 60 })).toBeNull();
  });
});

describe('working days', () => {
  it('counts the working days after one day up to and including another', () => {
    const calendar = calendarWith({}, [WEDNESDAY]);
    expect(workingDaysBetween(calendar, MONDAY, TUESDAY)).toBe(1);
    // Tuesday, Thursday, Friday and next Monday; Wednesday is closed, the weekend too.
    expect(workingDaysBetween(calendar, MONDAY, NEXT_MONDAY)).toBe(4);
  });

  it('names weekdays from Monday and steps over month ends', () => {
    expect(weekdayOf(MONDAY)).toBe('monday');
    expect(weekdayOf(SATURDAY)).toBe('saturday');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('takes today from Amsterdam’s clock: 23:30 UTC on 30 November is already 1 December there', () => {
    expect(todayInWorkshop(new Date('2026-11-30T23:30:00Z'))).toBe(TUESDAY);
    expect(todayInWorkshop(new Date('2026-11-30T22:59:00Z'))).toBe(MONDAY);
  });
});
