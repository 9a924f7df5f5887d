import { eq } from 'drizzle-orm';
import type { Session } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { admins, sessions, users } from '../db/schema.ts';
import { createTestDatabase } from '../test/database.ts';
import { DatabaseSessionStore, SESSION_TOUCH_INTERVAL_MS } from './session-store.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const sessionOf = (userId: string, expires: Date) =>
  ({ userId, cookie: { expires, httpOnly: true, path: '/' } }) as unknown as Session;

function storeCalls(store: DatabaseSessionStore) {
  return {
    get: (sid: string) =>
      new Promise<Session | null | undefined>((resolve, reject) =>
        store.get(sid, (error, session) => (error ? reject(error) : resolve(session))),
      ),
    set: (sid: string, session: Session) =>
      new Promise<void>((resolve, reject) =>
        store.set(sid, session, (error) => (error ? reject(error) : resolve())),
      ),
  };
}

const storedExpiry = async (sid: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0]?.expire.getTime();

describe('the session store', () => {
  it('writes a new expiry at most hourly, but a changed session at once', async () => {
    const store = storeCalls(new DatabaseSessionStore(database.db));
    const start = Date.UTC(2030, 0, 1);
    await store.set('sid-1', sessionOf('gebruiker-1', new Date(start)));
    await store.get('sid-1');

    await store.set('sid-1', sessionOf('gebruiker-1', new Date(start + 60_000)));
    expect(await storedExpiry('sid-1')).toBe(start);

    await store.set('sid-1', sessionOf('gebruiker-2', new Date(start + 120_000)));
    expect(await storedExpiry('sid-1')).toBe(start + 120_000);
    expect((await store.get('sid-1'))?.userId).toBe('gebruiker-2');

    const later = start + 120_000 + SESSION_TOUCH_INTERVAL_MS;
    await store.set('sid-1', sessionOf('gebruiker-2', new Date(later)));
    expect(await storedExpiry('sid-1')).toBe(later);
  });

  it('writes a session another process has removed, rather than trusting what it saw', async () => {
    const store = storeCalls(new DatabaseSessionStore(database.db));
    const expires = new Date(Date.UTC(2030, 0, 1));
    await store.set('sid-2', sessionOf('gebruiker-1', expires));
    await database.db.delete(sessions).where(eq(sessions.sid, 'sid-2'));
    expect(await store.get('sid-2')).toBeNull();
    await store.set('sid-2', sessionOf('gebruiker-1', expires));
    expect(await storedExpiry('sid-2')).toBe(expires.getTime());
  });

  it('answers a session it wrote from memory when it is the only writer, until it expires or ends', async () => {
    const store = new DatabaseSessionStore(database.db, { soleWriter: true });
    const calls = storeCalls(store);
    const start = Date.now();
    await calls.set('sid-3', sessionOf('gebruiker-3', new Date(start + 60_000)));
    // Removed behind the store's back: only an answer from memory still has it.
    await database.db.delete(sessions).where(eq(sessions.sid, 'sid-3'));
    expect((await calls.get('sid-3'))?.userId).toBe('gebruiker-3');

    await new Promise<void>((resolve) => store.destroy('sid-3', () => resolve()));
    expect(await calls.get('sid-3')).toBeNull();

    await calls.set('sid-4', sessionOf('gebruiker-4', new Date(start - 1)));
    expect(await calls.get('sid-4')).toBeNull();
  });

  it('reads the user a session names in the same query, with admin rights as they are now, and never stores it', async () => {
    const store = storeCalls(new DatabaseSessionStore(database.db));
    await database.db.insert(users).values({ id: 'gebruiker-5', email: 'beheer@example.nl' });
    await database.db.insert(admins).values({ email: 'beheer@example.nl' });
    await store.set('sid-5', sessionOf('gebruiker-5', new Date(Date.now() + 60_000)));

    const read = await store.get('sid-5');
    expect(read?.userAsRead).toMatchObject({
      userId: 'gebruiker-5',
      user: { id: 'gebruiker-5', email: 'beheer@example.nl', isAdmin: true },
    });

    await database.db.delete(admins).where(eq(admins.email, 'beheer@example.nl'));
    expect((await store.get('sid-5'))?.userAsRead?.user?.isAdmin).toBe(false);

    await store.set('sid-5', { ...read, userId: 'gebruiker-6' } as Session);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.sid, 'sid-5'));
    expect(row?.sess).not.toHaveProperty('userAsRead');
    expect((await store.get('sid-5'))?.userAsRead).toEqual({ userId: 'gebruiker-6', user: null });
  });
});
