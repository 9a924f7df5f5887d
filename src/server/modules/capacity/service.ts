import { and, asc, between, count, eq, gte, ne } from 'drizzle-orm';
import {
  type ClosedDay,
  closedDaySchema,
  type DayLoad,
  DEFAULT_WORKSHOP_CAPACITY,
  type NewClosedDay,
  type PlanningProposal,
  type WorkshopCapacity,
  type WorkshopCapacityAnswer,
  workshopCapacitySchema,
} from '../../../contract/capacity.ts';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import type { Db, Transaction } from '../../db/connect.ts';
import {
  bikeProgress,
  bikes,
  closedDays,
  serviceRequests,
  workshopCapacity,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  addDays,
  dayLoadOn,
  firstDayWithRoom,
  PLANNING_HORIZON_DAYS,
  type PlanningCalendar,
  plannedLoads,
  todayInWorkshop,
  weighsOnItsDay,
  workingDaysBetween,
  wouldOverfill,
} from './calendar.ts';

type CapacityRow = typeof workshopCapacity.$inferSelect;

const capacityOfRow = (row: CapacityRow): WorkshopCapacity => ({
  minutesPerWeekday: {
    monday: row.mondayMinutes,
    tuesday: row.tuesdayMinutes,
    wednesday: row.wednesdayMinutes,
    thursday: row.thursdayMinutes,
    friday: row.fridayMinutes,
    saturday: row.saturdayMinutes,
    sunday: row.sundayMinutes,
  },
  defaultMinutesPerBike: row.defaultMinutesPerBike,
});

/** The workshop's capacity; until staff save one, the defaults, marked as not configured. */
export async function getWorkshopCapacity(db: Db): Promise<WorkshopCapacityAnswer> {
  const [row] = await db.select().from(workshopCapacity).orderBy(asc(workshopCapacity.id)).limit(1);
  if (!row) return { ...DEFAULT_WORKSHOP_CAPACITY, configured: false };
  return { ...capacityOfRow(row), configured: true };
}

/** Saves the capacity; from then on the portals' wait estimate follows from it. */
export async function updateWorkshopCapacity(options: { db: Db; capacity: WorkshopCapacity }) {
  const { minutesPerWeekday: week, defaultMinutesPerBike } = workshopCapacitySchema.parse(
    options.capacity,
  );
  const values = {
    mondayMinutes: week.monday,
    tuesdayMinutes: week.tuesday,
    wednesdayMinutes: week.wednesday,
    thursdayMinutes: week.thursday,
    fridayMinutes: week.friday,
    saturdayMinutes: week.saturday,
    sundayMinutes: week.sunday,
    defaultMinutesPerBike,
    updatedAt: new Date(),
  };
  const [existing] = await options.db.select({ id: workshopCapacity.id }).from(workshopCapacity);
  if (existing) await options.db.update(workshopCapacity).set(values);
  else await options.db.insert(workshopCapacity).values(values);
  return getWorkshopCapacity(options.db);
}

/** The closed days from today on, soonest first: past ones no longer matter to planning. */
export async function listClosedDays(db: Db): Promise<ClosedDay[]> {
  return db
    .select()
    .from(closedDays)
    .where(gte(closedDays.date, todayInWorkshop()))
    .orderBy(asc(closedDays.date));
}

/** Closes the workshop on a day; adding a day again changes its description. */
export async function addClosedDay(options: { db: Db; closedDay: NewClosedDay }) {
  const closedDay = closedDaySchema.parse(options.closedDay);
  const [stored] = await options.db
    .insert(closedDays)
    .values(closedDay)
    .onConflictDoUpdate({ target: closedDays.date, set: { description: closedDay.description } })
    .returning();
  return stored as ClosedDay;
}

/** Opens a closed day again (its weekday's minutes apply); 404 for a day that was not closed. */
export async function removeClosedDay(options: { db: Db; date: string }) {
  const [removed] = await options.db
    .delete(closedDays)
    .where(eq(closedDays.date, options.date))
    .returning();
  if (!removed) throw new AppError('CLOSED_DAY_NOT_FOUND', { date: options.date });
  return removed;
}

/**
 * What planning knows of the days `from`..`until`. `exceptBikeId` leaves one bike's own minutes
 * out, for re-planning it: its old place is freed by the move.
 */
async function planningCalendar(
  db: Db,
  range: { from: string; until: string; exceptBikeId?: number },
): Promise<PlanningCalendar & { configured: boolean }> {
  const [capacity, closed, bikesPlanned] = await Promise.all([
    getWorkshopCapacity(db),
    db
      .select({ date: closedDays.date })
      .from(closedDays)
      .where(between(closedDays.date, range.from, range.until)),
    db
      .select({
        plannedDate: bikeProgress.plannedDate,
        plannedMinutes: bikeProgress.plannedMinutes,
        stage: bikeProgress.stage,
      })
      .from(bikeProgress)
      .where(
        and(
          between(bikeProgress.plannedDate, range.from, range.until),
          ne(bikeProgress.stage, 'done'),
          range.exceptBikeId === undefined
            ? undefined
            : ne(bikeProgress.bikeId, range.exceptBikeId),
        ),
      ),
  ]);
  return {
    capacity,
    configured: capacity.configured,
    closedDays: new Set(closed.map((day) => day.date)),
    loads: plannedLoads(bikesPlanned),
  };
}

/**
 * Minutes planned and capacity per day from `from` to `until` (both included, YYYY-MM-DD):
 * the board marks a day whose planned minutes exceed its capacity.
 */
export async function dayLoads(db: Db, from: string, until: string): Promise<DayLoad[]> {
  const calendar = await planningCalendar(db, { from, until });
  const days: DayLoad[] = [];
  for (let date = from; date <= until; date = addDays(date, 1)) {
    days.push(dayLoadOn(calendar, date));
  }
  return days;
}

/** The days a proposal looks at: from tomorrow, as far as the horizon. */
const planningRange = (today: string) => ({
  from: addDays(today, 1),
  until: addDays(today, PLANNING_HORIZON_DAYS),
});

async function bikeCountOf(db: Db, serviceRequestId: number) {
  const [request] = await db
    .select({ bikeCount: count(bikes.id) })
    .from(serviceRequests)
    .leftJoin(bikes, eq(bikes.serviceRequestId, serviceRequests.id))
    .where(eq(serviceRequests.id, serviceRequestId))
    .groupBy(serviceRequests.id);
  if (!request) throw new AppError('REQUEST_NOT_FOUND', { id: serviceRequestId });
  return request.bikeCount;
}

/**
 * The day to plan a request's bikes on, all on one day: the first working day from tomorrow
 * with room for all of them, and how full `date` (staff's choice, else that day) already is.
 */
export async function proposePlanning(
  db: Db,
  options: { serviceRequestId: number; minutesPerBike?: number; date?: string },
): Promise<PlanningProposal> {
  const today = todayInWorkshop();
  const range = planningRange(today);
  // A day staff ask about may lie before tomorrow or beyond the horizon: the range takes it in.
  const [from, , until] = [options.date ?? range.from, range.from, range.until].sort() as [
    string,
    string,
    string,
  ];
  const [bikeCount, calendar] = await Promise.all([
    bikeCountOf(db, options.serviceRequestId),
    planningCalendar(db, { from, until }),
  ]);
  const minutesPerBike = options.minutesPerBike ?? calendar.capacity.defaultMinutesPerBike;
  const requestMinutes = minutesPerBike * bikeCount;
  const proposedDate = firstDayWithRoom(calendar, { after: today, minutes: requestMinutes });
  const weighed = options.date ?? proposedDate;
  return {
    minutesPerBike,
    requestMinutes,
    proposedDate,
    day: weighed === null ? null : dayLoadOn(calendar, weighed),
    overfull: weighed !== null && wouldOverfill(calendar, weighed, requestMinutes),
  };
}

/**
 * Makes every planning of minutes wait for the one before it until its transaction ends, so
 * that of two admins filling the last free minutes of a day at once the second sees the first's
 * bikes and is asked to confirm. One workshop, one lock (namespace 3 of the two-key advisory
 * locks; 1 and 2 are the sign-in links').
 */
const lockPlanning = (tx: Transaction) => tx.executeSql('SELECT pg_advisory_xact_lock(3, 0)', []);

/** Refuses with 409 a day that `addedMinutes` take over its capacity, unless staff confirmed it. */
function refuseOverfull(
  calendar: PlanningCalendar,
  change: { date: string; addedMinutes: number; confirmOverfull?: boolean },
) {
  if (change.confirmOverfull || !wouldOverfill(calendar, change.date, change.addedMinutes)) return;
  const day = dayLoadOn(calendar, change.date);
  throw new AppError('DAY_OVERFULL', { ...day, addedMinutes: change.addedMinutes });
}

/**
 * The day and minutes per bike for a request being approved, in the approval's transaction:
 * staff's date, or the proposal when they gave none; 409 `DAY_OVERFULL` for a date staff chose
 * that the request takes over its capacity, without `confirmOverfull`. The proposal itself is
 * taken as it is: the spec approves a workshop request in one click, and the proposal is made
 * under the lock, so it fills no day that has no room, except an empty day for a request larger
 * than any day, where it overfills only itself.
 */
export async function planApproval(
  tx: Transaction,
  options: {
    serviceRequestId: number;
    plannedDate?: string;
    minutesPerBike?: number;
    confirmOverfull?: boolean;
  },
) {
  await lockPlanning(tx);
  const proposal = await proposePlanning(tx.db, {
    serviceRequestId: options.serviceRequestId,
    minutesPerBike: options.minutesPerBike,
    date: options.plannedDate,
  });
  if (options.plannedDate && proposal.day && proposal.overfull && !options.confirmOverfull) {
    throw new AppError('DAY_OVERFULL', { ...proposal.day, addedMinutes: proposal.requestMinutes });
  }
  return {
    plannedDate: options.plannedDate ?? proposal.proposedDate,
    minutesPerBike: proposal.minutesPerBike,
  };
}

type BikePlan = { plannedDate: string | null; plannedMinutes: number };

/**
 * Checks, in the re-plan's transaction, that a bike planned `to` a day leaves that day within
 * its capacity (its old place no longer counts), or that staff confirmed it. A change that adds
 * no minutes to a day (fewer minutes on the same day; a bike ready or done, which weighs on no
 * day) needs no confirmation, even on a day that is already overfull.
 */
export async function checkRoomForBike(
  tx: Transaction,
  change: {
    bikeId: number;
    stage: BikeStage;
    from: BikePlan;
    to: BikePlan & { plannedDate: string };
    confirmOverfull?: boolean;
  },
) {
  const { from, to } = change;
  const addsMinutes =
    weighsOnItsDay(change.stage) &&
    (from.plannedDate !== to.plannedDate || to.plannedMinutes > from.plannedMinutes);
  if (!addsMinutes) return;
  await lockPlanning(tx);
  const calendar = await planningCalendar(tx.db, {
    from: to.plannedDate,
    until: to.plannedDate,
    exceptBikeId: change.bikeId,
  });
  refuseOverfull(calendar, {
    date: to.plannedDate,
    addedMinutes: to.plannedMinutes,
    confirmOverfull: change.confirmOverfull,
  });
}

/**
 * The wait the portals promise, in working days from today: until the first working day with
 * room for one bike of the default minutes. Null while no capacity is configured (the manual
 * wait times apply) or when no day within a year has room.
 */
export async function waitEstimateDays(db: Db) {
  const today = todayInWorkshop();
  const calendar = await planningCalendar(db, planningRange(today));
  if (!calendar.configured) return null;
  const firstDay = firstDayWithRoom(calendar, {
    after: today,
    minutes: calendar.capacity.defaultMinutesPerBike,
  });
  return firstDay === null ? null : workingDaysBetween(calendar, today, firstDay);
}
