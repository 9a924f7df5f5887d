import type { SessionStore } from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/connect.ts';
import { sessions } from '../db/schema.ts';

/** How long a sign-in lasts without activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

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
  constructor(private readonly db: Db) {}

  get(sid: string, callback: (error: unknown, session?: Session | null) => void) {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expire.getTime() <= Date.now()) return callback(null, null);
        callback(null, row.sess as Session);
      }, callback);
  }

  set(sid: string, session: Session, callback: (error?: unknown) => void) {
    const expire = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + SESSION_MAX_AGE_MS);
    this.db
      .insert(sessions)
      .values({ sid, sess: session, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: session, expire } })
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void) {
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
