import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSHOP_CAPACITY, type WorkshopCapacity } from '../../../contract/capacity.ts';
import { INPUT_TEXTS_NL } from '../../../contract/errors/input-nl.ts';
import { bikeProgress, serviceRequests } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';
import { addDays, todayInWorkshop } from './calendar.ts';
import { dayLoads } from './service.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const CAPACITY_URL = '/api/config/workshop-capacity';
const CLOSED_DAYS_URL = '/api/config/closed-days';
const WAIT_TIMES_URL = '/api/config/service-wait-times';

const today = todayInWorkshop();
/** The n-th day after today: the tests plan in days from now, whatever today's weekday. */
const day = (n: number) => addDays(today, n);

/** Two hours of work every day of the week: two bikes of an hour fill a day. */
const TWO_HOURS_EVERY_DAY: WorkshopCapacity = {
  minutesPerWeekday: {
    monday: 120,
    tuesday: 120,
    wednesday: 120,
    thursday: 120,
    friday: 120,
    saturday: 120,
    sunday: 120,
  },
  defaultMinutesPerBike: 60,
};

const publicWaitTimes = async () =>
  (await server.app.inject({ method: 'GET', url: WAIT_TIMES_URL })).json();

async function pendingRequest(bikeCount = 1) {
  return insertServiceRequest(server.database.db, {
    bikes: Array.from({ length: bikeCount }, () => SAMPLE_BIKE),
  });
}

const approve = (id: number, body: object = {}) =>
  asAdmin('PATCH', `/api/service-requests/${id}/approve`, body);

const proposal = async (id: number, query = '') =>
  (await asAdmin('GET', `/api/service-requests/${id}/planning-proposal${query}`)).json();

async function plannedBikes(id: number) {
  const request = (await asAdmin('GET', `/api/service-requests/${id}`)).json();
  return request.bikes as {
    id: number;
    progress: { stage: string; version: number; plannedDate: string; plannedMinutes: number };
  }[];
}

/** Forgets every bike's date, so that a test plans on empty days. */
const emptyTheDays = () =>
  server.database.db
    .update(bikeProgress)
    .set({ plannedDate: null })
    .where(isNotNull(bikeProgress.plannedDate));

describe('before staff configure a capacity', () => {
  it('is not set, and offers the opening hours of one mechanic and 60 minutes per bike', async () => {
    const response = await asAdmin('GET', CAPACITY_URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configured: false,
      minutesPerWeekday: {
        monday: 360,
        tuesday: 600,
        wednesday: 600,
        thursday: 600,
        friday: 600,
        saturday: 0,
        sunday: 0,
      },
      defaultMinutesPerBike: 60,
    });
  });

  it('leaves the portals the manual wait times', async () => {
    await asAdmin('PATCH', WAIT_TIMES_URL, { on_location_days: 4, workshop_days: 2 });
    expect(await publicWaitTimes()).toEqual({ on_location_days: 4, workshop_days: 2 });
  });
});

describe('PUT /api/config/workshop-capacity', () => {
  it.each([
    [
      { ...DEFAULT_WORKSHOP_CAPACITY, defaultMinutesPerBike: 9 },
      INPUT_TEXTS_NL.minutesPerBikeTooFew,
    ],
    [
      {
        ...DEFAULT_WORKSHOP_CAPACITY,
        minutesPerWeekday: { ...DEFAULT_WORKSHOP_CAPACITY.minutesPerWeekday, monday: -60 },
      },
      INPUT_TEXTS_NL.dayMinutes,
    ],
    [
      {
        ...DEFAULT_WORKSHOP_CAPACITY,
        minutesPerWeekday: { ...DEFAULT_WORKSHOP_CAPACITY.minutesPerWeekday, friday: 1.5 },
      },
      INPUT_TEXTS_NL.dayMinutes,
    ],
    [
      {
        ...DEFAULT_WORKSHOP_CAPACITY,
        minutesPerWeekday: Object.fromEntries(
          Object.keys(DEFAULT_WORKSHOP_CAPACITY.minutesPerWeekday).map((weekday) => [weekday, 0]),
        ),
      },
      INPUT_TEXTS_NL.noOpenWeekday,
    ],
  ])('refuses %o with 400 "%s" and stays not set', async (body, message) => {
    const response = await asAdmin('PUT', CAPACITY_URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await asAdmin('GET', CAPACITY_URL)).json().configured).toBe(false);
  });

  it('saves the capacity, which is configured from then on', async () => {
    const response = await asAdmin('PUT', CAPACITY_URL, TWO_HOURS_EVERY_DAY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...TWO_HOURS_EVERY_DAY, configured: true });
    expect((await asAdmin('GET', CAPACITY_URL)).json()).toEqual({
      ...TWO_HOURS_EVERY_DAY,
      configured: true,
    });
  });
});

describe('closed days', () => {
  it('adds, lists soonest first from today on, renames and removes a closed day', async () => {
    await asAdmin('POST', CLOSED_DAYS_URL, { date: day(30), description: 'Tweede Kerstdag' });
    await asAdmin('POST', CLOSED_DAYS_URL, { date: day(29) });
    await asAdmin('POST', CLOSED_DAYS_URL, { date: day(-3), description: 'Voorbij' });
    expect((await asAdmin('GET', CLOSED_DAYS_URL)).json()).toEqual([
      { date: day(29), description: '' },
      { date: day(30), description: 'Tweede Kerstdag' },
    ]);

    const renamed = await asAdmin('POST', CLOSED_DAYS_URL, {
      date: day(29),
      description: '  Eerste Kerstdag ',
    });
    expect(renamed.json()).toEqual({ date: day(29), description: 'Eerste Kerstdag' });

    expect((await asAdmin('DELETE', `${CLOSED_DAYS_URL}/${day(29)}`)).statusCode).toBe(200);
    expect((await asAdmin('GET', CLOSED_DAYS_URL)).json()).toEqual([
      { date: day(30), description: 'Tweede Kerstdag' },
    ]);
    await asAdmin('DELETE', `${CLOSED_DAYS_URL}/${day(30)}`);
  });

  it('answers 404 for removing a day that is not closed, and 400 for an impossible date', async () => {
    const missing = await asAdmin('DELETE', `${CLOSED_DAYS_URL}/${day(40)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CLOSED_DAY_NOT_FOUND');
    const impossible = await asAdmin('POST', CLOSED_DAYS_URL, { date: '2026-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toBe(INPUT_TEXTS_NL.workingDate);
    for (const date of ['2026-02-30', '99999999999', '1', 'kerst']) {
      const removal = await asAdmin('DELETE', `${CLOSED_DAYS_URL}/${date}`);
      expect(removal.statusCode, date).toBe(400);
    }
  });
});

describe('planning an approval', () => {
  beforeEach(emptyTheDays);

  it('proposes tomorrow when it has room for all the request’s bikes, with that day’s load', async () => {
    const request = await pendingRequest(2);
    expect(await proposal(request.id)).toEqual({
      minutesPerBike: 60,
      requestMinutes: 120,
      proposedDate: day(1),
      day: { date: day(1), plannedMinutes: 0, capacityMinutes: 120 },
      overfull: false,
    });
  });

  it('plans every bike on the proposed day with the default minutes when staff approve as the spec does', async () => {
    const request = await pendingRequest(2);
    expect((await approve(request.id)).statusCode).toBe(200);
    const bikes = await plannedBikes(request.id);
    expect(bikes.map((bike) => [bike.progress.plannedDate, bike.progress.plannedMinutes])).toEqual([
      [day(1), 60],
      [day(1), 60],
    ]);
  });

  it('proposes the next day once tomorrow is full, and skips a closed day', async () => {
    await approve((await pendingRequest(2)).id);
    const next = await pendingRequest(1);
    expect((await proposal(next.id)).proposedDate).toBe(day(2));

    await asAdmin('POST', CLOSED_DAYS_URL, { date: day(2), description: 'Studiedag' });
    expect((await proposal(next.id)).proposedDate).toBe(day(3));
    await asAdmin('DELETE', `${CLOSED_DAYS_URL}/${day(2)}`);
  });

  it('weighs the minutes per bike staff enter: fewer minutes fit a day that had no room', async () => {
    await approve((await pendingRequest(1)).id);
    const request = await pendingRequest(2);
    expect((await proposal(request.id)).proposedDate).toBe(day(2));
    const shorter = await proposal(request.id, '?minutesPerBike=30');
    expect(shorter).toMatchObject({ requestMinutes: 60, proposedDate: day(1), overfull: false });
  });

  it('refuses fewer than 10 minutes per bike, in the proposal and in the approval', async () => {
    const request = await pendingRequest(1);
    const asked = await asAdmin(
      'GET',
      `/api/service-requests/${request.id}/planning-proposal?minutesPerBike=9`,
    );
    expect(asked.statusCode).toBe(400);
    const approval = await approve(request.id, { minutesPerBike: 9 });
    expect(approval.statusCode).toBe(400);
    expect(approval.json().message).toBe(INPUT_TEXTS_NL.minutesPerBikeTooFew);
  });

  it('shows how full a day staff pick is, and that the request would overfill it', async () => {
    await approve((await pendingRequest(1)).id);
    const request = await pendingRequest(2);
    expect(await proposal(request.id, `?date=${day(1)}`)).toEqual({
      minutesPerBike: 60,
      requestMinutes: 120,
      proposedDate: day(2),
      day: { date: day(1), plannedMinutes: 60, capacityMinutes: 120 },
      overfull: true,
    });
  });

  it('refuses a day the request overfills with 409 until staff confirm, and approves nothing meanwhile', async () => {
    await approve((await pendingRequest(1)).id);
    const request = await pendingRequest(2);

    const refused = await approve(request.id, { plannedDate: day(1) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DAY_OVERFULL',
      params: { date: day(1), plannedMinutes: 60, capacityMinutes: 120, addedMinutes: 120 },
    });
    expect(refused.json().message).toContain('raakt overvol');
    const [stored] = await server.database.db
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(stored?.status).toBe('pending');

    const confirmed = await approve(request.id, {
      plannedDate: day(1),
      minutesPerBike: 45,
      confirmOverfull: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const bikes = await plannedBikes(request.id);
    expect(bikes.map((bike) => [bike.progress.plannedDate, bike.progress.plannedMinutes])).toEqual([
      [day(1), 45],
      [day(1), 45],
    ]);
    expect(await dayLoads(server.database.db, day(1), day(1))).toEqual([
      { date: day(1), plannedMinutes: 150, capacityMinutes: 120 },
    ]);
  });

  it('gives a request larger than any day the first empty day: the one-click approval takes it, a chosen day asks to confirm', async () => {
    await approve((await pendingRequest(1)).id);
    const large = await pendingRequest(3);
    expect(await proposal(large.id)).toMatchObject({
      requestMinutes: 180,
      proposedDate: day(2),
      overfull: true,
    });
    expect((await approve(large.id, { plannedDate: day(2) })).statusCode).toBe(409);
    expect((await approve(large.id)).statusCode).toBe(200);
    const bikes = await plannedBikes(large.id);
    expect(bikes.map((bike) => bike.progress.plannedDate)).toEqual([day(2), day(2), day(2)]);
  });

  it('answers 404 for a proposal for a request that does not exist', async () => {
    const response = await asAdmin('GET', '/api/service-requests/999999/planning-proposal');
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH /api/service-requests/:id/bikes/:bikeId/plan', () => {
  beforeEach(emptyTheDays);

  async function approvedBike() {
    const request = await pendingRequest(1);
    await approve(request.id);
    const [bike] = await plannedBikes(request.id);
    if (!bike) throw new Error('an approved request without its bike');
    return { id: request.id, bike };
  }

  const plan = (id: number, bikeId: number, body: object) =>
    asAdmin('PATCH', `/api/service-requests/${id}/bikes/${bikeId}/plan`, body);

  it('plans the bike for another day and minutes, bumps its version and records the change', async () => {
    const { id, bike } = await approvedBike();
    const response = await plan(id, bike.id, {
      plannedDate: day(3),
      plannedMinutes: 90,
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      bikeId: bike.id,
      progress: {
        stage: 'planned',
        version: 1,
        plannedDate: day(3),
        plannedMinutes: 90,
        assigneeId: null,
        lessorApproval: null,
        lessorOverrideReason: null,
      },
    });
    const history = await historyOf(server.database.db, id);
    expect(history.at(-1)).toEqual({
      type: 'bike.plan_changed',
      actor: TEST_ADMIN_EMAIL,
      payload: {
        bikeId: bike.id,
        position: 1,
        from: { plannedDate: day(1), plannedMinutes: 60 },
        to: { plannedDate: day(3), plannedMinutes: 90 },
      },
    });
  });

  it('refuses a plan made on a version someone else has replaced, with 409, changing nothing', async () => {
    const { id, bike } = await approvedBike();
    await plan(id, bike.id, { plannedDate: day(2), plannedMinutes: 60, version: 0 });
    const stale = await plan(id, bike.id, { plannedDate: day(4), plannedMinutes: 60, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('BIKE_CHANGED_MEANWHILE');
    const [after] = await plannedBikes(id);
    expect(after?.progress).toMatchObject({ plannedDate: day(2), version: 1 });
  });

  it('asks to confirm a day the bike overfills, where its own old minutes no longer count', async () => {
    const first = await approvedBike();
    const second = await approvedBike();
    // Both on tomorrow: 120 of 120 minutes. More minutes on the same day overfill it.
    const longer = await plan(second.id, second.bike.id, {
      plannedDate: day(1),
      plannedMinutes: 90,
      version: 0,
    });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().code).toBe('DAY_OVERFULL');
    const confirmed = await plan(second.id, second.bike.id, {
      plannedDate: day(1),
      plannedMinutes: 90,
      version: 0,
      confirmOverfull: true,
    });
    expect(confirmed.statusCode).toBe(200);
    // Fewer minutes on the overfull day add nothing to it: no confirmation asked.
    const shorter = await plan(second.id, second.bike.id, {
      plannedDate: day(1),
      plannedMinutes: 60,
      version: 1,
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(first.bike.progress.plannedDate).toBe(day(1));
  });

  it('frees a bike’s minutes on its day once it is ready', async () => {
    const { id, bike } = await approvedBike();
    expect((await dayLoads(server.database.db, day(1), day(1)))[0]?.plannedMinutes).toBe(60);
    let version = 0;
    for (const stage of ['in_repair', 'ready']) {
      const moved = await asAdmin('PATCH', `/api/service-requests/${id}/bikes/${bike.id}/stage`, {
        stage,
        version,
      });
      version = moved.json().progress.version;
    }
    expect((await dayLoads(server.database.db, day(1), day(1)))[0]?.plannedMinutes).toBe(0);
  });
});

describe('the wait estimate once capacity is configured', () => {
  beforeEach(emptyTheDays);

  it('counts working days from today to the first day with room for one bike', async () => {
    expect(await publicWaitTimes()).toEqual({ on_location_days: 1, workshop_days: 1 });
    await approve((await pendingRequest(2)).id);
    expect(await publicWaitTimes()).toEqual({ on_location_days: 2, workshop_days: 2 });
    // A closed day is no working day: the wait counts it neither as a day nor as room.
    await asAdmin('POST', CLOSED_DAYS_URL, { date: day(2) });
    expect(await publicWaitTimes()).toEqual({ on_location_days: 2, workshop_days: 2 });
    await approve((await pendingRequest(2)).id);
    expect(await publicWaitTimes()).toEqual({ on_location_days: 3, workshop_days: 3 });
    await asAdmin('DELETE', `${CLOSED_DAYS_URL}/${day(2)}`);
  });

  it('keeps the manual wait times for staff to read and to fall back on', async () => {
    const manual = await asAdmin('GET', `${WAIT_TIMES_URL}/manual`);
    expect(manual.json()).toEqual({ on_location_days: 4, workshop_days: 2 });
  });
});
