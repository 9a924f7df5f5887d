import { type FakeRequest, type FakeResponse, startFakeHttpServer } from '../fake-http.ts';
import { BUMBAL_PLANNED_STATUS_ID } from './client.ts';

export const FAKE_BUMBAL_API_KEY = 'fake-bumbal-key';

/** Bumbal's status of an activity nobody has planned yet. */
const NEW_STATUS_ID = 21;
const ACTIVITY_TYPES = new Set(['pickup', 'dropoff', 'stop']);

type Link = { link_id: string; provider_name: string };

type StoredActivity = Record<string, unknown> & {
  id: number;
  status_id: number;
  links: Link[];
  planned_date_time_from: string | null;
  planned_date_time_to: string | null;
  time_slots: { date_time_from: string; date_time_to: string }[];
};

const answer = (status: number, message: string, additionalData?: unknown): FakeResponse => ({
  status,
  body: {
    code: status,
    type: status < 400 ? 'success' : 'error',
    message,
    ...(additionalData === undefined ? {} : { additional_data: additionalData }),
  },
});

const sameLink = (a: Link, b: Link) =>
  a.link_id === b.link_id && a.provider_name === b.provider_name;

/**
 * A local Bumbal: the `ApiKey` header, `POST /activity/set` that creates or updates by id or
 * link, `GET /activity/{id}` and `DELETE /activity/{id}`. `planActivity` plays the planner who
 * puts the visit on a route.
 */
export async function startFakeBumbal() {
  const activities = new Map<number, StoredActivity>();
  let nextId = 5000;

  const findByLinks = (links: Link[]) =>
    [...activities.values()].find((activity) =>
      activity.links.some((stored) => links.some((link) => sameLink(stored, link))),
    );

  const route = (request: FakeRequest): FakeResponse => {
    if (request.headers.apikey !== FAKE_BUMBAL_API_KEY) return answer(401, 'Unauthorized');
    const { method, path } = request;
    if (method === 'POST' && path === '/activity/set') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const links = (body.links ?? []) as Link[];
      if (!ACTIVITY_TYPES.has(String(body.activity_type_name)))
        return answer(400, 'Invalid activity_type_name');
      if (typeof body.duration !== 'number' || body.duration <= 0)
        return answer(400, 'Invalid duration');
      const existing = activities.get(Number(body.id)) ?? findByLinks(links);
      const activity: StoredActivity = existing
        ? { ...existing, ...body, id: existing.id, links: existing.links }
        : {
            ...body,
            id: nextId++,
            status_id: NEW_STATUS_ID,
            links,
            planned_date_time_from: null,
            planned_date_time_to: null,
            time_slots: [],
          };
      activities.set(activity.id, activity);
      return answer(200, existing ? 'Activity updated' : 'Activity created', { id: activity.id });
    }
    const activityPath = path.match(/^\/activity\/(\d+)$/);
    const activity = activityPath && activities.get(Number(activityPath[1]));
    if (activityPath && !activity) return answer(404, 'Activity not found');
    if (method === 'GET' && activity) return { status: 200, body: activity };
    if (method === 'DELETE' && activity) {
      activities.delete(activity.id);
      return answer(200, 'Activity deleted');
    }
    return answer(404, 'Not found');
  };

  const server = await startFakeHttpServer(route);
  return {
    ...server,
    activities,
    /** Puts the activity on a route for the window `from`–`to` (Bumbal's `YYYY-MM-DD HH:MM:SS`). */
    planActivity(activityId: string, slot: { from: string; to: string }) {
      const activity = activities.get(Number(activityId));
      if (!activity) throw new Error(`No fake Bumbal activity ${activityId}`);
      activity.status_id = BUMBAL_PLANNED_STATUS_ID;
      activity.planned_date_time_from = slot.from;
      activity.planned_date_time_to = slot.to;
      activity.time_slots = [{ date_time_from: slot.from, date_time_to: slot.to }];
    },
  };
}

export type FakeBumbal = Awaited<ReturnType<typeof startFakeBumbal>>;
