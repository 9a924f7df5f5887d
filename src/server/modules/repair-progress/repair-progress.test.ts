import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIKE_STAGES,
  type BikeStage,
  canMoveStage,
} from '../../../contract/service-requests/stages.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { insertServiceRequest, SAMPLE_BIKE, SAMPLE_LEASE_BIKE } from '../../test/factories.ts';
import type { NewBike } from '../service-requests/bikes.ts';

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
async function approvedRequest(bikeCount = 1, bike: NewBike = SAMPLE_BIKE) {
  const request = await insertServiceRequest(server.database.db, {
    bikes: Array.from({ length: bikeCount }, () => bike),
  });
  const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
  expect(approval.statusCode, approval.body).toBe(200);
  const { bikes } = await readRequest(request.id);
  return { id: request.id, bikeIds: bikes.map((bike) => bike.id) };
}

const move = (id: number, bikeId: number, body: object) =>
  asAdmin('PATCH', `/api/service-requests/${id}/bikes/${bikeId}/stage`, body);

/** The lessor's approval as staff enter it: a reference and yesterday's date. */
const LESSOR_APPROVAL = {
  reference: 'LAB-APPROVAL-7781',
  approvedOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
};

/** What a move out of `from` must carry: the lessor's approval when it leaves their stage. */
const passageFrom = (from: BikeStage, to: BikeStage) =>
  from === 'waiting_for_lessor' && to !== from ? { lessorApproval: LESSOR_APPROVAL } : {};

/**
 * Walks a fresh bike to `stage` along allowed moves, and answers its version there. A lease
 * bike starts waiting for its lessor and passes with their approval; any other bike starts at
 * 'planned'. Only a lease bike can be in the lessor's stage.
 */
async function bikeAt(
  stage: BikeStage,
  bike: NewBike = stage === 'waiting_for_lessor' ? SAMPLE_LEASE_BIKE : SAMPLE_BIKE,
) {
  const { id, bikeIds } = await approvedRequest(1, bike);
  const bikeId = bikeIds[0] as number;
  const path: Record<BikeStage, BikeStage[]> = {
    waiting_for_lessor: [],
    planned: ['planned'],
    in_repair: ['in_repair'],
    waiting_for_parts: ['in_repair', 'waiting_for_parts'],
    waiting_for_customer: ['in_repair', 'waiting_for_customer'],
    ready: ['in_repair', 'ready'],
    done: ['in_repair', 'ready', 'done'],
  };
  let version = 0;
  let at = (await readRequest(id)).bikes[0]?.progress?.stage as BikeStage;
  for (const next of path[stage].filter((next) => next !== at)) {
    const answer = await move(id, bikeId, { stage: next, version, ...passageFrom(at, next) });
    expect(answer.statusCode, answer.body).toBe(200);
    version = answer.json().progress.version;
    at = next;
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
      lessorApproval: null,
      lessorOverrideReason: null,
    };
    expect(after.bikes.map((bike) => bike.progress)).toEqual([plannedForNobody, plannedForNobody]);
  });

  it.each(BIKE_STAGES.flatMap((from) => BIKE_STAGES.map((to) => [from, to] as const)))(
    'from %s to %s: allowed moves happen, every other move answers 409 naming both stages',
    async (from, to) => {
      const { id, bikeId, version } = await bikeAt(from, SAMPLE_LEASE_BIKE);
      const answer = await move(id, bikeId, { stage: to, version, ...passageFrom(from, to) });
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

describe("the lessor's gate of a lease bike", () => {
  const stageMoves = async (id: number) =>
    (await asAdmin('GET', `/api/service-requests/${id}/history`))
      .json()
      .filter((entry: { type: string }) => entry.type === 'bike.stage_changed');

  it('puts a lease bike at Wacht op leasemaatschappij when its request is approved, and the other bike at Ingepland', async () => {
    const request = await insertServiceRequest(server.database.db, {
      bikes: [SAMPLE_LEASE_BIKE, SAMPLE_BIKE],
    });
    await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    const approved = await readRequest(request.id);
    expect(approved.bikes.map((bike) => bike.progress?.stage)).toEqual([
      'waiting_for_lessor',
      'planned',
    ]);
    expect(approved.stage).toBe('waiting_for_lessor');
  });

  it('refuses to move a lease bike on without the approval or a reason: 409 in Dutch naming the bike, nothing changed', async () => {
    const { id, bikeId } = await bikeAt('waiting_for_lessor');
    for (const stage of ['planned', 'in_repair']) {
      const refused = await move(id, bikeId, { stage, version: 0 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('LESSOR_APPROVAL_REQUIRED');
      expect(refused.json().message).toMatch(
        /^Fiets 1 van #SR-\S+ wacht op de leasemaatschappij: vul de referentie en datum van hun akkoord in, of ga zonder akkoord verder met een reden$/,
      );
    }
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      stage: 'waiting_for_lessor',
      version: 0,
      lessorApproval: null,
    });
    expect(await stageMoves(id)).toEqual([]);
  });

  it("keeps the lessor's approval on the bike and in the history, with who and when", async () => {
    const { id, bikeId } = await bikeAt('waiting_for_lessor');
    const moved = await move(id, bikeId, {
      stage: 'in_repair',
      version: 0,
      lessorApproval: { reference: '  LAB-4471 ', approvedOn: LESSOR_APPROVAL.approvedOn },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const approval = { reference: 'LAB-4471', approvedOn: LESSOR_APPROVAL.approvedOn };
    expect(moved.json().progress).toMatchObject({
      stage: 'in_repair',
      lessorApproval: approval,
      lessorOverrideReason: null,
    });
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({ lessorApproval: approval });
    const [entry] = await stageMoves(id);
    expect(entry).toMatchObject({
      actor: TEST_ADMIN_EMAIL,
      payload: { from: 'waiting_for_lessor', to: 'in_repair', lessorApproval: approval },
    });
    expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
  });

  it("keeps staff's reason to go on without approval on the bike and in the history, with who and when", async () => {
    const { id, bikeId } = await bikeAt('waiting_for_lessor');
    const reason = 'Leasemaatschappij gaf telefonisch akkoord, mail volgt';
    const moved = await move(id, bikeId, {
      stage: 'planned',
      version: 0,
      lessorOverride: { reason: `  ${reason}  ` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().progress).toMatchObject({
      stage: 'planned',
      lessorApproval: null,
      lessorOverrideReason: reason,
    });
    const [entry] = await stageMoves(id);
    expect(entry).toMatchObject({
      actor: TEST_ADMIN_EMAIL,
      payload: { from: 'waiting_for_lessor', to: 'planned', lessorOverride: { reason } },
    });
    expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
  });

  it('refuses a bike that is not a lease bike into Wacht op leasemaatschappij: 409 in Dutch, nothing changed', async () => {
    const { id, bikeId } = await bikeAt('planned', SAMPLE_BIKE);
    const refused = await move(id, bikeId, { stage: 'waiting_for_lessor', version: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_A_LEASE_BIKE' });
    expect(refused.json().message).toMatch(
      /^Fiets 1 van #SR-\S+ is geen leasefiets en kan niet naar 'Wacht op leasemaatschappij'$/,
    );
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      stage: 'planned',
      version: 0,
    });
  });

  it('clears the approval when a lease bike goes back to wait for its lessor, and asks for a new one', async () => {
    const { id, bikeId, version } = await bikeAt('in_repair', SAMPLE_LEASE_BIKE);
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      lessorApproval: LESSOR_APPROVAL,
    });
    const back = await move(id, bikeId, { stage: 'waiting_for_lessor', version });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().progress).toMatchObject({
      stage: 'waiting_for_lessor',
      lessorApproval: null,
      lessorOverrideReason: null,
    });
    const again = await move(id, bikeId, { stage: 'in_repair', version: version + 1 });
    expect(again.json().code).toBe('LESSOR_APPROVAL_REQUIRED');
  });

  it('of two admins moving a lease bike on with an approval at once, one wins and the other gets 409', async () => {
    const { id, bikeId } = await bikeAt('waiting_for_lessor');
    const answers = await Promise.all(
      (['planned', 'in_repair'] as const).map((stage) =>
        move(id, bikeId, { stage, version: 0, lessorApproval: LESSOR_APPROVAL }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({ version: 1 });
    expect(await stageMoves(id)).toHaveLength(1);
  });

  it('refuses both an approval and a reason, an approval dated in the future, and an empty reference or reason with 400', async () => {
    const { id, bikeId } = await bikeAt('waiting_for_lessor');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const refusals = [
      [
        { lessorApproval: LESSOR_APPROVAL, lessorOverride: { reason: 'Spoed' } },
        'Geef het akkoord van de leasemaatschappij óf een reden om zonder akkoord verder te gaan, niet allebei',
      ],
      [
        { lessorApproval: { ...LESSOR_APPROVAL, approvedOn: tomorrow } },
        'Vul de datum van het akkoord in (JJJJ-MM-DD), niet later dan vandaag',
      ],
      [
        { lessorApproval: { ...LESSOR_APPROVAL, approvedOn: '27-11-2026' } },
        'Vul de datum van het akkoord in (JJJJ-MM-DD), niet later dan vandaag',
      ],
      [
        { lessorApproval: { ...LESSOR_APPROVAL, reference: '   ' } },
        'Vul de referentie van het akkoord van de leasemaatschappij in',
      ],
      [{ lessorOverride: { reason: ' ' } }, 'Schrijf waarom de fiets zonder akkoord verder gaat'],
      [{ lessorOverride: { reason: 'x'.repeat(501) } }, 'Maximaal 500 tekens'],
    ] as const;
    for (const [passage, message] of refusals) {
      const refused = await move(id, bikeId, { stage: 'in_repair', version: 0, ...passage });
      expect(refused.statusCode, JSON.stringify(passage)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({
      stage: 'waiting_for_lessor',
      version: 0,
    });
  });

  it("refuses an approval sent with a move that does not leave the lessor's stage (409)", async () => {
    const { id, bikeId } = await bikeAt('planned');
    const refused = await move(id, bikeId, {
      stage: 'in_repair',
      version: 0,
      lessorApproval: LESSOR_APPROVAL,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LESSOR_APPROVAL_UNEXPECTED');
    expect((await readRequest(id)).bikes[0]?.progress).toMatchObject({ stage: 'planned' });
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
