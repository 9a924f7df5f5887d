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

  const name = `spaak_test_${randomBytes(6).toString('hex')}`;
  await withServerConnection(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await withServerConnection(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withServerConnection(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
