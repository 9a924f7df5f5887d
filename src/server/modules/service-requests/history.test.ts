import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_ARCHIVE_REASON } from '../../../contract/service-requests/archive.ts';
import { serviceRequestEditSchema } from '../../../contract/service-requests/edit.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { contactDetailsIn, historyOf } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest } from '../../test/factories.ts';
import { storedRequest } from '../../test/stored-requests.ts';
import { updateServiceRequest } from './handling.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const history = (id: number) => historyOf(server.database.db, id);

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

  const edit = async (id: number, changes: object) => {
    const read = (await asAdmin('GET', `/api/service-requests/${id}`)).json();
    return { ...read, ...changes };
  };

  it('records an edit by the admin, naming the fields that changed and the bikes, not their values', async () => {
    const request = await insertServiceRequest(server.database.db);
    const changes = {
      phone: '+31 687654321',
      city: 'Diemen',
      bikes: [
        ...request.bikes,
        { brand: 'Cowboy', model: '4', issueDescription: 'De riem slipt bij het optrekken.' },
      ],
    };
    const response = await asAdmin(
      'PUT',
      `/api/service-requests/${request.id}`,
      await edit(request.id, changes),
    );
    expect(response.statusCode, response.body).toBe(200);
    const events = await history(request.id);
    expect(events).toEqual([
      {
        type: 'request.edited',
        actor: TEST_ADMIN_EMAIL,
        payload: { fields: ['phone', 'city', 'bikes'], bikeCount: 2 },
      },
    ]);
    expect(contactDetailsIn(events, request, response.json())).toEqual([]);
  });

  it('records nothing for an edit that changed nothing', async () => {
    const request = await insertServiceRequest(server.database.db);
    const response = await asAdmin(
      'PUT',
      `/api/service-requests/${request.id}`,
      await edit(request.id, {}),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await history(request.id)).toEqual([]);
  });

  it('records no event, and keeps the request as it was, when the edit fails after its writes', async () => {
    const request = await insertServiceRequest(server.database.db);
    const before = await storedRequest(server.database.db, request.id);
    const { jobs } = server.app.deps;
    const failingAfterPublishing: typeof jobs = {
      ...jobs,
      async publish(tx, event, occurrence) {
        await jobs.publish(tx, event, occurrence);
        throw new Error('the transaction fails after the event');
      },
    };
    await expect(
      updateServiceRequest({
        database: server.database,
        jobs: failingAfterPublishing,
        id: request.id,
        changes: serviceRequestEditSchema.parse(await edit(request.id, { city: 'Diemen' })),
        actor: TEST_ADMIN_EMAIL,
      }),
    ).rejects.toThrow('the transaction fails after the event');
    expect(await history(request.id)).toEqual([]);
    expect(await storedRequest(server.database.db, request.id)).toEqual(before);
  });

  it('records a duplicate in both histories: the copy on the original, the original on the copy', async () => {
    const request = await insertServiceRequest(server.database.db);
    const response = await asAdmin('POST', `/api/service-requests/${request.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copyId: number = response.json().id;
    expect(await history(request.id)).toEqual([
      { type: 'request.duplicated', actor: TEST_ADMIN_EMAIL, payload: { copyId } },
    ]);
    expect(await history(copyId)).toEqual([
      {
        type: 'request.created_as_duplicate',
        actor: TEST_ADMIN_EMAIL,
        payload: { originalId: request.id },
      },
    ]);
  });
});
