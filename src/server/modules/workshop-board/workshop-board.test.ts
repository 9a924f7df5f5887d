import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BikeServiceType } from '../../../contract/bikes.ts';
import { BIKE_STAGES, type BikeStage } from '../../../contract/service-requests/stages.ts';
import {
  BOARD_ANY_LEASE,
  BOARD_COLUMN_PAGE_SIZE,
  type WorkshopBoardQuery,
} from '../../../contract/workshop-board.ts';
import {
  admins,
  bikeProgress,
  bikes,
  labels,
  serviceRequestLabels,
  serviceRequests,
} from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';
import { addDays } from '../capacity/calendar.ts';
import { readWorkshopBoard } from './service.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.database.db.delete(serviceRequests);
});

/** Friday 27 November 2026, 11:00 in Amsterdam: its week runs from the 23rd to the 29th. */
const NOW = new Date('2026-11-27T10:00:00Z');
const TODAY = '2026-11-27';

const board = (query: Partial<WorkshopBoardQuery> = {}, now = NOW) =>
  readWorkshopBoard({
    db: server.database.db,
    query: { day: 'all', offset: 0, ...query },
    viewerEmail: TEST_ADMIN_EMAIL,
    now,
  });

const column = async (stage: BikeStage, query: Partial<WorkshopBoardQuery> = {}) => {
  const found = (await board(query)).columns.find((each) => each.stage === stage);
  if (!found) throw new Error(`no column ${stage}`);
  return found;
};

const bikeIdsIn = async (stage: BikeStage, query: Partial<WorkshopBoardQuery> = {}) =>
  (await column(stage, query)).cards.map((card) => card.bikeId);

/** An approved request with one bike at `stage`, as the board reads it; answers the bike's id. */
async function bikeOnBoard(
  options: {
    stage?: BikeStage;
    plannedDate?: string | null;
    stageChangedAt?: Date;
    serviceType?: BikeServiceType;
    lease?: { company: string; contractNumber: string };
    labelId?: number;
    assigneeId?: number;
    request?: Parameters<typeof insertServiceRequest>[1];
  } = {},
) {
  const { db } = server.database;
  const request = await insertServiceRequest(db, {
    status: 'approved',
    bikes: [{ ...SAMPLE_BIKE, serviceType: options.serviceType, lease: options.lease }],
    ...options.request,
  });
  const [bike] = await db
    .select({ id: bikes.id })
    .from(bikes)
    .where(eq(bikes.serviceRequestId, request.id));
  if (!bike) throw new Error('the request has no bike');
  await db.insert(bikeProgress).values({
    bikeId: bike.id,
    serviceRequestId: request.id,
    stage: options.stage ?? 'planned',
    plannedDate: options.plannedDate === undefined ? TODAY : options.plannedDate,
    stageChangedAt: options.stageChangedAt ?? NOW,
    assigneeAdminId: options.assigneeId,
  });
  if (options.labelId) {
    await db
      .insert(serviceRequestLabels)
      .values({ serviceRequestId: request.id, labelId: options.labelId });
  }
  return bike.id;
}

async function label(name: string) {
  const [row] = await server.database.db
    .insert(labels)
    .values({ name, color: '#dc2626' })
    .onConflictDoNothing()
    .returning();
  if (row) return row.id;
  const [existing] = await server.database.db.select().from(labels).where(eq(labels.name, name));
  return existing?.id ?? 0;
}

describe('the workshop board', () => {
  it('has a column for every stage, in the order of the repair, each counting its bikes', async () => {
    await bikeOnBoard({ stage: 'in_repair' });
    await bikeOnBoard({ stage: 'in_repair' });
    await bikeOnBoard({ stage: 'ready' });
    const { today, columns } = await board();
    expect(today).toBe(TODAY);
    expect(columns.map(({ stage, count }) => ({ stage, count }))).toEqual(
      BIKE_STAGES.map((stage) => ({
        stage,
        count: stage === 'in_repair' ? 2 : stage === 'ready' ? 1 : 0,
      })),
    );
  });

  it('shows per card what staff recognise a bike by, the version to move it and its labels', async () => {
    const urgent = await label('Spoed');
    const bikeId = await bikeOnBoard({
      stage: 'waiting_for_parts',
      plannedDate: '2026-11-30',
      serviceType: 'repair',
      labelId: urgent,
      request: {
        customerType: 'business',
        companyName: 'Fietskoeriers Amsterdam',
        deliveryType: 'on_location',
        createdAt: new Date('2026-11-20T09:00:00Z'),
      },
    });
    const [card] = (await column('waiting_for_parts')).cards;
    expect(card).toEqual({
      bikeId,
      serviceRequestId: expect.any(Number),
      reference: expect.stringMatching(/^#SR-2026-\d{3,}$/),
      customerName: 'Fietskoeriers Amsterdam',
      brand: 'VanMoof',
      model: 'S3',
      serviceType: 'repair',
      leaseCompany: null,
      plannedDate: '2026-11-30',
      plannedMinutes: 60,
      stage: 'waiting_for_parts',
      version: 0,
      assignee: null,
      labels: [{ id: urgent, name: 'Spoed', color: '#dc2626' }],
      deliveryType: 'on_location',
      overdue: false,
      dayOverfull: false,
    });
  });

  it("names a private customer by the customer's own name", async () => {
    await bikeOnBoard({ request: { fullName: 'Sanne de Vries', companyName: null } });
    const [card] = (await column('planned')).cards;
    expect(card?.customerName).toBe('Sanne de Vries');
  });

  it('marks a bike overdue when its planned date has passed in Amsterdam and it is not ready yet', async () => {
    const late = await bikeOnBoard({ stage: 'in_repair', plannedDate: addDays(TODAY, -1) });
    const onTime = await bikeOnBoard({ stage: 'in_repair', plannedDate: TODAY });
    const undated = await bikeOnBoard({ stage: 'in_repair', plannedDate: null });
    const lateButReady = await bikeOnBoard({ stage: 'ready', plannedDate: addDays(TODAY, -3) });
    const { columns } = await board();
    const overdue = Object.fromEntries(
      columns.flatMap((each) => each.cards).map((card) => [card.bikeId, card.overdue]),
    );
    expect(overdue).toEqual({
      [late]: true,
      [onTime]: false,
      [undated]: false,
      [lateButReady]: false,
    });
  });

  it('marks the bikes still to be worked on of a day planned over its capacity, and only those', async () => {
    // Monday 30 November: 360 minutes by the default opening hours; seven bikes of 60 minutes.
    const monday = '2026-11-30';
    const crowded: number[] = [];
    for (let bike = 0; bike < 7; bike += 1) {
      crowded.push(await bikeOnBoard({ stage: 'planned', plannedDate: monday }));
    }
    const readyThatDay = await bikeOnBoard({ stage: 'ready', plannedDate: monday });
    const tuesday = await bikeOnBoard({ stage: 'planned', plannedDate: '2026-12-01' });
    // Last Monday was as full, but a day gone by is no longer to spread: its bike is late.
    const lastMonday: number[] = [];
    for (let bike = 0; bike < 7; bike += 1) {
      lastMonday.push(await bikeOnBoard({ stage: 'planned', plannedDate: '2026-11-23' }));
    }
    const { columns } = await board();
    const overfull = Object.fromEntries(
      columns.flatMap((each) => each.cards).map((card) => [card.bikeId, card.dayOverfull]),
    );
    expect(overfull).toEqual({
      ...Object.fromEntries(crowded.map((bikeId) => [bikeId, true])),
      ...Object.fromEntries(lastMonday.map((bikeId) => [bikeId, false])),
      [readyThatDay]: false,
      [tuesday]: false,
    });
  });

  it('judges today by the clock in Amsterdam: at 00:30 there, yesterday is already past', async () => {
    const bikeId = await bikeOnBoard({ stage: 'planned', plannedDate: '2026-11-29' });
    // 23:30 UTC on Sunday the 29th is 00:30 on Monday the 30th in Amsterdam.
    const { today, columns } = await board({}, new Date('2026-11-29T23:30:00Z'));
    expect(today).toBe('2026-11-30');
    expect(columns[BIKE_STAGES.indexOf('planned')]?.cards).toMatchObject([
      { bikeId, overdue: true },
    ]);
  });

  it('keeps finished bikes in the last column for 14 days after they were finished', async () => {
    const recent = await bikeOnBoard({
      stage: 'done',
      stageChangedAt: new Date(NOW.getTime() - 13 * 24 * 60 * 60 * 1000),
    });
    const latest = await bikeOnBoard({ stage: 'done', stageChangedAt: NOW });
    await bikeOnBoard({
      stage: 'done',
      stageChangedAt: new Date(NOW.getTime() - 15 * 24 * 60 * 60 * 1000),
    });
    const done = await column('done');
    expect(done.count).toBe(2);
    expect(done.cards.map((card) => card.bikeId)).toEqual([latest, recent]);
  });

  it('orders a column by planned date, the late bikes first and those without a date last', async () => {
    const undated = await bikeOnBoard({ plannedDate: null });
    const tomorrow = await bikeOnBoard({ plannedDate: addDays(TODAY, 1) });
    const yesterday = await bikeOnBoard({ plannedDate: addDays(TODAY, -1) });
    expect(await bikeIdsIn('planned')).toEqual([yesterday, tomorrow, undated]);
  });

  it("shows with 'today' the bikes planned for the workshop's today and the late ones", async () => {
    const today = await bikeOnBoard({ plannedDate: TODAY });
    const late = await bikeOnBoard({ plannedDate: addDays(TODAY, -1) });
    await bikeOnBoard({ stage: 'ready', plannedDate: addDays(TODAY, -1) });
    await bikeOnBoard({ plannedDate: addDays(TODAY, 1) });
    await bikeOnBoard({ plannedDate: null });
    expect(await bikeIdsIn('planned', { day: 'today' })).toEqual([late, today]);
    expect((await column('planned', { day: 'today' })).count).toBe(2);
    expect(await bikeIdsIn('ready', { day: 'today' })).toEqual([]);
  });

  it("shows with 'this week' the bikes planned from Monday to Sunday of the workshop's week and the late ones", async () => {
    const lateFromLastWeek = await bikeOnBoard({ plannedDate: '2026-11-22' });
    const monday = await bikeOnBoard({ plannedDate: '2026-11-23' });
    const sunday = await bikeOnBoard({ plannedDate: '2026-11-29' });
    await bikeOnBoard({ stage: 'ready', plannedDate: '2026-11-22' });
    await bikeOnBoard({ plannedDate: '2026-11-30' });
    await bikeOnBoard({ plannedDate: null });
    expect(await bikeIdsIn('planned', { day: 'week' })).toEqual([lateFromLastWeek, monday, sunday]);
    expect(await bikeIdsIn('ready', { day: 'week' })).toEqual([]);
  });

  it('shows with a service type only the bikes the customer asked that service for', async () => {
    const repair = await bikeOnBoard({ serviceType: 'repair' });
    await bikeOnBoard({ serviceType: 'maintenance' });
    await bikeOnBoard({});
    expect(await bikeIdsIn('planned', { serviceType: 'repair' })).toEqual([repair]);
  });

  it('shows with the lease filter only lease bikes, or only those of one leasing company, with their company on the card', async () => {
    const athlon = await bikeOnBoard({
      stage: 'waiting_for_lessor',
      lease: { company: 'Athlon', contractNumber: 'ATH-1' },
    });
    const ayvens = await bikeOnBoard({
      stage: 'waiting_for_lessor',
      lease: { company: 'Ayvens', contractNumber: 'AYV-2' },
    });
    const own = await bikeOnBoard({ stage: 'waiting_for_lessor' });
    expect(await bikeIdsIn('waiting_for_lessor')).toEqual([athlon, ayvens, own]);
    expect(await bikeIdsIn('waiting_for_lessor', { lease: BOARD_ANY_LEASE })).toEqual([
      athlon,
      ayvens,
    ]);
    expect(await bikeIdsIn('waiting_for_lessor', { lease: 'Ayvens' })).toEqual([ayvens]);
    expect(await bikeIdsIn('waiting_for_lessor', { lease: 'Lease a Bike' })).toEqual([]);
    const cards = (await column('waiting_for_lessor', { lease: BOARD_ANY_LEASE })).cards;
    expect(cards.map((card) => card.leaseCompany)).toEqual(['Athlon', 'Ayvens']);
    expect((await column('waiting_for_lessor', { lease: 'Athlon' })).count).toBe(1);
  });

  it('shows with a label only the bikes of requests that carry it', async () => {
    const warranty = await label('Garantie');
    const other = await label('Terugbellen');
    const labelled = await bikeOnBoard({ labelId: warranty });
    await bikeOnBoard({ labelId: other });
    await bikeOnBoard({});
    expect(await bikeIdsIn('planned', { label: warranty })).toEqual([labelled]);
  });

  it("shows with an assignee the bikes of that staff member, of the reader ('mine') or of nobody", async () => {
    const [reader] = await server.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, TEST_ADMIN_EMAIL));
    const [colleague] = await server.database.db
      .insert(admins)
      .values({ email: 'monteur.board@werkplaats.test', fullName: 'Joris Monteur' })
      .returning();
    if (!reader || !colleague) throw new Error('no staff to give bikes to');
    const mine = await bikeOnBoard({ assigneeId: reader.id });
    const theirs = await bikeOnBoard({ assigneeId: colleague.id });
    const nobodys = await bikeOnBoard({});
    expect(await bikeIdsIn('planned', { assignee: 'mine' })).toEqual([mine]);
    expect(await bikeIdsIn('planned', { assignee: colleague.id })).toEqual([theirs]);
    expect(await bikeIdsIn('planned', { assignee: 'nobody' })).toEqual([nobodys]);
    const cards = (await column('planned')).cards;
    expect(cards.find((card) => card.bikeId === theirs)?.assignee).toEqual({
      id: colleague.id,
      name: 'Joris Monteur',
    });
    expect(cards.find((card) => card.bikeId === mine)?.assignee).toEqual({
      id: reader.id,
      name: expect.any(String),
    });
  });

  it('sends the first cards of each column, and the next ones of one column from an offset', async () => {
    const total = BOARD_COLUMN_PAGE_SIZE + 3;
    const ids: number[] = [];
    for (let day = 0; day < total; day += 1) {
      ids.push(await bikeOnBoard({ stage: 'in_repair', plannedDate: addDays(TODAY, day) }));
    }
    const first = await column('in_repair');
    expect(first.count).toBe(total);
    expect(first.cards.map((card) => card.bikeId)).toEqual(ids.slice(0, BOARD_COLUMN_PAGE_SIZE));
    expect(first.nextOffset).toBe(BOARD_COLUMN_PAGE_SIZE);

    const next = await board({ stage: 'in_repair', offset: BOARD_COLUMN_PAGE_SIZE });
    expect(next.columns).toHaveLength(1);
    expect(next.columns[0]).toMatchObject({ stage: 'in_repair', count: total, nextOffset: null });
    expect(next.columns[0]?.cards.map((card) => card.bikeId)).toEqual(
      ids.slice(BOARD_COLUMN_PAGE_SIZE),
    );

    const beyond = await board({ stage: 'in_repair', offset: total + 10 });
    expect(beyond.columns[0]).toMatchObject({ count: total, cards: [], nextOffset: null });
  });

  it('leaves out bikes of requests still pending, which have no stage', async () => {
    await insertServiceRequest(server.database.db, { status: 'pending' });
    const { columns } = await board();
    expect(columns.every((each) => each.count === 0)).toBe(true);
  });
});

describe('GET /api/workshop-board', () => {
  it('answers the board with the filters of its query string', async () => {
    const bikeId = await bikeOnBoard({ stage: 'ready', serviceType: 'tune_up', plannedDate: null });
    const answer = await asAdmin('GET', '/api/workshop-board?serviceType=tune_up');
    expect(answer.statusCode, answer.body).toBe(200);
    const { columns } = answer.json();
    expect(columns.map((each: { stage: string }) => each.stage)).toEqual([...BIKE_STAGES]);
    expect(columns[BIKE_STAGES.indexOf('ready')].cards).toMatchObject([{ bikeId, stage: 'ready' }]);
  });

  it('answers the lease filter of its query string, a company by its name as the bikes carry it', async () => {
    const bikeId = await bikeOnBoard({ lease: { company: 'Lease a Bike', contractNumber: 'L-9' } });
    await bikeOnBoard({});
    for (const lease of ['*', 'Lease%20a%20Bike']) {
      const answer = await asAdmin('GET', `/api/workshop-board?lease=${lease}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const planned = answer.json().columns[BIKE_STAGES.indexOf('planned')];
      expect(planned.cards).toMatchObject([{ bikeId, leaseCompany: 'Lease a Bike' }]);
    }
  });

  it('refuses an unknown day, stage, assignee, an empty or overlong lease company or a negative offset with 400', async () => {
    for (const query of [
      'day=tomorrow',
      'stage=lost',
      'offset=-1',
      'label=abc',
      'assignee=all',
      'lease=',
      `lease=${'x'.repeat(61)}`,
    ]) {
      const answer = await asAdmin('GET', `/api/workshop-board?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
