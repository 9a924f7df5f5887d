import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/connect.ts';
import {
  bikes,
  closedDays,
  insightDayBikes,
  insightDays,
  rejectionReasons,
  serviceRequests,
} from '../../db/schema.ts';
import { createTestDatabase } from '../../test/database.ts';
import { recordEventAt } from '../../test/events.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { freshDayCounts, keptDayCounts } from '../../test/insight-day-counts.ts';

// The day counts of migration 0034 are kept by triggers, change by change. Whatever staff or
// the history change, they must stay what counting the facts and bikes afresh gives.

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

async function submitted(
  at: string,
  requestBikes?: NonNullable<Parameters<typeof insertServiceRequest>[1]>['bikes'],
) {
  const request = await insertServiceRequest(db, { createdAt: new Date(at), bikes: requestBikes });
  await recordEventAt(db, request.id, 'request.submitted', at);
  return request.id;
}

describe('the day counts', () => {
  it('stay the facts and bikes counted afresh through every kind of change', async () => {
    const [reason] = await db.insert(rejectionReasons).values({ name: 'Te druk' }).returning();
    const two = [
      { brand: 'Gazelle', issueDescription: 'Ketting loopt eraf.' },
      { brand: 'gazelle ', issueDescription: 'Remt slecht.' },
    ];
    const first = await submitted('2026-11-16T08:30:00Z', two);
    const second = await submitted('2026-11-16T15:00:00Z', [
      { brand: 'Stromer', issueDescription: 'Accu laadt niet.' },
    ]);
    const third = await submitted('2026-11-17T10:00:00Z');

    const steps: [string, () => Promise<unknown>][] = [
      [
        'an e-bike leased',
        () =>
          db
            .update(bikes)
            .set({
              driveSystem: 'Stromer',
              leaseCompany: 'Lease a Bike',
              leaseContractNumber: 'L-7',
            })
            .where(eq(bikes.serviceRequestId, second)),
      ],
      ['approved', () => recordEventAt(db, first, 'request.approved', '2026-11-17T09:00:00Z')],
      [
        'rejected with a reason',
        () =>
          recordEventAt(db, second, 'request.rejected', '2026-11-19T09:00:00Z', {
            rejectionReasonId: reason?.id,
          }),
      ],
      [
        'cancelled',
        () => recordEventAt(db, third, 'request.cancelled_by_customer', '2026-11-17T11:00:00Z'),
      ],
      [
        'service type changed by staff',
        () =>
          db
            .update(serviceRequests)
            .set({ deliveryType: 'on_location' })
            .where(eq(serviceRequests.id, first)),
      ],
      [
        'two bikes of a request edited in one statement, one of them now leased',
        () =>
          db
            .update(bikes)
            .set({ leaseCompany: 'Lease a Bike', leaseContractNumber: 'LAB-1', brand: 'Batavus' })
            .where(eq(bikes.serviceRequestId, first)),
      ],
      [
        'a bike added',
        () =>
          db.insert(bikes).values({
            serviceRequestId: third,
            position: 1,
            brand: 'Cortina',
            issueDescription: 'Band lek.',
          }),
      ],
      ['a leased bike removed', () => db.delete(bikes).where(eq(bikes.serviceRequestId, second))],
      // The promise of the second request now ends later: its late answer is within it.
      ['a closed day added', () => db.insert(closedDays).values({ date: '2026-11-17' })],
      [
        'a closed day removed',
        () => db.delete(closedDays).where(eq(closedDays.date, '2026-11-17')),
      ],
      [
        'requests deleted',
        () => db.delete(serviceRequests).where(inArray(serviceRequests.id, [second, third])),
      ],
    ];
    for (const [change, apply] of steps) {
      await apply();
      expect(await keptDayCounts(database), change).toEqual(await freshDayCounts(database));
    }
    // What is left: the first request, approved, on location, its two bikes leased Batavus.
    expect(await db.select().from(insightDays).where(ne(insightDays.requests, 0))).toEqual([
      expect.objectContaining({ day: '2026-11-16', deliveryType: 'on_location', requests: 1 }),
    ]);
    const bikeRows = await db.select().from(insightDayBikes).where(ne(insightDayBikes.bikes, 0));
    expect(bikeRows).toEqual([
      expect.objectContaining({
        brand: 'Batavus',
        isLeaseBike: true,
        hasLeaseBike: true,
        bikes: 2,
      }),
    ]);
  });
});
