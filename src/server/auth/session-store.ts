import type { SessionStore } from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connect.ts';
import { sessions } from '../db/schema.ts';
import { findSessionWithUser, type SignedInUser } from './signed-in-user.ts';

/** How long a sign-in lasts without activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const SESSION_COOKIE_NAME = 'spaak.sid';

/** The session cookie's attributes; clearing it at logout must name the same ones. */
export const sessionCookieOptions = (options: { secure: boolean }) =>
  ({ httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' }) as const;

/**
 * Every answer moves a session's expiry (rolling sessions), but an unchanged session is
 * written at most this often: otherwise each click in the dashboard writes a row.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Sessions this process last read or wrote, at most this many (the oldest are forgotten). */
const REMEMBERED_SESSIONS = 10_000;

/** What a session holds apart from its cookie (whose expiry changes on every answer). */
const contentOf = ({ cookie: _cookie, ...content }: Session) => JSON.stringify(content);

/** A session as the table keeps it: without the user read alongside it. */
const storedForm = ({ userAsRead: _userAsRead, ...session }: Session) => session as Session;

declare module 'fastify' {
  interface Session {
    userId?: string;
    oidc?: { state: string; nonce: string; codeVerifier: string };
    /**
     * The user `userId` named when the session was read from the table, read in the same
     * query; never stored. Absent when the session came from memory.
     */
    userAsRead?: { userId: string; user: SignedInUser | null };
  }
}

/**
 * Keeps sessions in the `sessions` table, so that they survive restarts and every app
 * process behind a load balancer sees the same sign-ins.
 */
export class DatabaseSessionStore implements SessionStore {
  /**
   * What the table holds for recently seen sessions: `content` without the cookie (to tell
   * whether a session changed) and, for a sole writer, `stored` as written (to answer `get`
   * without a query).
   */
  private readonly known = new Map<string, { content: string; stored?: string; expire: number }>();

  /**
   * `soleWriter`: no other process writes this table (the embedded database, which one
   * process holds), so a session this process knows is answered from memory. Otherwise every
   * `get` reads the table, since another process may have signed the session out.
   */
  constructor(
    private readonly db: Db,
    private readonly options: { soleWriter?: boolean } = {},
  ) {}

  private remember(sid: string, session: Session, expire: Date) {
    this.known.delete(sid);
    this.known.set(sid, {
      content: contentOf(session),
      stored: this.options.soleWriter ? JSON.stringify(session) : undefined,
      expire: expire.getTime(),
    });
    if (this.known.size > REMEMBERED_SESSIONS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }

  get(sid: string, callback: (error: unknown, session?: Session | null) => void) {
    const known = this.known.get(sid);
    if (known?.stored !== undefined && known.expire > Date.now()) {
      return callback(null, JSON.parse(known.stored));
    }
    findSessionWithUser(this.db, sid).then((row) => {
      if (!row || row.expire.getTime() <= Date.now()) {
        this.known.delete(sid);
        return callback(null, null);
      }
      const session = row.sess as Session;
      this.remember(sid, session, row.expire);
      callback(null, {
        ...session,
        ...(session.userId && { userAsRead: { userId: session.userId, user: row.user } }),
      });
    }, callback);
  }

  set(sid: string, sessionAsUsed: Session, callback: (error?: unknown) => void) {
    const session = storedForm(sessionAsUsed);
    const expire = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + SESSION_MAX_AGE_MS);
    const known = this.known.get(sid);
    const unchanged =
      known !== undefined &&
      known.content === contentOf(session) &&
      expire.getTime() - known.expire < SESSION_TOUCH_INTERVAL_MS;
    if (unchanged) return callback();
    this.db
      .insert(sessions)
      .values({ sid, sess: session, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: session, expire } })
      .then(() => {
        this.remember(sid, session, expire);
        callback();
      }, callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void) {
    this.known.delete(sid);
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
