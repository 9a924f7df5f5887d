import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../contract/auth.ts';
import type { Db } from '../db/connect.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { admins, sessions, users } from '../db/schema.ts';

/** The user behind a session, as `GET /api/auth/user` answers it. */
export type SignedInUser = CurrentUser;

/**
 * A user's columns and their admin row: admin rights are read from `admins` with every read of
 * the user, so a removed admin loses access at once.
 */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  language: users.language,
};

const toSignedInUser = (
  user: Omit<SignedInUser, 'isAdmin'>,
  adminId: number | null,
): SignedInUser => ({ ...user, isAdmin: adminId !== null });

const signedInUserById = preparedPerDatabase((db) =>
  db
    .select({ user: userColumns, adminId: admins.id })
    .from(users)
    .leftJoin(admins, eq(admins.email, users.email))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('signed_in_user_by_id'),
);

export async function findSignedInUser(db: Db, userId: string): Promise<SignedInUser | null> {
  const [row] = await signedInUserById(db).execute({ userId });
  return row ? toSignedInUser(row.user, row.adminId) : null;
}

/**
 * A session row and the user it names, in one query: the session is read on every request
 * that carries a cookie, and a guarded request then needs no second query for its user.
 */
const sessionWithUserBySid = preparedPerDatabase((db) =>
  db
    .select({ sess: sessions.sess, expire: sessions.expire, user: userColumns, adminId: admins.id })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .leftJoin(admins, eq(admins.email, users.email))
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .prepare('session_with_user_by_sid'),
);

export async function findSessionWithUser(db: Db, sid: string) {
  const [row] = await sessionWithUserBySid(db).execute({ sid });
  if (!row) return null;
  return {
    sess: row.sess,
    expire: row.expire,
    user: row.user ? toSignedInUser(row.user, row.adminId) : null,
  };
}
