import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsQuery } from '../../../contract/insights.ts';
import type { Db } from '../../db/connect.ts';
import {
  bikeProgress,
  bikes,
  customers,
  labels,
  notifications,
  rejectionReasons,
  requestFacts,
  serviceRequestLabels,
} from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recordEventAt } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest, SAMPLE_LEASE_BIKE } from '../../test/factories.ts';
import { notifyPromiseCrossings } from './promise-watch.ts';
import {
  answerPromise,
  bikeInsights,
  outcomes,
  requestsPerWeek,
  returningCustomers,
  stageDurations,
  unanswered,
} from './service.ts';

// Every figure of the insights pinned on a hand-made history (decision 052): the requests are
// stored as the intake stores them, their histories as events at chosen moments, and the
// rollups come from the triggers alone.

let server: TestApp;
let db: Db;

beforeAll(async () => {
  server = await createTestApp();
  db = server.database.db;
});

afterAll(async () => {
  await server?.close();
});

const bikeIdsOf = async (serviceRequestId: number) =>
  (
    await db
      .select({ id: bikes.id })
      .from(bikes)
      .where(eq(bikes.serviceRequestId, serviceRequestId))
      .orderBy(bikes.position)
  ).map((bike) => bike.id);

/** The weeks of 16 and 23 November 2026; "now" is Thursday 26 November, 13:00 in Amsterdam. */
const PERIOD: InsightsQuery = { from: '2026-11-16', to: '2026-11-29' };
const NOW = new Date('2026-11-26T12:00:00Z');

describe('insights on a hand-made history', () => {
  let reasonId: number;
  let labelId: number;
  const ids: Record<'friday' | 'late' | 'cancelled' | 'waiting', number> = {
    friday: 0,
    late: 0,
    cancelled: 0,
    waiting: 0,
  };

  beforeAll(async () => {
    const [customer] = await db
      .insert(customers)
      .values({ email: 'daan@example.nl', fullName: 'Daan Bakker' })
      .returning();
    const [reason] = await db
      .insert(rejectionReasons)
      .values({ name: 'Onderdelen niet leverbaar' })
      .returning();
    const [label] = await db.insert(labels).values({ name: 'Spoed', color: '#c00' }).returning();
    if (!customer || !reason || !label) throw new Error('setup insert returned no row');
    reasonId = reason.id;
    labelId = label.id;

    // A year (52 weeks) before the first week: the customer's visit that makes them return.
    const lastYear = await insertServiceRequest(db, {
      customerId: customer.id,
      status: 'approved',
      createdAt: new Date('2025-11-18T10:00:00Z'),
    });
    await recordEventAt(db, lastYear.id, 'request.submitted', '2025-11-18T10:00:00Z');
    await recordEventAt(db, lastYear.id, 'request.approved', '2025-11-18T11:00:00Z', {
      deliveryType: 'workshop',
      activityType: 'task',
      activityMinutes: 60,
    });

    // Pending since Monday 16 November 13:00; never answered, so it missed its promise.
    const waiting = await insertServiceRequest(db, {
      customerId: customer.id,
      createdAt: new Date('2026-11-16T12:00:00Z'),
      bikes: [
        { brand: 'Gazelle', issueDescription: 'Ketting loopt eraf.' },
        { brand: 'VanMoof', issueDescription: 'Display blijft zwart.' },
      ],
    });
    ids.waiting = waiting.id;
    await recordEventAt(db, waiting.id, 'request.submitted', '2026-11-16T12:00:00Z');

    // On location, a lease e-bike; rejected on Thursday at 16:00, 33 business hours later.
    const late = await insertServiceRequest(db, {
      deliveryType: 'on_location',
      createdAt: new Date('2026-11-16T09:00:00Z'),
      bikes: [
        {
          ...SAMPLE_LEASE_BIKE,
          brand: 'Gazelle',
          eBike: { driveSystem: 'Bosch' },
        },
      ],
    });
    ids.late = late.id;
    await recordEventAt(db, late.id, 'request.submitted', '2026-11-16T09:00:00Z');
    await recordEventAt(db, late.id, 'request.rejected', '2026-11-19T15:00:00Z', {
      rejectionReasonId: reasonId,
    });

    // The returning customer's second request: Friday 20 November 18:55, approved on Monday
    // 13:10, in repair on Tuesday at 11:00 and ready at 15:00.
    const friday = await insertServiceRequest(db, {
      customerId: customer.id,
      createdAt: new Date('2026-11-20T17:55:00Z'),
    });
    ids.friday = friday.id;
    await recordEventAt(db, friday.id, 'request.submitted', '2026-11-20T17:55:00Z');
    const [fridayBike] = await bikeIdsOf(friday.id);
    if (!fridayBike) throw new Error('no bike');
    await db.insert(bikeProgress).values({ bikeId: fridayBike, serviceRequestId: friday.id });
    await recordEventAt(db, friday.id, 'request.approved', '2026-11-23T12:10:00Z', {
      deliveryType: 'workshop',
      activityType: 'task',
      activityMinutes: 60,
    });
    const move = (from: string, to: string, at: string) =>
      recordEventAt(db, friday.id, 'bike.stage_changed', at, {
        bikeId: fridayBike,
        position: 1,
        from,
        to,
      });
    await move('planned', 'in_repair', '2026-11-24T10:00:00Z');
    await move('in_repair', 'ready', '2026-11-24T14:00:00Z');
    // Back to repair and ready again: the first arrival stands.
    await move('ready', 'in_repair', '2026-11-25T09:00:00Z');
    await move('in_repair', 'ready', '2026-11-25T10:00:00Z');

    // Cancelled by the customer two hours after sending it, before any answer.
    const cancelled = await insertServiceRequest(db, {
      createdAt: new Date('2026-11-24T10:00:00Z'),
      bikes: [{ brand: 'vanmoof', issueDescription: 'Achterlicht kapot.' }],
    });
    ids.cancelled = cancelled.id;
    await recordEventAt(db, cancelled.id, 'request.submitted', '2026-11-24T10:00:00Z');
    await recordEventAt(db, cancelled.id, 'request.cancelled_by_customer', '2026-11-24T12:00:00Z', {
      withReason: false,
    });
    await db.insert(serviceRequestLabels).values({ serviceRequestId: cancelled.id, labelId });

    // A copy staff made promised nobody anything: no submission, no figure.
    await insertServiceRequest(db, { createdAt: new Date('2026-11-17T10:00:00Z') });
  });

  it('counts requests per week by service type, with the same week a year before', async () => {
    expect(await requestsPerWeek(db, PERIOD)).toEqual({
      weeks: [
        { week: '2026-11-16', workshop: 2, onLocation: 1, yearBefore: 1 },
        { week: '2026-11-23', workshop: 1, onLocation: 0, yearBefore: 0 },
      ],
    });
    expect(await requestsPerWeek(db, { ...PERIOD, serviceType: 'on_location' })).toEqual({
      weeks: [
        { week: '2026-11-16', workshop: 0, onLocation: 1, yearBefore: 0 },
        { week: '2026-11-23', workshop: 0, onLocation: 0, yearBefore: 0 },
      ],
    });
  });

  it('keeps the promise on Friday 18:55 → Monday 13:10 and lists the requests that missed it', async () => {
    const figures = await answerPromise(db, PERIOD, NOW);
    expect(figures.weeks).toEqual([
      // Friday's kept; the rejection 33 business hours late and the one never answered missed.
      { week: '2026-11-16', decided: 3, kept: 1 },
      // The cancelled request asked for no answer.
      { week: '2026-11-23', decided: 0, kept: 0 },
    ]);
    expect(figures.missedCount).toBe(2);
    expect(figures.missed.map((request) => request.serviceRequestId)).toEqual([
      ids.waiting,
      ids.late,
    ]);
    expect(figures.missed[1]).toMatchObject({
      answeredAt: '2026-11-19T15:00:00.000Z',
      // Mon 13–19, Tue and Wed 9–19, Thu 9–16: 6 + 10 + 10 + 7 hours.
      businessHours: 33,
      dueAt: '2026-11-18T16:00:00.000Z',
    });
    expect(figures.missed[0]).toMatchObject({ answeredAt: null, reference: expect.any(String) });
  });

  it('measures each stage from approval to the first arrival at ready', async () => {
    const { weeks } = await stageDurations(db, PERIOD);
    expect(weeks[0]).toMatchObject({ week: '2026-11-16', bikes: 0 });
    expect(weeks[1]?.bikes).toBe(1);
    // Approved Monday 12:10 UTC, ready Tuesday 14:00: 25 h 50; planned until Tuesday 10:00.
    expect(weeks[1]?.total).toEqual({ medianHours: 25.8, p90Hours: 25.8 });
    const hours = Object.fromEntries(
      (weeks[1]?.stages ?? []).map((stage) => [stage.stage, stage.medianHours]),
    );
    expect(hours).toEqual({
      waiting_for_lessor: 0,
      planned: 21.8,
      in_repair: 4,
      waiting_for_parts: 0,
      waiting_for_customer: 0,
    });
  });

  it('shares the outcomes and names the rejection reasons', async () => {
    expect(await outcomes(db, PERIOD)).toEqual({
      approved: 1,
      rejected: 1,
      cancelled: 1,
      pending: 1,
      reasons: [{ reason: 'Onderdelen niet leverbaar', count: 1 }],
    });
    const labelled = await outcomes(db, { ...PERIOD, label: labelId });
    expect(labelled).toMatchObject({ approved: 0, rejected: 0, cancelled: 1, pending: 0 });
  });

  it('counts brands without regard to case, drive systems and lease bikes', async () => {
    expect(await bikeInsights(db, PERIOD)).toEqual({
      bikes: 5,
      brands: [
        { name: 'VanMoof', count: 3 },
        { name: 'Gazelle', count: 2 },
      ],
      otherBrands: 0,
      driveSystems: [{ name: 'Bosch', count: 1 }],
      eBikes: 1,
      leaseBikes: 1,
    });
    expect(await bikeInsights(db, { ...PERIOD, lease: 'only' })).toMatchObject({
      bikes: 1,
      leaseBikes: 1,
    });
  });

  it('tells returning customers by an earlier approved request of theirs', async () => {
    // Both of the customer's requests this month follow last year's visit; a second send of a
    // pending request would not have made them return.
    expect(await returningCustomers(db, PERIOD)).toEqual({
      weeks: [
        { week: '2026-11-16', requests: 3, returning: 2 },
        { week: '2026-11-23', requests: 1, returning: 0 },
      ],
    });
  });

  it('counts the requests still waiting for a first answer, and those past their promise', async () => {
    expect(await unanswered(db, NOW)).toEqual({ count: 1, nearlyDue: 0, overdue: 1 });
    // On Wednesday 18 November at 13:00 in Amsterdam the waiting request had 4 hours left.
    expect(await unanswered(db, new Date('2026-11-18T12:00:00Z'))).toEqual({
      count: 1,
      nearlyDue: 1,
      overdue: 0,
    });
  });

  it('tells staff once that a request nears its promise and once that it missed it', async () => {
    const told = () =>
      db
        .select({ type: notifications.type })
        .from(notifications)
        .where(eq(notifications.serviceRequestId, ids.waiting));
    expect(await notifyPromiseCrossings(server.database, new Date('2026-11-18T12:00:00Z'))).toBe(1);
    expect(await notifyPromiseCrossings(server.database, new Date('2026-11-18T12:30:00Z'))).toBe(0);
    expect(await told()).toEqual([{ type: 'answer_promise_near' }]);
    await notifyPromiseCrossings(server.database, NOW);
    await notifyPromiseCrossings(server.database, NOW);
    expect((await told()).map((row) => row.type).sort()).toEqual([
      'answer_promise_missed',
      'answer_promise_near',
    ]);
  });
});

describe('insights through the app', () => {
  it('keeps a submitted request, its lease bike and its approval in the rollup', async () => {
    const admin = await signInAdmin(server);
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: buildSubmission({ email: 'nieuw@example.nl', bikes: [SAMPLE_LEASE_BIKE] }),
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json() as { id: number };
    const factsOf = async () =>
      (await db.select().from(requestFacts).where(eq(requestFacts.serviceRequestId, id)))[0];
    expect(await factsOf()).toMatchObject({
      deliveryType: 'workshop',
      hasLeaseBike: true,
      isReturning: false,
      answeredAt: null,
      outcome: null,
    });
    const sentAgain = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: buildSubmission({ email: 'nieuw@example.nl', bikes: [SAMPLE_LEASE_BIKE] }),
    });
    const [again] = await db
      .select({ isReturning: requestFacts.isReturning })
      .from(requestFacts)
      .where(eq(requestFacts.serviceRequestId, (sentAgain.json() as { id: number }).id));
    // The same request sent twice is no second visit.
    expect(again).toEqual({ isReturning: false });
    const approval = await admin('PATCH', `/api/service-requests/${id}/approve`, {});
    expect(approval.statusCode).toBe(200);
    expect(await factsOf()).toMatchObject({ outcome: 'approved', answeredAt: expect.any(Date) });
    const csv = await admin('GET', `/api/insights/outcomes.csv?from=2026-01-01&to=2026-12-31`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toMatch(/^\uFEFFSoort;Naam;Aantal\r?\nGoedgekeurd;;\d+/);
  });

  it('refuses a period that ends before it starts, or is longer than 400 days', async () => {
    const admin = await signInAdmin(server);
    const backwards = await admin('GET', '/api/insights/bikes?from=2026-11-20&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    const long = await admin('GET', '/api/insights/bikes?from=2025-01-01&to=2026-12-31');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('400 dagen');
  });
});
