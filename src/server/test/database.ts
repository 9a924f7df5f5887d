import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { connectDatabase, type Database } from '../db/connect.ts';

/** Where the global setup (`migrated-data-dir.ts`) tells the test processes its database's files are. */
export const MIGRATED_DATA_DIR_VARIABLE = 'SPAAK_TEST_MIGRATED_DATA_DIR';

/** The PostgreSQL database the global setup migrated, which test databases are copies of. */
export const MIGRATED_TEMPLATE_VARIABLE = 'SPAAK_TEST_MIGRATED_TEMPLATE';

let migratedDataDir: Blob | undefined;

/**
 * The migrated embedded database the test run's global setup wrote (`migrated-data-dir.ts`),
 * read once per test process; undefined outside such a run, where each database migrates.
 */
function migratedCopySource() {
  const file = process.env[MIGRATED_DATA_DIR_VARIABLE];
  if (file) migratedDataDir ??= new Blob([readFileSync(file)]);
  return migratedDataDir;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, a new
 * PostgreSQL database (dropped afterwards) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return connectDatabase({ inMemory: true, copyOf: migratedCopySource() });
  // A copy of the migrated template when the run made one; its migration then finds nothing to do.
  const empty = await createEmptyPostgresDatabase(
    serverUrl,
    process.env[MIGRATED_TEMPLATE_VARIABLE],
  );
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
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`, for a
 * test that connects to it in its own way (another process, a relay); `drop()` removes it.
 */
export async function createEmptyPostgresDatabase(serverUrl: string, template?: string) {
  const name = `spaak_test_${randomBytes(6).toString('hex')}`;
  const copy = template ? ` TEMPLATE ${template}` : '';
  await withServerConnection(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
  return {
    name,
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
