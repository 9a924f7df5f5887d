import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { bikes, notifications, serviceRequests } from '../../db/schema.ts';
import {
  FAKE_CYCLESOFTWARE_PASSWORD,
  FAKE_CYCLESOFTWARE_USER,
  type FakeCycleSoftware,
  startFakeCycleSoftware,
} from '../../integrations/workshop/fake.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { contactDetailsIn, historyOf } from '../../test/events.ts';
import { readServiceRequest, waitFor, waitForNotification } from '../../test/eventually.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { UNEXPECTED_ANSWERS } from '../../test/unexpected-answers.ts';
import { WORKSHOP_SYSTEM_ACTOR } from './events.ts';

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
    },
    { startAfterSeconds: 0, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 1 },
  );
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await cycleSoftware?.close();
});

const readRequest = (id: number) => readServiceRequest(server.database.db, id);

const approve = (id: number) =>
  asAdmin('PATCH', `/api/service-requests/${id}/approve`, { freightliveActivityType: 'stop' });

const notificationsAbout = (id: number) =>
  server.database.db
    .select({
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      severity: notifications.severity,
      source: notifications.source,
    })
    .from(notifications)
    .where(
      and(eq(notifications.relatedId, String(id)), eq(notifications.type, 'repair_completed')),
    );

describe('work orders on approval', () => {
  it('creates the customer, each bike and one work order per bike, and stores their ids', async () => {
    const request = await insertServiceRequest(server.database.db, {
      bikes: [
        {
          brand: 'Gazelle',
          model: 'Ultimate',
          frameNumber: 'GZ123',
          issueDescription: 'Ketting slipt.',
        },
        { brand: 'Batavus', model: 'Finez', issueDescription: 'Lekke band achter.' },
      ],
    });
    const response = await approve(request.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.workOrder).toEqual({ status: 'done' });
    expect(body.error).toBeUndefined();
    expect(body.request.workOrderIds).toHaveLength(2);
    expect(body.request.cycleSoftwareRepairNumber).toBe(body.request.workOrderIds[0]);
    const orders = body.request.workOrderIds.map((id: string) =>
      cycleSoftware.orders.get(Number(id)),
    );
    expect(orders.map((order: { reference_text: string }) => order.reference_text)).toEqual([
      `${body.request.reference}-1`,
      `${body.request.reference}-2`,
    ]);
    expect(orders[1].repair_description).toBe('Lekke band achter.');
  });

  it("puts an e-bike's drive system, error code and battery serial and a lease bike's contract in the repair description", async () => {
    const request = await insertServiceRequest(server.database.db, {
      bikes: [
        {
          brand: 'Gazelle',
          issueDescription: 'Display geeft een fout.',
          eBike: { driveSystem: 'Bosch', errorCode: 'E-503', batterySerial: 'BT 1234-56' },
          lease: { company: 'Athlon', contractNumber: 'LC-77' },
        },
      ],
    });
    const body = (await approve(request.id)).json();
    const order = cycleSoftware.orders.get(Number(body.request.workOrderIds[0]));
    expect(order?.repair_description).toBe(
      'Display geeft een fout.\nE-bike: Bosch · foutcode E-503 · accu BT 1234-56\nLeasefiets: Athlon · contract LC-77',
    );
  });

  it('keeps the approval when the workshop system is down, says so, and the job makes the order later', async () => {
    const request = await insertServiceRequest(server.database.db);
    cycleSoftware.setMode('failing', 500);
    const response = await approve(request.id);
    cycleSoftware.setMode('up');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.request.status).toBe('approved');
    expect(body.workOrder.status).toBe('failed');
    expect(body.error).toBe(
      'Aanvraag goedgekeurd, maar het aanmaken van de werkorder is mislukt (cyclesoftware answered 500: Fake failure). Spaak probeert het opnieuw en stuurt een melding als dat niet lukt; maak dan de werkorder in het werkplaatssysteem handmatig aan.',
    );
    const repaired = await waitFor(
      () => readRequest(request.id),
      (row) => row.workOrderId !== null,
    );
    expect(repaired.workOrderId).not.toBeNull();
    expect(repaired.workOrderError).toBeNull();
  });

  it('keeps the approval when the workshop system answers 200 with a malformed body, says so and stores the error', async () => {
    const request = await insertServiceRequest(server.database.db);
    cycleSoftware.answerEveryCallWith(UNEXPECTED_ANSWERS['an HTML page']);
    const response = await approve(request.id);
    const stored = await readRequest(request.id);
    cycleSoftware.answerEveryCallWith(undefined);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.request.status).toBe('approved');
    expect(body.workOrder).toEqual({
      status: 'failed',
      message: 'cyclesoftware answered 200 with an unexpected body',
    });
    expect(body.error).toMatch(
      /^Aanvraag goedgekeurd, maar het aanmaken van de werkorder is mislukt \(cyclesoftware answered 200 with an unexpected body\)\./,
    );
    expect(body.request.workOrderError).toBe('cyclesoftware answered 200 with an unexpected body');
    expect(stored.status).toBe('approved');
    expect(stored.workOrderError).toBe('cyclesoftware answered 200 with an unexpected body');
    const repaired = await waitFor(
      () => readRequest(request.id),
      (row) => row.workOrderId !== null,
    );
    expect(repaired.workOrderError).toBeNull();
  });

  it('never makes a second work order for a request when the step runs again', async () => {
    const request = await insertServiceRequest(server.database.db);
    // The create call succeeds at CycleSoftware but its answer is lost: the retry must find it.
    await approve(request.id);
    const row = await readRequest(request.id);
    const before = cycleSoftware.orders.size;
    await server.database.db
      .update(serviceRequests)
      .set({ workOrderId: null })
      .where(eq(serviceRequests.id, request.id));
    await server.database.db
      .update(bikes)
      .set({ workOrderId: null })
      .where(eq(bikes.serviceRequestId, request.id));
    const retried = await asAdmin('POST', `/api/service-requests/${request.id}/work-order`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().workOrderIds).toEqual(row.workOrderIds);
    expect(cycleSoftware.orders.size).toBe(before);
  });

  it('makes the work orders once when two attempts overlap, and tells the second one so', async () => {
    const request = await insertServiceRequest(server.database.db, {
      email: 'dubbel@example.nl',
      status: 'approved',
      bikes: [
        { brand: 'Gazelle', issueDescription: 'Ketting slipt.' },
        { brand: 'Sparta', issueDescription: 'Licht doet het niet.' },
      ],
    });
    const before = cycleSoftware.orders.size;
    cycleSoftware.answerAfter(300);
    const attempts = await Promise.all([
      asAdmin('POST', `/api/service-requests/${request.id}/work-order`),
      asAdmin('POST', `/api/service-requests/${request.id}/work-order`),
    ]);
    cycleSoftware.answerAfter(0);
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 409]);
    const stored = await waitFor(
      () => readRequest(request.id),
      (row) => row.workOrdersClaimedAt === null && row.workOrderId !== null,
    );
    expect(stored.workOrderIds).toHaveLength(2);
    expect(cycleSoftware.orders.size - before).toBe(2);
  });

  it('tells the staff in a notification when the work order keeps failing', async () => {
    const request = await insertServiceRequest(server.database.db);
    cycleSoftware.setMode('failing', 401);
    await approve(request.id);
    const notification = await waitForNotification(
      server.database.db,
      eq(notifications.relatedId, String(request.id)),
      (row) => row.source === 'cyclesoftware',
    );
    cycleSoftware.setMode('up');
    expect(notification?.title).toMatch(/Werkorder voor #SR-\d{4}-\d{3,} niet aangemaakt/);
    expect(notification?.message).toContain('cyclesoftware answered 401');
    expect(notification?.message).not.toContain(FAKE_CYCLESOFTWARE_PASSWORD);
  });

  it('answers that a request that is not approved gets no work order', async () => {
    const request = await insertServiceRequest(server.database.db);
    const response = await asAdmin('POST', `/api/service-requests/${request.id}/work-order`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Alleen een goedgekeurde aanvraag krijgt een werkorder');
  });

  it("makes the missing work orders on the staff's retry, naming the admin in the history", async () => {
    const request = await insertServiceRequest(server.database.db, { status: 'approved' });
    const response = await asAdmin('POST', `/api/service-requests/${request.id}/work-order`);
    expect(response.statusCode).toBe(200);
    const stored = await readRequest(request.id);
    expect(stored.workOrderId).not.toBeNull();
    expect(await historyOf(server.database.db, request.id)).toEqual([
      {
        type: 'work_orders.created',
        actor: TEST_ADMIN_EMAIL,
        payload: { workOrderIds: [stored.workOrderId] },
      },
    ]);
  });

  it('answers 409 naming the order when asked to retry a request that already has its work order', async () => {
    const request = await insertServiceRequest(server.database.db);
    await approve(request.id);
    const row = await waitFor(
      () => readRequest(request.id),
      (stored) => stored.workOrderId !== null,
    );
    const before = cycleSoftware.orders.size;
    const response = await asAdmin('POST', `/api/service-requests/${request.id}/work-order`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Deze aanvraag heeft al een werkorder (${row.workOrderId})`,
    );
    expect(cycleSoftware.orders.size).toBe(before);
  });

  it('answers 404 when asked to retry the work order of a request that does not exist', async () => {
    const response = await asAdmin('POST', '/api/service-requests/999999/work-order');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Serviceaanvraag 999999 bestaat niet');
  });
});

describe('POST /api/service-requests/check-completed-repairs', () => {
  it('records each order status, archives completed repairs, counts them and tells the staff', async () => {
    const done = await insertServiceRequest(server.database.db);
    const busy = await insertServiceRequest(server.database.db);
    await approve(done.id);
    await approve(busy.id);
    const finished = await readRequest(done.id);
    cycleSoftware.completeOrder(finished.workOrderIds[0] ?? '', [
      {
        description: 'Remblokken vervangen',
        quantity: 1,
        unit_price_in_vat_cents: 3500,
        vat_percentage: 21,
      },
    ]);
    const response = await asAdmin('POST', '/api/service-requests/check-completed-repairs');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ archivedCount: 1, failures: [] });
    const archived = await readRequest(done.id);
    expect(archived).toMatchObject({
      isArchived: true,
      archivalReason: 'Repair completed in CycleSoftware',
      workOrderStatus: 'Reparatie voltooid',
    });
    expect(archived.completedAt).not.toBeNull();
    const open = await readRequest(busy.id);
    expect(open).toMatchObject({ isArchived: false, workOrderStatus: 'Nieuw' });
    expect(open.lastStatusCheck).not.toBeNull();
    expect(await notificationsAbout(done.id)).toEqual([
      {
        type: 'repair_completed',
        title: `Reparatie ${formatReference(done.id, done.createdAt)} voltooid`,
        message: 'CycleSoftware meldt de reparatie als voltooid; de aanvraag is nu gearchiveerd.',
        severity: 'info',
        source: 'cyclesoftware',
      },
    ]);

    const again = await asAdmin('POST', '/api/service-requests/check-completed-repairs');
    expect(again.json().archivedCount).toBe(0);
    expect(await notificationsAbout(done.id)).toHaveLength(1);
  });

  it('invoices a repair staff archived by hand before it was done, without counting it as archived now', async () => {
    const request = await insertServiceRequest(server.database.db);
    await approve(request.id);
    const archivedByHand = await asAdmin('POST', `/api/service-requests/${request.id}/archive`, {});
    expect(archivedByHand.statusCode).toBe(200);
    const { workOrderIds, archivedAt } = await readRequest(request.id);
    cycleSoftware.completeOrder(workOrderIds[0] ?? '', []);
    const response = await asAdmin('POST', '/api/service-requests/check-completed-repairs');
    expect(response.json()).toEqual({ archivedCount: 0, failures: [] });
    const completed = await readRequest(request.id);
    expect(completed.completedAt).not.toBeNull();
    expect(completed.archivedAt).toEqual(archivedAt);
    const [notification] = await notificationsAbout(request.id);
    expect(notification?.message).toBe(
      'CycleSoftware meldt de reparatie als voltooid; de aanvraag was al gearchiveerd.',
    );
  });

  it("records in the request's history each status the check reads that differs from the last, by the workshop system", async () => {
    const request = await insertServiceRequest(server.database.db);
    await approve(request.id);
    const check = () => asAdmin('POST', '/api/service-requests/check-completed-repairs');
    await check();
    await check();
    cycleSoftware.completeOrder((await readRequest(request.id)).workOrderIds[0] ?? '', []);
    await check();
    const events = await historyOf(server.database.db, request.id);
    const byWorkshop = (type: string, payload: object) => ({
      type,
      actor: WORKSHOP_SYSTEM_ACTOR,
      payload,
    });
    expect(events.filter((event) => event.actor === WORKSHOP_SYSTEM_ACTOR)).toEqual([
      byWorkshop('work_orders.status_changed', { status: 'Nieuw' }),
      byWorkshop('work_orders.status_changed', { status: 'Reparatie voltooid' }),
      byWorkshop('repair.completed', { archivedNow: true }),
    ]);
    expect(contactDetailsIn(events, request)).toEqual([]);
  });

  it('names the requests whose orders could not be read, and archives nothing wrongly', async () => {
    const request = await insertServiceRequest(server.database.db);
    await approve(request.id);
    cycleSoftware.setMode('failing', 503);
    const response = await asAdmin('POST', '/api/service-requests/check-completed-repairs');
    cycleSoftware.setMode('up');
    expect(response.statusCode).toBe(200);
    expect(response.json().archivedCount).toBe(0);
    expect(response.json().failures.join()).toContain('cyclesoftware answered 503');
    expect((await readRequest(request.id)).isArchived).toBe(false);
  });
});

describe('POST /api/test-cyclesoftware', () => {
  it('answers the newest work order id from a real call', async () => {
    const response = await asAdmin('POST', '/api/test-cyclesoftware');
    expect(response.statusCode).toBe(200);
    expect(response.json().workshopOrderId).toBe(String(Math.max(...cycleSoftware.orders.keys())));
  });

  it("answers 502 with the system's message when the credentials are refused", async () => {
    cycleSoftware.setMode('failing', 401);
    const response = await asAdmin('POST', '/api/test-cyclesoftware');
    cycleSoftware.setMode('up');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('cyclesoftware answered 401: Fake failure');
  });
});

describe('without a workshop system', () => {
  it('approves with the work order reported as not configured, and the checks and the retry answer 503', async () => {
    const plain = await createTestApp();
    try {
      const admin = await signInAdmin(plain);
      const request = await insertServiceRequest(plain.database.db);
      const approved = await admin('PATCH', `/api/service-requests/${request.id}/approve`, {
        freightliveActivityType: 'stop',
      });
      expect(approved.json().workOrder).toEqual({ status: 'skipped', message: 'not configured' });
      expect(approved.json().error).toBeUndefined();
      for (const url of [
        '/api/service-requests/check-completed-repairs',
        '/api/test-cyclesoftware',
        `/api/service-requests/${request.id}/work-order`,
      ]) {
        const response = await admin('POST', url);
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toMatch(/niet gekoppeld/);
      }
    } finally {
      await plain.close();
    }
  });
});
