import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import { notifications } from '../../db/schema.ts';
import { CYCLESOFTWARE_COMPLETED_STATUS_ID } from '../../integrations/workshop/client.ts';
import {
  FAKE_CYCLESOFTWARE_PASSWORD,
  FAKE_CYCLESOFTWARE_USER,
  type FakeCycleSoftware,
  startFakeCycleSoftware,
} from '../../integrations/workshop/fake.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { readServiceRequest } from '../../test/eventually.ts';
import { insertServiceRequest, SAMPLE_BIKE, SAMPLE_LEASE_BIKE } from '../../test/factories.ts';
import { WORKSHOP_SYSTEM_ACTOR } from './events.ts';
import { WORKSHOP_STATUS_STAGES } from './service.ts';

const WEBHOOK_SECRET = 'cyclesoftware-webhook-secret-for-stage-tests';

let cycleSoftware: FakeCycleSoftware;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  cycleSoftware = await startFakeCycleSoftware();
  server = await createTestApp(
    {
      CYCLESOFTWARE_URL: cycleSoftware.url,
      CYCLESOFTWARE_USERNAME: FAKE_CYCLESOFTWARE_USER,
      CYCLESOFTWARE_PASSWORD: FAKE_CYCLESOFTWARE_PASSWORD,
      CYCLESOFTWARE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    { startAfterSeconds: 0, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 1 },
  );
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await cycleSoftware?.close();
});

type Progress = { stage: BikeStage; version: number };

const progressOf = async (id: number): Promise<Progress[]> =>
  (await asAdmin('GET', `/api/service-requests/${id}`))
    .json()
    .bikes.map((bike: { progress: Progress }) => bike.progress);

/** An approved request with a work order per bike, each bike walked by staff along `stages`. */
async function approvedRequest(...walks: BikeStage[][]) {
  return approvedRequestOf(SAMPLE_BIKE, ...walks);
}

/** As `approvedRequest`, with every bike like `bike`. */
async function approvedRequestOf(bike: typeof SAMPLE_BIKE, ...walks: BikeStage[][]) {
  const request = await insertServiceRequest(server.database.db, {
    bikes: walks.map(() => bike),
  });
  const approval = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {
    freightliveActivityType: 'stop',
  });
  expect(approval.json().workOrder).toEqual({ status: 'done' });
  const { bikes } = (await asAdmin('GET', `/api/service-requests/${request.id}`)).json();
  for (const [index, walk] of walks.entries()) {
    let version = 0;
    for (const stage of walk) {
      const moved = await asAdmin(
        'PATCH',
        `/api/service-requests/${request.id}/bikes/${bikes[index].id}/stage`,
        { stage, version, notifyCustomer: false },
      );
      expect(moved.statusCode, moved.body).toBe(200);
      version = moved.json().progress.version;
    }
  }
  const { workOrderIds } = await readServiceRequest(server.database.db, request.id);
  return { id: request.id, workOrderIds };
}

const checkNow = () => asAdmin('POST', '/api/service-requests/check-completed-repairs');

/** Posts a signed `workshop_order.updated` delivery as CycleSoftware does. */
function orderUpdated(workOrderId: string, statusId: number, statusText?: string) {
  const rawBody = JSON.stringify({
    id: randomUUID(),
    account_id: 1,
    event_name: 'workshop_order.updated',
    event_timestamp: '2026-11-27 10:00:00',
    payload: {
      workshop_order_id: Number(workOrderId),
      status_id: statusId,
      ...(statusText && { status_text: statusText }),
    },
  });
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/cyclesoftware',
    headers: {
      'content-type': 'application/json',
      'x-cyclesoftware-signature': createHmac('sha256', WEBHOOK_SECRET)
        .update(rawBody)
        .digest('hex'),
    },
    payload: rawBody,
  });
}

const stageMovesOf = async (id: number) =>
  (await historyOf(server.database.db, id)).filter((event) => event.type === 'bike.stage_changed');

const refusalsAbout = (id: number) =>
  server.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.serviceRequestId, id), eq(notifications.type, 'stage_move_refused')),
    );

describe("CycleSoftware's statuses move bikes", () => {
  it('maps "Reparatie voltooid" to Klaar, and no other status', () => {
    expect([...WORKSHOP_STATUS_STAGES]).toEqual([[CYCLESOFTWARE_COMPLETED_STATUS_ID, 'ready']]);
  });

  it('the 15-minute check moves a bike in repair whose order is completed to Klaar, by CycleSoftware, and archives as before', async () => {
    const request = await approvedRequest(['in_repair']);
    cycleSoftware.completeOrder(request.workOrderIds[0] ?? '', []);
    expect((await checkNow()).json()).toEqual({ archivedCount: 1, failures: [] });
    expect(await progressOf(request.id)).toMatchObject([{ stage: 'ready', version: 2 }]);
    expect((await stageMovesOf(request.id)).at(-1)).toMatchObject({
      actor: WORKSHOP_SYSTEM_ACTOR,
      payload: { position: 1, from: 'in_repair', to: 'ready' },
    });
    expect(await readServiceRequest(server.database.db, request.id)).toMatchObject({
      isArchived: true,
      archivalReason: 'Repair completed in CycleSoftware',
    });
  });

  it('the check moves only the bike whose own order is completed', async () => {
    const request = await approvedRequest(['in_repair'], ['in_repair']);
    cycleSoftware.completeOrder(request.workOrderIds[1] ?? '', []);
    expect((await checkNow()).json()).toMatchObject({ failures: [] });
    expect((await progressOf(request.id)).map((bike) => bike.stage)).toEqual([
      'in_repair',
      'ready',
    ]);
    expect((await readServiceRequest(server.database.db, request.id)).isArchived).toBe(false);
  });

  it('the webhook moves the bike of a completed order to Klaar, by CycleSoftware', async () => {
    const request = await approvedRequest(['in_repair', 'waiting_for_parts']);
    const answer = await orderUpdated(request.workOrderIds[0] ?? '', 7, 'Reparatie voltooid');
    expect(answer.statusCode).toBe(200);
    expect(await progressOf(request.id)).toMatchObject([{ stage: 'ready' }]);
    expect((await stageMovesOf(request.id)).at(-1)).toMatchObject({
      actor: WORKSHOP_SYSTEM_ACTOR,
      payload: { from: 'waiting_for_parts', to: 'ready' },
    });
  });

  it('changes nothing, and records nothing, for a bike already at or past the stage its status stands for', async () => {
    const ready = await approvedRequest(['in_repair', 'ready']);
    const collected = await approvedRequest(['in_repair', 'ready', 'done']);
    for (const request of [ready, collected]) {
      const before = await progressOf(request.id);
      const movesBefore = await stageMovesOf(request.id);
      await orderUpdated(request.workOrderIds[0] ?? '', 7);
      cycleSoftware.completeOrder(request.workOrderIds[0] ?? '', []);
      await checkNow();
      expect(await progressOf(request.id)).toEqual(before);
      expect(await stageMovesOf(request.id)).toEqual(movesBefore);
      expect(await refusalsAbout(request.id)).toEqual([]);
    }
  });

  it('moves nothing for a status the table does not map', async () => {
    const request = await approvedRequest(['in_repair']);
    await orderUpdated(request.workOrderIds[0] ?? '', 3, 'In behandeling');
    await checkNow();
    expect(await progressOf(request.id)).toMatchObject([{ stage: 'in_repair', version: 1 }]);
    expect(await refusalsAbout(request.id)).toEqual([]);
  });

  it('tells the staff once, and fails neither webhook nor check, when the stage table refuses the move', async () => {
    const byWebhook = await approvedRequest([]);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await orderUpdated(byWebhook.workOrderIds[0] ?? '', 7, 'Reparatie voltooid');
      expect(answer.statusCode).toBe(200);
    }
    const byCheck = await approvedRequest([], ['in_repair']);
    cycleSoftware.completeOrder(byCheck.workOrderIds[0] ?? '', []);
    for (let check = 0; check < 2; check += 1)
      expect((await checkNow()).json()).toMatchObject({ failures: [] });

    for (const request of [byWebhook, byCheck]) {
      expect((await progressOf(request.id))[0]).toMatchObject({ stage: 'planned', version: 0 });
      expect(await stageMovesOf(request.id)).not.toContainEqual(
        expect.objectContaining({ actor: WORKSHOP_SYSTEM_ACTOR }),
      );
      const refusals = await refusalsAbout(request.id);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toMatchObject({ severity: 'warning', source: 'cyclesoftware' });
      expect(refusals[0]?.title).toMatch(/^Fase van fiets 1 van #SR-/);
      expect(refusals[0]?.message).toContain('"Reparatie voltooid" (Klaar)');
      expect(refusals[0]?.message).toContain('staat op Ingepland');
    }
    expect((await readServiceRequest(server.database.db, byWebhook.id)).isArchived).toBe(true);
  });

  it("never moves a lease bike out of its lessor's stage: the staff are told it still waits for the approval", async () => {
    const lease = await approvedRequestOf(SAMPLE_LEASE_BIKE, []);
    const answer = await orderUpdated(lease.workOrderIds[0] ?? '', 7, 'Reparatie voltooid');
    expect(answer.statusCode).toBe(200);

    expect((await progressOf(lease.id))[0]).toMatchObject({
      stage: 'waiting_for_lessor',
      version: 0,
    });
    expect(await stageMovesOf(lease.id)).toEqual([]);
    const [refusal, ...more] = await refusalsAbout(lease.id);
    expect(more).toEqual([]);
    expect(refusal?.message).toContain(
      'staat op Wacht op leasemaatschappij en wacht nog op het akkoord van de leasemaatschappij',
    );
  });
});
