import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database, Transaction } from './connect.ts';
import { sessions } from './schema.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(sessions)
    .values({ sid: 'tijd', sess: {}, expire: new Date('2030-01-02T03:04:05.678Z') });
});

afterAll(async () => {
  await database?.close();
});

/** A timestamp read every way the server reads one, on the client or in a transaction. */
async function timestampsReadBy({ db, executeSql }: Transaction) {
  const [typed] = await db.select().from(sessions).where(eq(sessions.sid, 'tijd'));
  const [untyped] = await db
    .select({ expire: sql`${sessions.expire}` })
    .from(sessions)
    .where(eq(sessions.sid, 'tijd'));
  const raw = await executeSql('select expire from sessions where sid = $1', ['tijd']);
  const [rawWithoutParameters] = (
    await executeSql("select expire from sessions where sid = 'tijd'")
  ).rows;
  return {
    typed: typed?.expire,
    untyped: untyped?.expire,
    raw: raw.rows[0]?.expire,
    rawWithoutParameters: rawWithoutParameters?.expire,
  };
}

describe('dates as the server reads them', () => {
  const expected = {
    // Drizzle maps a typed column to a Date itself, and leaves an untyped one as text.
    typed: new Date('2030-01-02T03:04:05.678Z'),
    untyped: expect.stringMatching(/^2030-01-02 0\d:04:05\.678\+0\d$/),
    // Raw SQL gets Dates, as node-postgres parses them.
    raw: new Date('2030-01-02T03:04:05.678Z'),
    rawWithoutParameters: new Date('2030-01-02T03:04:05.678Z'),
  };

  it('are the same on either database, through Drizzle and through raw SQL', async () => {
    expect(await timestampsReadBy(database)).toEqual(expected);
  });

  it('are the same inside a transaction', async () => {
    expect(await database.transaction(timestampsReadBy)).toEqual(expected);
  });
});
