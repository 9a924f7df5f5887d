import { type FakeRequest, type FakeResponse, startFakeHttpServer } from '../fake-http.ts';
import { basicAuth } from '../http.ts';
import { type Clock, systemClock } from './client.ts';

export const FAKE_AIRCALL_API_ID = 'spaak-fake-id';
export const FAKE_AIRCALL_API_TOKEN = 'fake-aircall-token';
export const FAKE_AIRCALL_USER_ID = 101;
export const FAKE_AIRCALL_NUMBER_ID = 202;

/** Aircall's current reference limit, per company and minute. */
export const FAKE_AIRCALL_RATE_LIMIT = 120;
const RATE_LIMIT_WINDOW_MS = 60_000;

type FakeContact = {
  id: number;
  direct_link: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  information: string | null;
  is_shared: boolean;
  created_at: number;
  updated_at: number;
  phone_numbers: { id: number; label: string; value: string }[];
  emails: { id: number; label: string; value: string }[];
};

type FakeCall = { userId: number; numberId: number; to: string };

const failure = (status: number, error: string, troubleshoot: string): FakeResponse => ({
  status,
  body: { error, troubleshoot },
});

const SCALARS = ['first_name', 'last_name', 'company_name', 'information'] as const;

const pickScalars = (body: Record<string, unknown>) =>
  Object.fromEntries(
    SCALARS.filter((key) => typeof body[key] === 'string').map((key) => [key, body[key]]),
  );

const labelled = (items: unknown) =>
  (Array.isArray(items) ? items : []).filter(
    (item): item is { label?: unknown; value: string } => typeof item?.value === 'string',
  );

/**
 * A clock that only moves when told to: `sleep` advances it at once, so a client that waits
 * for the rate limit to reset waits no real time.
 */
export function createFakeClock(start = Date.UTC(2026, 0, 5, 9)) {
  let now = start;
  return {
    now: () => now,
    async sleep(ms: number) {
      now += ms;
    },
  } satisfies Clock;
}

/**
 * A local Aircall (public API v1): Basic auth (401 without credentials, 403 with wrong ones),
 * `{error, troubleshoot}` errors, contacts kept in memory (an identical create makes a
 * duplicate, as Aircall does), outbound calls (204, or 405 while the user is busy) and the
 * per-company rate limit with its `X-AircallApi-*` headers, counted on `clock` (pass the
 * client's fake clock to count minutes that pass without waiting).
 */
export async function startFakeAircall(options: { clock?: Clock; rateLimit?: number } = {}) {
  const clock = options.clock ?? systemClock;
  const contacts = new Map<number, FakeContact>();
  const calls: FakeCall[] = [];
  const busyUsers = new Set<number>();
  const rate = { limit: options.rateLimit ?? FAKE_AIRCALL_RATE_LIMIT, used: 0, resetsAt: 0 };
  const answered = { tooManyRequests: 0 };
  let nextId = 5000;
  const expectedAuth = basicAuth(FAKE_AIRCALL_API_ID, FAKE_AIRCALL_API_TOKEN);

  function countRequest(): Record<string, string> {
    if (clock.now() >= rate.resetsAt) {
      rate.used = 0;
      rate.resetsAt = clock.now() + RATE_LIMIT_WINDOW_MS;
    }
    rate.used += 1;
    return {
      'X-AircallApi-Limit': String(rate.limit),
      'X-AircallApi-Remaining': String(Math.max(0, rate.limit - rate.used)),
      'X-AircallApi-Reset': String(Math.ceil(rate.resetsAt / 1000)),
    };
  }

  function createContact(body: Record<string, unknown>): FakeResponse {
    const phoneNumbers = labelled(body.phone_numbers);
    if (phoneNumbers.length === 0)
      return failure(400, 'Invalid params', 'A contact needs at least one phone number');
    const id = nextId++;
    const contact: FakeContact = {
      id,
      direct_link: `https://api.aircall.io/v1/contacts/${id}`,
      first_name: null,
      last_name: null,
      company_name: null,
      information: null,
      ...pickScalars(body),
      is_shared: true,
      created_at: Math.floor(clock.now() / 1000),
      updated_at: Math.floor(clock.now() / 1000),
      phone_numbers: phoneNumbers.map((item) => ({
        id: nextId++,
        label: String(item.label ?? ''),
        value: item.value,
      })),
      emails: labelled(body.emails).map((item) => ({
        id: nextId++,
        label: String(item.label ?? ''),
        value: item.value,
      })),
    };
    contacts.set(id, contact);
    return { status: 201, body: { contact } };
  }

  function startCall(userId: number, body: Record<string, unknown>): FakeResponse {
    if (userId !== FAKE_AIRCALL_USER_ID) return failure(404, 'Not found', 'User not found');
    if (body.number_id !== FAKE_AIRCALL_NUMBER_ID || typeof body.to !== 'string')
      return failure(400, 'Invalid params', 'number_id and to are required');
    if (busyUsers.has(userId))
      return failure(405, 'Not allowed', 'User is not available: busy or offline');
    calls.push({ userId, numberId: body.number_id, to: body.to });
    return { status: 204 };
  }

  function answer(request: FakeRequest): FakeResponse {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { method, path } = request;
    if (method === 'GET' && path === '/v1/ping') return { status: 200, body: { ping: 'pong' } };
    if (method === 'GET' && path === '/v1/contacts/search') {
      const phone = (request.query.get('phone_number') ?? '').replace(/\s/g, '');
      const found = [...contacts.values()].filter((contact) =>
        contact.phone_numbers.some((number) => number.value.replace(/\s/g, '') === phone),
      );
      return { status: 200, body: { contacts: found, meta: meta(found.length) } };
    }
    if (method === 'GET' && path === '/v1/contacts') {
      const all = [...contacts.values()];
      return { status: 200, body: { contacts: all, meta: meta(all.length) } };
    }
    if (method === 'POST' && path === '/v1/contacts') return createContact(body);
    const contactPath = path.match(/^\/v1\/contacts\/(\d+)$/);
    if (method === 'POST' && contactPath) {
      const contact = contacts.get(Number(contactPath[1]));
      if (!contact) return failure(404, 'Not found', 'Contact not found');
      Object.assign(contact, pickScalars(body), { updated_at: Math.floor(clock.now() / 1000) });
      return { status: 200, body: { contact } };
    }
    if (method === 'DELETE' && contactPath) {
      return contacts.delete(Number(contactPath[1]))
        ? { status: 204 }
        : failure(404, 'Not found', 'Contact not found');
    }
    const callPath = path.match(/^\/v1\/users\/(\d+)\/calls$/);
    if (method === 'POST' && callPath) return startCall(Number(callPath[1]), body);
    return failure(404, 'Not found', `No route for ${method} ${path}`);
  }

  const route = (request: FakeRequest): FakeResponse => {
    const { authorization } = request.headers;
    if (!authorization) return failure(401, 'Unauthorized', 'Send your api_id and api_token');
    if (authorization !== expectedAuth)
      return failure(403, 'Forbidden', 'Check your api_id and api_token');
    const headers = countRequest();
    if (rate.used > rate.limit) {
      answered.tooManyRequests += 1;
      return { ...failure(429, 'Too Many Requests', 'Wait for the reset'), headers };
    }
    return { ...answer(request), headers };
  };

  const server = await startFakeHttpServer(route);
  return {
    ...server,
    clock,
    contacts,
    calls,
    /** How many calls were refused with 429. */
    answered,
    /** The user is on another call (or offline): starting a call answers 405. */
    setUserBusy(busy: boolean) {
      if (busy) busyUsers.add(FAKE_AIRCALL_USER_ID);
      else busyUsers.delete(FAKE_AIRCALL_USER_ID);
    },
    /** Another client of the same company used up the quota of the current minute. */
    useUpRateLimit() {
      countRequest();
      rate.used = rate.limit;
    },
  };
}

const meta = (count: number) => ({
  count,
  total: count,
  current_page: 1,
  per_page: 20,
  next_page_link: null,
  previous_page_link: null,
});

export type FakeAircall = Awaited<ReturnType<typeof startFakeAircall>>;
