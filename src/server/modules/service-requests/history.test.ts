import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_ARCHIVE_REASON } from '../../../contract/service-requests/archive.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { eventsOf } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest } from '../../test/factories.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const history = async (id: number) =>
  (await eventsOf(server.database.db, id)).map(({ type, actor, payload }) => ({
    type,
    actor,
    payload,
  }));

describe("a request's history", () => {
  it('records the submission, by the customer, with nothing that names them', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: buildSubmission({ email: 'geschiedenis@example.nl' }),
    });
    const { id } = response.json();
    const events = await history(id);
    expect(events).toEqual([
      {
        type: 'request.submitted',
        actor: 'customer',
        payload: { deliveryType: 'workshop', bikeCount: 1 },
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/geschiedenis|Sanne|Vries|Overtoom|612345678/);
  });

  it('records approval and archival by the admin who did them, in order', async () => {
    const request = await insertServiceRequest(server.database.db, {
      deliveryType: 'on_location',
    });
    await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {
      freightliveActivityType: 'pickup',
    });
    await asAdmin('POST', `/api/service-requests/${request.id}/archive`, {
      reason: MANUAL_ARCHIVE_REASON,
    });
    expect(await history(request.id)).toEqual([
      {
        type: 'request.approved',
        actor: TEST_ADMIN_EMAIL,
        payload: { deliveryType: 'on_location', activityType: 'pickup', activityMinutes: 20 },
      },
      { type: 'request.archived', actor: TEST_ADMIN_EMAIL, payload: {} },
    ]);
  });

  it("records a rejection with the listed reason's id, never the staff's own words", async () => {
    const request = await insertServiceRequest(server.database.db);
    await asAdmin('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: 'Meneer Jansen kwam al te laat',
    });
    expect(await history(request.id)).toEqual([
      { type: 'request.rejected', actor: TEST_ADMIN_EMAIL, payload: { rejectionReasonId: null } },
    ]);
  });

  it('records nothing for a change that was refused', async () => {
    const request = await insertServiceRequest(server.database.db, { status: 'rejected' });
    const response = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect(response.statusCode).toBe(409);
    expect(await history(request.id)).toEqual([]);
  });

  it('keeps the history of a deleted request, ending with its deletion', async () => {
    const request = await insertServiceRequest(server.database.db);
    await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect((await asAdmin('DELETE', `/api/service-requests/${request.id}`)).statusCode).toBe(204);
    expect((await history(request.id)).map((event) => event.type)).toEqual([
      'request.approved',
      'request.deleted',
    ]);
  });
});
