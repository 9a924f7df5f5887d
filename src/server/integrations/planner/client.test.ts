import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectEachToFailAsUnexpected, UNEXPECTED_ANSWERS } from '../../test/unexpected-answers.ts';
import { startFakeHttpServer } from '../fake-http.ts';
import { createBumbalClient, type PlannerActivity } from './client.ts';
import { FAKE_BUMBAL_API_KEY, type FakeBumbal, startFakeBumbal } from './fake.ts';

let bumbal: FakeBumbal;

beforeAll(async () => {
  bumbal = await startFakeBumbal();
});

afterAll(async () => {
  await bumbal?.close();
});

afterEach(() => {
  bumbal.setMode('up');
  bumbal.answerAfter(0);
  bumbal.answerEveryCallWith(undefined);
});

const client = (apiKey = FAKE_BUMBAL_API_KEY, timeoutMs = 5_000) =>
  createBumbalClient({ baseUrl: bumbal.url, apiKey, timeoutMs });

const activity = (overrides: Partial<PlannerActivity> = {}): PlannerActivity => ({
  linkId: '42',
  type: 'stop',
  durationMinutes: 45,
  reference: '#SR-2026-042',
  description: 'Gazelle Ultimate: ketting slipt',
  address: {
    name: 'Daan Bakker',
    street: 'Overtoom',
    houseNumber: '15',
    houseNumberAddition: null,
    zipcode: '1054HB',
    city: 'Amsterdam',
    phone: null,
    email: 'daan@example.nl',
  },
  ...overrides,
});

describe('Bumbal client', () => {
  it('creates an activity once and updates it when it is sent again for the same link', async () => {
    const first = await client().upsertActivity(activity());
    const again = await client().upsertActivity(activity({ durationMinutes: 60 }));
    expect(again.activityId).toBe(first.activityId);
    const stored = bumbal.activities.get(Number(first.activityId));
    expect(stored).toMatchObject({ duration: 60, address: { phone_nrs: [] } });
    expect(stored?.address).not.toHaveProperty('house_nr_addendum');
  });

  it('reads an activity as new until the planner plans it, then with its window', async () => {
    const { activityId } = await client().upsertActivity(activity({ linkId: '43' }));
    expect(await client().readActivity(activityId)).toEqual({ statusId: 21, plannedSlot: null });
    bumbal.planActivity(activityId, { from: '2026-05-12 09:00:00', to: '2026-05-12 10:00:00' });
    expect(await client().readActivity(activityId)).toEqual({
      statusId: 3,
      plannedSlot: { from: '2026-05-12 09:00:00', to: '2026-05-12 10:00:00' },
    });
  });

  it('deletes an activity, and takes one that is gone already as deleted', async () => {
    const { activityId } = await client().upsertActivity(activity({ linkId: '44' }));
    await client().deleteActivity(activityId);
    expect(bumbal.activities.has(Number(activityId))).toBe(false);
    await expect(client().deleteActivity(activityId)).resolves.toBeUndefined();
    bumbal.setMode('failing', 503);
    await expect(client().deleteActivity(activityId)).rejects.toThrow(
      'freightlive answered 503: Service Unavailable',
    );
  });

  it("fails with Bumbal's message when it refuses the key or the activity", async () => {
    await expect(client('wrong-key').upsertActivity(activity())).rejects.toThrow(
      'freightlive answered 401: Unauthorized',
    );
    await expect(client().upsertActivity(activity({ type: 'fly' }))).rejects.toThrow(
      'freightlive answered 400: Invalid activity_type_name',
    );
    await expect(client().readActivity('999999')).rejects.toThrow(
      'freightlive answered 404: Activity not found',
    );
  });

  it('fails on a server error, and the message never holds the key', async () => {
    bumbal.setMode('failing', 502);
    const failure = await client()
      .upsertActivity(activity())
      .catch((error: Error) => error);
    expect((failure as Error).message).toBe('freightlive answered 502: Bad Gateway');
    expect((failure as Error).message).not.toContain(FAKE_BUMBAL_API_KEY);
  });

  it('waits for a slow answer within the timeout, and gives up on none', async () => {
    bumbal.answerAfter(200);
    await expect(client().upsertActivity(activity())).resolves.toHaveProperty('activityId');
    bumbal.setMode('hanging');
    await expect(client(FAKE_BUMBAL_API_KEY, 300).upsertActivity(activity())).rejects.toThrow(
      'freightlive did not answer in time',
    );
  });

  it('fails loudly when the answer does not say which activity it made', async () => {
    const vague = await startFakeHttpServer(() => ({
      status: 200,
      body: { code: 200, type: 'success', message: 'Activity set' },
    }));
    try {
      const planner = createBumbalClient({ baseUrl: vague.url, apiKey: FAKE_BUMBAL_API_KEY });
      await expect(planner.upsertActivity(activity())).rejects.toThrow(
        'bumbal answered without an activity id',
      );
    } finally {
      await vague.close();
    }
  });

  it.each(Object.entries(UNEXPECTED_ANSWERS))(
    'fails as freightlive when it answers 200 with %s',
    async (_, unexpected) => {
      const { activityId } = await client().upsertActivity(activity({ linkId: '44' }));
      bumbal.answerEveryCallWith(unexpected);
      await expectEachToFailAsUnexpected('freightlive', FAKE_BUMBAL_API_KEY, [
        () => client().readActivity(activityId),
      ]);
      // An answer without the activity's id fails as such (see `activityIdOf`).
      await expect(client().upsertActivity(activity({ linkId: '44' }))).rejects.toMatchObject({
        system: 'freightlive',
        message: expect.stringMatching(
          /^(freightlive answered 200 with an unexpected body|bumbal answered without an activity id)/,
        ),
      });
    },
  );

  it('fails on an activity whose time slots changed shape', async () => {
    bumbal.answerEveryCallWith({ status: 200, body: { id: 5000, status_id: 3, time_slots: {} } });
    await expect(client().readActivity('5000')).rejects.toThrow(
      'freightlive answered 200 with an unexpected body (at time_slots)',
    );
  });
});
