import type { SessionStore } from '@fastify/session';
import { eq, lt, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connect.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';

/** How long a sign-in lasts without activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Every answer moves a session's expiry (rolling sessions), but an unchanged session is
 * written at most this often: otherwise each click in the dashboard writes a row.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Sessions this process last read or wrote, at most this many (the oldest are forgotten). */
const REMEMBERED_SESSIONS = 10_000;

/** What a session holds apart from its cookie (whose expiry changes on every answer). */
const contentOf = ({ cookie: _cookie, ...content }: Session) => JSON.stringify(content);

/** Read on every request that carries a session cookie. */
const sessionBySid = preparedPerDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .prepare('session_by_sid'),
);

declare module 'fastify' {
  interface Session {
    userId?: string;
    oidc?: { state: string; nonce: string; codeVerifier: string };
  }
}

/**
 * Keeps sessions in the `sessions` table, so that they survive restarts and every app
 * process behind a load balancer sees the same sign-ins.
 */
export class DatabaseSessionStore implements SessionStore {
  /** What the table holds for recently seen sessions; `get` refreshes it on every request. */
  private readonly stored = new Map<string, { content: string; expire: number }>();

  constructor(private readonly db: Db) {}

  private remember(sid: string, content: string, expire: Date) {
    this.stored.delete(sid);
    this.stored.set(sid, { content, expire: expire.getTime() });
    if (this.stored.size > REMEMBERED_SESSIONS) {
      const oldest = this.stored.keys().next().value;
      if (oldest !== undefined) this.stored.delete(oldest);
    }
  }

  get(sid: string, callback: (error: unknown, session?: Session | null) => void) {
    sessionBySid(this.db)
      .execute({ sid })
      .then(([row]) => {
        if (!row || row.expire.getTime() <= Date.now()) {
          this.stored.delete(sid);
          return callback(null, null);
        }
        this.remember(sid, contentOf(row.sess as Session), row.expire);
        callback(null, row.sess as Session);
      }, callback);
  }

  set(sid: string, session: Session, callback: (error?: unknown) => void) {
    const expire = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + SESSION_MAX_AGE_MS);
    const content = contentOf(session);
    const known = this.stored.get(sid);
    const unchanged =
      known !== undefined &&
      known.content === content &&
      expire.getTime() - known.expire < SESSION_TOUCH_INTERVAL_MS;
    if (unchanged) return callback();
    this.db
      .insert(sessions)
      .values({ sid, sess: session, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: session, expire } })
      .then(() => {
        this.remember(sid, content, expire);
        callback();
      }, callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void) {
    this.stored.delete(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }
}

/** Removes sessions that expired; run periodically by a job. */
export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
