import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from './connect.ts';

describe.skipIf(process.env.DATABASE_URL)('the embedded database under load', () => {
  let database: Database;

  beforeAll(async () => {
    database = await connectDatabase({ inMemory: true });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('returns to the event loop between queued queries, so requests arriving meanwhile are read before the queue is empty', async () => {
    const finished: string[] = [];
    const queries = Array.from({ length: 5 }, (_, index) =>
      database.executeSql('select $1::int as n', [index]).then(() => {
        finished.push(`query ${index}`);
      }),
    );
    void queries[0]?.then(() => setImmediate(() => finished.push('event loop')));
    await Promise.all(queries);
    await new Promise((done) => setImmediate(done));

    expect(finished).toHaveLength(6);
    expect(finished.indexOf('event loop')).toBeLessThan(finished.indexOf('query 4'));
  });

  it('keeps the order in which queries were asked for', async () => {
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        database.executeSql('select $1::int as n', [index]).then(({ rows }) => {
          finished.push(Number(rows[0]?.n));
        }),
      ),
    );

    expect(finished).toEqual([0, 1, 2, 3, 4]);
  });
});
