// Where a page of `GET /api/service-requests` ends, as an opaque cursor. Zod-free: the server's
// list reads it, and the list's query schema checks it.

/**
 * Where a page of the list ends: the last row's creation time, as PostgreSQL writes it (in
 * microseconds, which a JavaScript date would round to ms), and its id.
 */
export type ListPosition = { cursorTime: string; cursorId: number };

// Years from 1000 on: PostgreSQL has no year 0, and the server writes today's times anyway.
const POSITION_TIME = /^([1-9]\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d)\.\d{6}Z$/;

/** A time that exists (no 31 February, no hour 25): JavaScript writes it back as it came. */
function isRealTime(time: string) {
  const seconds = POSITION_TIME.exec(time)?.[1];
  if (seconds === undefined) return false;
  const date = new Date(`${seconds}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(seconds);
}

/** The `cursor` of the next page, `nextCursor` in the list's answer: opaque to the client. */
export const encodeListCursor = ({ cursorTime, cursorId }: ListPosition) =>
  btoa(`${cursorTime}|${cursorId}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The position a cursor holds, or undefined when this server cannot have written it. */
export function decodeListCursor(cursor: string): ListPosition | undefined {
  let decoded: string;
  try {
    decoded = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
  const [cursorTime = '', id = ''] = decoded.split('|');
  return isRealTime(cursorTime) && /^\d{1,9}$/.test(id)
    ? { cursorTime, cursorId: Number(id) }
    : undefined;
}
