import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { notifications, outgoingEmails } from '../../db/schema.ts';
import {
  FAKE_BUMBAL_API_KEY,
  type FakeBumbal,
  startFakeBumbal,
} from '../../integrations/planner/fake.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { historyOf } from '../../test/events.ts';
import { readServiceRequest, waitFor, waitForNotification } from '../../test/eventually.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { checkPlannedActivitiesJob } from './jobs.ts';
import { checkPlannedActivities } from './service.ts';

let bumbal: FakeBumbal;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  bumbal = await startFakeBumbal();
  server = await createTestApp(
    { BUMBAL_URL: bumbal.url, BUMBAL_API_KEY: FAKE_BUMBAL_API_KEY },
    { startAfterSeconds: 0, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 1 },
  );
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await bumbal?.close();
});

const readRequest = (id: number) => readServiceRequest(server.database.db, id);

const insertOnLocationRequest = () =>
  insertServiceRequest(server.database.db, {
    deliveryType: 'on_location',
    bikeLocationStreet: 'Prinsengracht',
    bikeLocationHouseNumber: '263',
    bikeLocationAddition: 'A',
    bikeLocationPostcode: '1016GV',
    bikeLocationCity: 'Amsterdam',
  });

const approve = (id: number, activity: object = { freightliveActivityType: 'pickup' }) =>
  asAdmin('PATCH', `/api/service-requests/${id}/approve`, activity);

const activitiesLinkedTo = (id: number) =>
  [...bumbal.activities.values()].filter((activity) =>
    activity.links.some((link) => link.link_id === String(id)),
  );

const scheduledMails = (id: number) =>
  server.database.db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.serviceRequestId, id), eq(outgoingEmails.kind, 'scheduled')));

describe('planner activity on approval', () => {
  it('creates one activity at the bike location with the chosen type and duration', async () => {
    const request = await insertOnLocationRequest();
    const response = await approve(request.id, {
      freightliveActivityType: 'pickup',
      freightliveActivityDuration: 30,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plannerActivity).toEqual({ status: 'done' });
    expect(body.error).toBeUndefined();
    const [activity] = activitiesLinkedTo(request.id);
    expect(body.request.bumbalActivityId).toBe(String(activity?.id));
    expect(activity).toMatchObject({
      activity_type_name: 'pickup',
      duration: 30,
      reference: body.request.reference,
      description: 'VanMoof S3: De voorrem piept hard bij het remmen.',
      address: {
        name_1: 'Daan Bakker',
        street_1: 'Prinsengracht',
        house_nr: '263',
        house_nr_addendum: 'A',
        zipcode: '1016GV',
        city: 'Amsterdam',
        iso_country: 'NL',
        phone_nrs: [{ nr: '+31612345678', primary: true }],
        emails: [{ email: 'daan@example.nl', primary: true }],
      },
      links: [{ link_id: String(request.id), provider_name: 'spaak' }],
    });
    const sent = bumbal.requests.find((call) => call.path === '/activity/set');
    expect(sent?.headers.apikey).toBe(FAKE_BUMBAL_API_KEY);
    // The safety-net job ran too and found the activity by its link: still one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(activitiesLinkedTo(request.id)).toHaveLength(1);
  });

  it('makes no activity for a workshop request', async () => {
    const request = await insertServiceRequest(server.database.db);
    const response = await approve(request.id, { freightliveActivityType: 'stop' });
    expect(response.json().plannerActivity.status).toBe('skipped');
    expect(activitiesLinkedTo(request.id)).toEqual([]);
  });

  it('keeps the approval when the planner is down, says only the planner failed, and the job creates the activity later', async () => {
    const request = await insertOnLocationRequest();
    bumbal.setMode('failing', 503);
    const response = await approve(request.id);
    bumbal.setMode('up');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.request.status).toBe('approved');
    expect(body.plannerActivity).toEqual({
      status: 'failed',
      message: 'freightlive answered 503: Service Unavailable',
    });
    expect(body.error).toBe(
      'Aanvraag goedgekeurd, maar de activiteit kon niet in de routeplanner worden gezet (freightlive answered 503: Service Unavailable). Spaak probeert het opnieuw en stuurt een melding als dat niet lukt; maak dan de activiteit in de routeplanner handmatig aan.',
    );
    const repaired = await waitFor(
      () => readRequest(request.id),
      (row) => row.plannerActivityId !== null,
    );
    expect(repaired.plannerActivityId).toBe(String(activitiesLinkedTo(request.id)[0]?.id));
    expect(repaired.plannerActivityError).toBeNull();
    expect(activitiesLinkedTo(request.id)).toHaveLength(1);
  });

  it('tells the staff (source freightlive) when the planner keeps refusing, without the key', async () => {
    const request = await insertOnLocationRequest();
    bumbal.setMode('failing', 401);
    await approve(request.id);
    const notification = await waitForNotification(
      server.database.db,
      eq(notifications.relatedId, String(request.id)),
      (row) => row.source === 'freightlive',
    );
    bumbal.setMode('up');
    expect(notification?.title).toMatch(/Routeplanner-activiteit voor #SR-\d{4}-\d{3,} niet/);
    expect(notification?.message).toContain('freightlive answered 401');
    expect(notification?.message).not.toContain(FAKE_BUMBAL_API_KEY);
    const row = await readRequest(request.id);
    expect(row.status).toBe('approved');
    expect(row.plannerActivityError).toContain('freightlive answered 401');
  });
});

describe('POST /api/service-requests/:id/planner-activity', () => {
  const FAILED_ACTIVITY = {
    status: 'approved',
    deliveryType: 'on_location',
    plannerActivityType: 'pickup',
    plannerActivityDuration: 30,
    plannerActivityError: 'freightlive answered 503: Service Unavailable',
  } as const;

  const retry = (id: number) => asAdmin('POST', `/api/service-requests/${id}/planner-activity`);

  /** Asks for a retry that must be refused, and proves that it changed nothing anywhere. */
  async function expectRefused(id: number, status: number, message: RegExp) {
    const before = await readRequest(id);
    const callsBefore = bumbal.requests.length;
    const response = await retry(id);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await readRequest(id)).toEqual(before);
    expect(bumbal.requests.length).toBe(callsBefore);
  }

  it('creates the missing activity, stores its id, clears the error and names the admin in the history', async () => {
    const request = await insertServiceRequest(server.database.db, FAILED_ACTIVITY);
    const response = await retry(request.id);
    expect(response.statusCode).toBe(200);
    const [activity] = activitiesLinkedTo(request.id);
    expect(activity).toMatchObject({ activity_type_name: 'pickup', duration: 30 });
    expect(response.json()).toMatchObject({
      id: request.id,
      bumbalActivityId: String(activity?.id),
      plannerActivityError: null,
    });
    const stored = await readRequest(request.id);
    expect(stored.plannerActivityId).toBe(String(activity?.id));
    expect(stored.plannerActivityError).toBeNull();
    expect(await historyOf(server.database.db, request.id)).toEqual([
      {
        type: 'planner.activity_created',
        actor: TEST_ADMIN_EMAIL,
        payload: { activityId: String(activity?.id) },
      },
    ]);
  });

  it('answers 502 with the reason while the planner is still down, and stores that reason', async () => {
    const request = await insertServiceRequest(server.database.db, FAILED_ACTIVITY);
    bumbal.setMode('failing', 500);
    const response = await retry(request.id);
    bumbal.setMode('up');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('freightlive answered 500: Internal Server Error');
    const stored = await readRequest(request.id);
    expect(stored.plannerActivityId).toBeNull();
    expect(stored.plannerActivityError).toBe('freightlive answered 500: Internal Server Error');
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await retry(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Serviceaanvraag 999999 bestaat niet');
  });

  it('answers 409 for a request that is not approved, and changes nothing', async () => {
    const request = await insertServiceRequest(server.database.db, {
      ...FAILED_ACTIVITY,
      status: 'pending',
    });
    await expectRefused(request.id, 409, /Alleen een goedgekeurde aanvraag/);
  });

  it('answers 409 for a workshop request, and changes nothing', async () => {
    const request = await insertServiceRequest(server.database.db, {
      ...FAILED_ACTIVITY,
      deliveryType: 'workshop',
    });
    await expectRefused(request.id, 409, /Alleen een aanvraag op locatie/);
  });

  it('answers 409 for a request that already has its activity, and changes nothing', async () => {
    const request = await insertServiceRequest(server.database.db, {
      ...FAILED_ACTIVITY,
      plannerActivityId: '4711',
    });
    await expectRefused(request.id, 409, /heeft al een planneractiviteit \(4711\)/);
  });

  it('answers 401 to nobody signed in and 403 to a customer, and changes nothing', async () => {
    const request = await insertServiceRequest(server.database.db, FAILED_ACTIVITY);
    const customer = await server.signIn('klant@example.nl');
    for (const [cookie, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/service-requests/${request.id}/planner-activity`,
        headers: { origin: TEST_PUBLIC_URL, ...(cookie && { cookie }) },
      });
      expect(response.statusCode).toBe(status);
    }
    expect(activitiesLinkedTo(request.id)).toEqual([]);
    expect((await readRequest(request.id)).plannerActivityError).toBe(
      FAILED_ACTIVITY.plannerActivityError,
    );
  });
});

describe('planned visits', () => {
  it('sends the scheduled mail once when the planner reports the visit planned', async () => {
    const request = await insertOnLocationRequest();
    const approved = (await approve(request.id)).json().request;
    const activityId = approved.bumbalActivityId;

    const context = server.app.deps;
    await checkPlannedActivities(context);
    expect((await readRequest(request.id)).plannedAt).toBeNull();
    expect(await scheduledMails(request.id)).toEqual([]);

    bumbal.planActivity(activityId, { from: '2026-05-12 09:00:00', to: '2026-05-12 10:00:00' });
    await server.jobs.enqueue(server.database, checkPlannedActivitiesJob, {});
    const planned = await waitFor(
      () => readRequest(request.id),
      (row) => row.plannedAt !== null,
    );
    expect(planned.plannedAt).not.toBeNull();

    await checkPlannedActivities(context);
    await checkPlannedActivities(context);
    const mails = await scheduledMails(request.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('daan@example.nl');
    expect(mails[0]?.subject).toBe(
      `Afspraak ingepland (${formatReference(request.id, request.createdAt)})`,
    );
  });

  it('names the visits it could not read and changes nothing for them', async () => {
    const request = await insertOnLocationRequest();
    const approved = (await approve(request.id)).json().request;
    bumbal.setMode('failing', 500);
    const result = await checkPlannedActivities(server.app.deps);
    bumbal.setMode('up');
    expect(result.failures.join()).toContain(
      `${approved.reference}: freightlive answered 500: Internal Server Error`,
    );
    expect((await readRequest(request.id)).plannedAt).toBeNull();
  });
});

describe('deleting a request', () => {
  const remove = (id: number) => asAdmin('DELETE', `/api/service-requests/${id}`);
  const approvedWithActivity = async () => {
    const request = await insertOnLocationRequest();
    await approve(request.id);
    expect(activitiesLinkedTo(request.id)).toHaveLength(1);
    return request;
  };
  /** The visits queued to be taken off the planner, by either deletion job. */
  const deletionJobs = async () =>
    (
      await server.database.executeSql(
        "SELECT json_build_object('activityId', coalesce(data->>'activityId', data->'payload'->>'plannerActivityId')) AS data FROM pgboss.job WHERE name IN ('delete-planner-activity', 'delete-visit-of-deleted-request')",
      )
    ).rows as { data: { activityId: string } }[];

  it('takes the visit of a deleted request off the planner', async () => {
    const request = await approvedWithActivity();
    expect((await remove(request.id)).statusCode).toBe(204);
    const left = await waitFor(
      async () => activitiesLinkedTo(request.id),
      (activities) => activities.length === 0,
    );
    expect(left).toEqual([]);
  });

  it('takes off the planner a visit that was being made while its request was deleted', async () => {
    const request = await insertOnLocationRequest();
    bumbal.answerAfter(1000);
    try {
      const approval = approve(request.id);
      const made = await waitFor(
        async () => activitiesLinkedTo(request.id),
        (activities) => activities.length === 1,
      );
      expect(made).toHaveLength(1);
      expect((await remove(request.id)).statusCode).toBe(204);
      await approval;
    } finally {
      bumbal.answerAfter(0);
    }
    const left = await waitFor(
      async () => activitiesLinkedTo(request.id),
      (activities) => activities.length === 0,
    );
    expect(left).toEqual([]);
  });

  it('leaves the visit of a repair that is done in the planner, as its record', async () => {
    const request = await approvedWithActivity();
    const archived = await asAdmin('POST', `/api/service-requests/${request.id}/archive`, {
      reason: 'Reparatie voltooid',
    });
    expect(archived.statusCode).toBe(200);
    const [activity] = activitiesLinkedTo(request.id);
    expect((await remove(request.id)).statusCode).toBe(204);
    expect((await deletionJobs()).map((job) => job.data.activityId)).not.toContain(
      String(activity?.id),
    );
    expect(activitiesLinkedTo(request.id)).toHaveLength(1);
  });

  it('tells the staff which activity to delete by hand when the planner keeps refusing', async () => {
    const request = await approvedWithActivity();
    const [activity] = activitiesLinkedTo(request.id);
    bumbal.setMode('failing', 500);
    try {
      expect((await remove(request.id)).statusCode).toBe(204);
      const notification = await waitForNotification(
        server.database.db,
        eq(notifications.type, 'planner_activity_delete_failed'),
        (row) => row.message.includes(`activiteit ${activity?.id} `),
      );
      expect(notification).toMatchObject({ severity: 'error', source: 'freightlive' });
      expect(notification?.title).toMatch(
        /^Bezoek van #SR-\d{4}-\d{3,} staat nog in de routeplanner$/,
      );
      expect(notification?.message).toContain('freightlive answered 500');
    } finally {
      bumbal.setMode('up');
    }
  });
});

describe('without a planner', () => {
  it('approves an on-location request with the activity reported as not configured, and a retry answers 503', async () => {
    const plain = await createTestApp();
    try {
      const admin = await signInAdmin(plain);
      const request = await insertServiceRequest(plain.database.db, {
        deliveryType: 'on_location',
      });
      const approved = await admin('PATCH', `/api/service-requests/${request.id}/approve`, {
        freightliveActivityType: 'stop',
      });
      expect(approved.json().plannerActivity).toEqual({
        status: 'skipped',
        message: 'not configured',
      });
      expect(approved.json().request.bumbalActivityId).toBeNull();

      const before = await readServiceRequest(plain.database.db, request.id);
      const retried = await admin('POST', `/api/service-requests/${request.id}/planner-activity`);
      expect(retried.statusCode).toBe(503);
      expect(retried.json().message).toBe('Bumbal (de routeplanner) is niet gekoppeld');
      expect(await readServiceRequest(plain.database.db, request.id)).toEqual(before);
    } finally {
      await plain.close();
    }
  });
});
