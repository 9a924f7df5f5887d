import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIKE_STAGES } from '../src/contract/service-requests/stages.ts';
import type { Database } from '../src/server/db/connect.ts';
import type { EventDefinition } from '../src/server/jobs/events.ts';
import { privateLinkResent } from '../src/server/modules/customer-link/events.ts';
import { bikeStageChanged } from '../src/server/modules/repair-progress/events.ts';
import {
  requestApproved,
  requestRejected,
  requestSubmitted,
} from '../src/server/modules/service-requests/events.ts';
import { createTestDatabase } from '../src/server/test/database.ts';
import { freshDayCounts, keptDayCounts } from '../src/server/test/insight-day-counts.ts';
import { seedDemoData } from './seed-demo.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { count: 300 });
});

afterAll(async () => {
  await database?.close();
});

describe('seedDemoData', () => {
  it('writes each request with the bikes and labels text the triggers would have written', async () => {
    const { rows } = await database.executeSql(
      `select count(*)::int as requests,
         count(*) filter (where bikes_and_labels_text = bikes_and_labels_text_of(id))::int as matching,
         count(*) filter (where bikes_and_labels_text <> '')::int as with_bikes
       from service_requests`,
    );
    expect(rows[0]).toEqual({ requests: 300, matching: 300, with_bikes: 300 });
  });

  it('leaves the search triggers on after seeding', async () => {
    const { rows } = await database.executeSql(
      `select tgname from pg_trigger where tgname like '%search_text' and tgenabled = 'D'`,
    );
    expect(rows).toEqual([]);
  });

  it('gives every bike of an approved request a stage, and no other bike one', async () => {
    const { rows } = await database.executeSql(
      `select count(*) filter (where r.status = 'approved')::int as approved_bikes,
         count(p.bike_id)::int as with_stage,
         count(p.bike_id) filter (where r.status <> 'approved')::int as stage_without_approval
       from bikes b join service_requests r on r.id = b.service_request_id
       left join bike_progress p on p.bike_id = b.id`,
    );
    const counts = rows[0] as Record<string, number>;
    expect(counts.with_stage).toBe(counts.approved_bikes);
    expect(counts.stage_without_approval).toBe(0);
  });

  it('spreads the open bikes over every stage, planned around today, archived repairs done', async () => {
    const { rows } = await database.executeSql(
      `select array_agg(distinct p.stage order by p.stage) as stages,
         bool_and(p.stage = 'done') filter (where r.is_archived) as archived_done,
         min(p.planned_date - current_date) filter (where p.stage <> 'done') as earliest,
         max(p.planned_date - current_date) filter (where p.stage <> 'done') as latest
       from bike_progress p join service_requests r on r.id = p.service_request_id`,
    );
    const found = rows[0] as {
      stages: string[];
      archived_done: boolean;
      earliest: number;
      latest: number;
    };
    expect([...found.stages].sort()).toEqual([...BIKE_STAGES].sort());
    expect(found.archived_done).toBe(true);
    expect(found.earliest).toBeLessThan(0);
    expect(found.latest).toBeGreaterThan(0);
  });

  it('gives every request its history: submitted, then answered as its status says', async () => {
    const { rows } = await database.executeSql(
      `select r.status, count(*)::int as requests,
         count(*) filter (where e.types[1] = 'request.submitted'
           and 1 = (select count(*) from unnest(e.types) t where t = 'request.submitted'))::int as submitted_first,
         count(*) filter (where e.types[2] = 'request.approved')::int as approved,
         count(*) filter (where e.types[2] = 'request.rejected')::int as rejected,
         count(*) filter (where e.types[2] = 'request.link_resent')::int as mailed,
         count(*) filter (where e.in_time_order)::int as in_time_order
       from service_requests r
       join (select service_request_id, array_agg(type order by id) as types,
               array_agg(created_at order by id) = array_agg(created_at order by created_at, id) as in_time_order
             from request_events group by service_request_id) e on e.service_request_id = r.id
       group by r.status order by r.status`,
    );
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row])) as Record<
      string,
      Record<string, number>
    >;
    expect(rows.reduce((sum, row) => sum + Number(row.requests), 0)).toBe(300);
    for (const counts of Object.values(byStatus)) {
      expect(counts.submitted_first).toBe(counts.requests);
      expect(counts.in_time_order).toBe(counts.requests);
    }
    expect(byStatus.approved?.approved).toBe(byStatus.approved?.requests);
    expect(byStatus.rejected?.rejected).toBe(byStatus.rejected?.requests);
    // Pending requests of more than two weeks had a mail from staff, the recent ones none yet.
    expect(byStatus.pending?.mailed).toBeGreaterThan(0);
    expect(byStatus.pending?.approved ?? 0).toBe(0);
  });

  it('records every event with the payload its definition declares', async () => {
    const definitions: EventDefinition<unknown>[] = [
      requestSubmitted,
      requestApproved,
      requestRejected,
      privateLinkResent,
      bikeStageChanged,
    ];
    const { rows } = await database.executeSql(
      'select type, actor, payload from request_events order by id',
    );
    const types = new Set(rows.map((row) => row.type));
    expect([...types].sort()).toEqual(definitions.map((definition) => definition.type).sort());
    for (const row of rows) {
      const definition = definitions.find((each) => each.type === row.type);
      expect(definition?.payload.safeParse(row.payload).error).toBeUndefined();
    }
  });

  it("keeps the insights' facts of every request, its outcome and answer as the history says", async () => {
    const { rows } = await database.executeSql(
      `select count(*)::int as requests, count(f.service_request_id)::int as with_facts,
         count(*) filter (where f.outcome is not distinct from
           case when r.status = 'pending' then null else r.status end)::int as outcome_matches,
         count(*) filter (where r.status <> 'pending' and f.answered_at is null)::int as unanswered_answers,
         count(*) filter (where f.answered_at <= f.answer_due_at)::int as kept,
         count(*) filter (where f.answered_at > f.answer_due_at)::int as missed,
         count(*) filter (where f.outcome = 'rejected' and f.rejection_reason_id is not null)::int as with_reason
       from service_requests r left join request_facts f on f.service_request_id = r.id`,
    );
    const counts = rows[0] as Record<string, number>;
    expect(counts.with_facts).toBe(300);
    expect(counts.outcome_matches).toBe(300);
    expect(counts.unanswered_answers).toBe(0);
    // Mostly kept, some missed: the promise chart has both to show.
    expect(counts.missed).toBeGreaterThan(0);
    expect(counts.kept).toBeGreaterThan(Number(counts.missed) * 5);
    expect(counts.with_reason).toBeGreaterThan(0);
  });

  it("counts every request and bike once in the insights' day counts, as the triggers would", async () => {
    const kept = await keptDayCounts(database);
    expect(kept).toEqual(await freshDayCounts(database));
    expect(kept.days.reduce((sum, row) => sum + Number(row.requests), 0)).toBe(300);
  });

  it('gives every approved bike the journey its stage changes made, ended at ready by the bikes that got there', async () => {
    const { rows } = await database.executeSql(
      `select count(p.bike_id)::int as bikes, count(j.bike_id)::int as journeys,
         count(*) filter (where j.stage = p.stage)::int as same_stage,
         count(*) filter (where p.stage in ('ready', 'done'))::int as got_ready,
         count(j.ready_at)::int as ready,
         count(*) filter (where j.ready_at is not null and abs(extract(epoch from j.ready_at - j.approved_at)
           - (j.waiting_for_lessor_seconds + j.planned_seconds + j.in_repair_seconds
              + j.waiting_for_parts_seconds + j.waiting_for_customer_seconds)) <= 10)::int as ready_time_adds_up,
         count(*) filter (where p.stage_changed_at < j.approved_at)::int as moved_before_approval
       from bike_progress p left join bike_journeys j on j.bike_id = p.bike_id`,
    );
    const counts = rows[0] as Record<string, number>;
    expect(counts.journeys).toBe(counts.bikes);
    expect(counts.same_stage).toBe(counts.bikes);
    expect(counts.ready).toBe(counts.got_ready);
    expect(counts.ready).toBeGreaterThan(0);
    expect(counts.ready_time_adds_up).toBe(counts.ready);
    expect(counts.moved_before_approval).toBe(0);
  });
});
