import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../db/connect.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, a new
 * PostgreSQL database (dropped afterwards) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return connectDatabase({ inMemory: true });
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const database = await connectDatabase({ databaseUrl: empty.url });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for a test that connects to
 * it in its own way (another process, a relay); `drop()` removes it.
 */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `spaak_test_${randomBytes(6).toString('hex')}`;
  await withServerConnection(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () =>
      withServerConnection(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}

/**
 * `url` with its database replaced by `database`. Not through `URL`: PostgreSQL's form for a
 * Unix socket (`postgresql://user@/db?host=/var/run/postgresql`) has an empty host, which a
 * web URL may not have.
 */
export const withDatabaseName = (url: string, database: string) =>
  url.replace(/^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?/i, `$1/${database}`);

export async function withServerConnection(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
