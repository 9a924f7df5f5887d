import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIKE_STAGES,
  type BikeStage,
  canMoveStage,
} from '../../../contract/service-requests/stages.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

type RequestAnswer = {
  stage: BikeStage | null;
  bikes: {
    id: number;
    progress?: { stage: BikeStage; version: number; assigneeId: number | null };
  }[];
};

const readRequest = async (id: number): Promise<RequestAnswer> =>
  (await asAdmin('GET', `/api/service-requests/${id}`)).json();

/** An approved request with `bikeCount` bikes, approved through the API as staff do. */
async function approvedRequest(bikeCount = 1) {
  const request = await insertServiceRequest(server.database.db, {
    bikes: Array.from({ length: bikeCount }, () => SAMPLE_BIKE),
  });
  const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
  expect(approval.statusCode, approval.body).toBe(200);
  const { bikes } = await readRequest(request.id);
  return { id: request.id, bikeIds: bikes.map((bike) => bike.id) };
}

const move = (id: number, bikeId: number, body: object) =>
  asAdmin('PATCH', `/api/service-requests/${id}/bikes/${bikeId}/stage`, body);

/** Walks a fresh bike to `stage` along allowed moves, and answers its version there. */
async function bikeAt(stage: BikeStage) {
  const { id, bikeIds } = await approvedRequest();
  const bikeId = bikeIds[0] as number;
  const path: Record<BikeStage, BikeStage[]> = {
    waiting_for_lessor: ['waiting_for_lessor'],
    planned: [],
    in_repair: ['in_repair'],
    waiting_for_parts: ['in_repair', 'waiting_for_parts'],
    waiting_for_customer: ['in_repair', 'waiting_for_customer'],
    ready: ['in_repair', 'ready'],
    done: ['in_repair', 'ready', 'done'],
  };
  let version = 0;
  for (const next of path[stage]) {
    const answer = await move(id, bikeId, { stage: next, version });
    expect(answer.statusCode, answer.body).toBe(200);
    version = answer.json().progress.version;
  }
  return { id, bikeId, version };
}

describe('stages of the bikes of an approved request', () => {
  it('puts every bike of a request at Ingepland, on one day, when it is approved, and none before', async () => {
    const pending = await insertServiceRequest(server.database.db, {
      bikes: [SAMPLE_BIKE, SAMPLE_BIKE],
    });
    const before = await readRequest(pending.id);
    expect(before.stage).toBeNull();
    expect(before.bikes.map((bike) => bike.progress)).toEqual([undefined, undefined]);

    await asAdmin('PATCH', `/api/service-requests/${pending.id}/approve`, {});
    const after = await readRequest(pending.id);
    expect(after.stage).toBe('planned');
    // The board is empty: both bikes go on the first working day from tomorrow.
    const firstWorkingDay = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    const plannedForNobody = {
      stage: 'planned',
      version: 0,
      plannedDate: firstWorkingDay,
      plannedMinutes: 60,
      assigneeId: null,
    };
    expect(after.bikes.map((bike) => bike.progress)).toEqual([plannedForNobody, plannedForNobody]);
  });

  it.each(BIKE_STAGES.flatMap((from) => BIKE_STAGES.map((to) => [from, to] as const)))(
    'from %s to %s: allowed moves happen, every other move answers 409 naming both stages',
    async (from, to) => {
      const { id, bikeId, version } = await bikeAt(from);
      const answer = await move(id, bikeId, { stage: to, version });
      if (canMoveStage(from, to)) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().progress).toMatchObject({ stage: to, version: version + 1 });
        return;
      }
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'STAGE_MOVE_REFUSED', params: { from, to } });
      const names = { planned: 'Ingepland', ready: 'Klaar', done: 'Afgerond' } as const;
      if (from in names && to in names) {
        expect(answer.json().message).toContain(names[from as keyof typeof names]);
        expect(answer.json().message).toContain(names[to as keyof typeof names]);
      }
      expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({ stage: from, version });
    },
  );

  it('refuses a move made on a version someone else has replaced: 409 "is intussen gewijzigd", nothing changed', async () => {
    const { id, bikeId } = await bikeAt('planned');
    expect((await move(id, bikeId, { stage: 'in_repair', version: 0 })).statusCode).toBe(200);
    const stale = await move(id, bikeId, { stage: 'in_repair', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('BIKE_CHANGED_MEANWHILE');
    expect(stale.json().message).toContain('is intussen gewijzigd');
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      stage: 'in_repair',
      version: 1,
    });
  });

  it('of two admins moving the same bike at once, one wins and the other gets 409', async () => {
    const { id, bikeId } = await bikeAt('in_repair');
    const answers = await Promise.all([
      move(id, bikeId, { stage: 'ready', version: 1 }),
      move(id, bikeId, { stage: 'waiting_for_parts', version: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().progress.stage;
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      stage: winner,
      version: 2,
    });
    const moves = (await historyOf(server.database.db, id)).filter(
      (event) => event.type === 'bike.stage_changed',
    );
    expect(moves).toHaveLength(2);
  });

  it('gives the request the stage of its least advanced bike', async () => {
    const { id, bikeIds } = await approvedRequest(2);
    const [first = 0, second = 0] = bikeIds;
    const toRepair = await move(id, first, { stage: 'in_repair', version: 0 });
    expect(toRepair.json().requestStage).toBe('planned');
    await move(id, second, { stage: 'in_repair', version: 0 });
    expect((await move(id, first, { stage: 'ready', version: 1 })).json().requestStage).toBe(
      'in_repair',
    );
    expect((await readRequest(id)).stage).toBe('in_repair');
  });

  it("records each move in the history with the admin, both stages and the bike, and its note among the request's notes", async () => {
    const { id, bikeIds } = await approvedRequest(2);
    const second = bikeIds[1] as number;
    await move(id, second, { stage: 'in_repair', version: 0, note: '  Ketting besteld  ' });
    const history = await asAdmin('GET', `/api/service-requests/${id}/history`);
    expect(history.statusCode).toBe(200);
    const [newest, ...older] = history.json();
    expect(newest).toMatchObject({
      type: 'bike.stage_changed',
      actor: TEST_ADMIN_EMAIL,
      payload: {
        bikeId: second,
        position: 2,
        from: 'planned',
        to: 'in_repair',
      },
    });
    const notes = (await asAdmin('GET', `/api/service-requests/${id}/notes`)).json();
    expect(notes).toEqual([
      expect.objectContaining({ id: newest.payload.noteId, body: 'Ketting besteld' }),
    ]);
    expect(JSON.stringify(newest)).not.toContain('Ketting');
    expect(Number.isNaN(Date.parse(newest.at))).toBe(false);
    expect(older.map((entry: { type: string }) => entry.type)).toContain('request.approved');
  });

  it('refuses a bike of a request that is not approved (409) and a bike of another request (404)', async () => {
    const pending = await insertServiceRequest(server.database.db);
    const [pendingBike] = (await readRequest(pending.id)).bikes;
    const notApproved = await move(pending.id, pendingBike?.id ?? 0, {
      stage: 'in_repair',
      version: 0,
    });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().code).toBe('BIKE_NOT_IN_REPAIR');

    const { bikeIds } = await approvedRequest();
    const elsewhere = await move(pending.id, bikeIds[0] ?? 0, { stage: 'in_repair', version: 0 });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('BIKE_NOT_FOUND');
  });

  it('refuses an unknown stage, a missing version and a note over 500 characters with 400', async () => {
    const { id, bikeId } = await bikeAt('planned');
    for (const body of [
      { stage: 'repaired', version: 0 },
      { stage: 'in_repair' },
      { stage: 'in_repair', version: 0, note: 'x'.repeat(501) },
    ]) {
      expect((await move(id, bikeId, body)).statusCode).toBe(400);
    }
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      stage: 'planned',
      version: 0,
    });
  });

  it('answers 404 for the history of a request that does not exist', async () => {
    expect((await asAdmin('GET', '/api/service-requests/999999/history')).statusCode).toBe(404);
  });
});

describe('PATCH /api/service-requests/:id/bikes/:bikeId/assignee', () => {
  const assign = (id: number, bikeId: number, body: object) =>
    asAdmin('PATCH', `/api/service-requests/${id}/bikes/${bikeId}/assignee`, body);

  async function colleague(email: string) {
    const added = await asAdmin('POST', '/api/admins', { email });
    expect(added.statusCode, added.body).toBe(201);
    return added.json().id as number;
  }

  it('gives a bike to a staff member and back to nobody, recording both in the history', async () => {
    const { id, bikeId } = await bikeAt('in_repair');
    const mechanic = await colleague('monteur.assign@werkplaats.test');
    const given = await assign(id, bikeId, { assigneeId: mechanic, version: 1 });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().progress).toMatchObject({ assigneeId: mechanic, version: 2 });
    expect((await assign(id, bikeId, { assigneeId: null, version: 2 })).statusCode).toBe(200);
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      assigneeId: null,
      version: 3,
      stage: 'in_repair',
    });
    const assignments = (await historyOf(server.database.db, id)).filter(
      (event) => event.type === 'bike.assigned',
    );
    expect(assignments.map((event) => event.payload)).toEqual([
      { bikeId, position: 1, from: null, to: mechanic },
      { bikeId, position: 1, from: mechanic, to: null },
    ]);
    expect(assignments.every((event) => event.actor === TEST_ADMIN_EMAIL)).toBe(true);
  });

  it('records nothing when the bike already belongs to that staff member', async () => {
    const { id, bikeId } = await bikeAt('planned');
    const mechanic = await colleague('monteur.same@werkplaats.test');
    await assign(id, bikeId, { assigneeId: mechanic, version: 0 });
    const again = await assign(id, bikeId, { assigneeId: mechanic, version: 1 });
    expect(again.json().progress.version).toBe(1);
    const assignments = (await historyOf(server.database.db, id)).filter(
      (event) => event.type === 'bike.assigned',
    );
    expect(assignments).toHaveLength(1);
  });

  it('refuses an assignment on a replaced version with 409 and one to an unknown staff member with 400', async () => {
    const { id, bikeId } = await bikeAt('in_repair');
    const stale = await assign(id, bikeId, { assigneeId: null, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('BIKE_CHANGED_MEANWHILE');
    const unknown = await assign(id, bikeId, { assigneeId: 999_999, version: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Deze medewerker bestaat niet meer: laad de aanvraag opnieuw',
    );
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({ version: 1 });
  });

  it('leaves the bike to nobody when its staff member is removed', async () => {
    const { id, bikeId } = await bikeAt('planned');
    const mechanic = await colleague('monteur.leaves@werkplaats.test');
    await assign(id, bikeId, { assigneeId: mechanic, version: 0 });
    expect((await asAdmin('DELETE', `/api/admins/${mechanic}`)).statusCode).toBe(200);
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({ assigneeId: null });
  });
});
