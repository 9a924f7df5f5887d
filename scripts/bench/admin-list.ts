import { and, eq, isNotNull } from 'drizzle-orm';
import { listServiceRequestsQuerySchema } from '../../src/contract/service-requests/list.ts';
import { formatReference } from '../../src/contract/service-requests/reference.ts';
import type { Db } from '../../src/server/db/connect.ts';
import { bikes, serviceRequests } from '../../src/server/db/schema.ts';
import { listServiceRequests } from '../../src/server/modules/service-requests/list.ts';
import { directLoad, httpLoad } from './load.ts';

export const LIST_CONNECTIONS = 10;
export const LIST_SECONDS = 10;

export type Search = { kind: string; text: string };

/** "+31 612345678" as staff read it out of their phone's screen: "06 12 34 56 78". */
const dutchPhoneInPairs = (phone: string) =>
  `0${phone.replace(/\D/g, '').slice(2)}`.replace(
    /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/,
    '$1 $2 $3 $4 $5',
  );

/**
 * What staff type into the search box: fragments of a common surname and of a business name
 * that is also a surname, the digits of a postcode, and a ticket number as the dashboard shows
 * it (issue 28); a frame number, a phone number in pairs and a label's name (issue 31), taken
 * from the seeded data.
 */
export async function searchesIn(db: Db): Promise<Search[]> {
  const [sample] = await db
    .select({
      id: serviceRequests.id,
      createdAt: serviceRequests.createdAt,
      phone: serviceRequests.phone,
      frameNumber: bikes.frameNumber,
    })
    .from(serviceRequests)
    .innerJoin(bikes, eq(bikes.serviceRequestId, serviceRequests.id))
    .where(
      and(
        eq(serviceRequests.isArchived, false),
        eq(serviceRequests.status, 'pending'),
        isNotNull(bikes.frameNumber),
        isNotNull(serviceRequests.phone),
      ),
    )
    .orderBy(serviceRequests.id)
    .offset(1_000)
    .limit(1);
  if (!sample?.frameNumber || !sample.phone) {
    throw new Error('the database holds too few seeded requests');
  }
  return [
    { kind: 'name fragment', text: 'vries' },
    { kind: 'name fragment', text: 'Bakk' },
    { kind: 'postcode digits', text: '1072' },
    { kind: 'ticket number', text: formatReference(sample.id, sample.createdAt) },
    { kind: 'frame number', text: sample.frameNumber },
    { kind: 'phone in pairs', text: dutchPhoneInPairs(sample.phone) },
    { kind: 'label', text: 'Garantie' },
  ];
}

const listQuery = (search: Search) => ({ search: search.text, filter: 'active' as const });

/** The floor: the list's queries, straight on the database. */
export function listFloor(db: Db, search: Search) {
  const query = listServiceRequestsQuerySchema.parse(listQuery(search));
  return directLoad({
    concurrency: LIST_CONNECTIONS,
    durationSeconds: LIST_SECONDS,
    work: () => listServiceRequests(db, query),
  });
}

/**
 * Signs in with a one-time link as its page's button does (the token posted from the app's
 * own origin) and returns the session cookie it sets.
 */
export async function signIn(loginLink: string, baseUrl: string) {
  const token = new URL(loginLink).searchParams.get('token') ?? '';
  const response = await fetch(`${baseUrl}/api/auth/magic`, {
    method: 'POST',
    headers: { origin: new URL(loginLink).origin },
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('spaak.sid='));
  if (!cookie) throw new Error(`the sign-in link answered ${response.status} without a session`);
  const user = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
  const body = (await user.json()) as { isAdmin?: boolean } | null;
  if (!body?.isAdmin) throw new Error(`the session is not an admin's: ${JSON.stringify(body)}`);
  return cookie;
}

/** `GET /api/service-requests` as the dashboard sends it while staff type. */
export async function listOverHttp(options: {
  baseUrl: string;
  cookie: string;
  search: Search;
  connections: number;
}) {
  const url = `${options.baseUrl}/api/service-requests?${new URLSearchParams(listQuery(options.search))}`;
  const headers = { cookie: options.cookie };
  const probe = await fetch(url, { headers });
  const page = (await probe.json()) as { items?: unknown[] };
  if (probe.status !== 200 || !page.items?.length) {
    throw new Error(
      `the list answered ${probe.status} with no requests for "${options.search.text}"`,
    );
  }
  return httpLoad({
    url,
    headers,
    connections: options.connections,
    durationSeconds: LIST_SECONDS,
  });
}
