import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listServiceRequests } from '../modules/service-requests/list.ts';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { connectDatabase, type Database } from './connect.ts';

/**
 * Requests written before migration 0022 are found by their bikes, phone, repair number and
 * labels after it, as new ones are.
 */

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const LAST_MIGRATION_BEFORE_SEARCH = 20;

/** The migrations up to 0021 only, in a folder of their own. */
function migrationsBeforeSearch() {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter(
    (entry: { idx: number }) => entry.idx <= LAST_MIGRATION_BEFORE_SEARCH,
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const SEED = `
insert into service_requests (id, full_name, email, phone, repair_number) values
  (1, 'Oud Verzoek', 'oud@example.nl', '06-1122 3344', 'R-10001'),
  (2, 'Ander Verzoek', 'ander@example.nl', '+31655667788', null);
select setval('service_requests_id_seq', 2);
insert into bikes (service_request_id, position, brand, model, frame_number, issue_description) values
  (1, 0, 'Urban Arrow', 'Family', 'UA 4711', 'Remmen slijten snel.'),
  (2, 0, 'Gazelle', 'Ultimate', null, 'Licht doet het niet.');
insert into labels (id, name, color) values (1, 'Wacht op accu', '#2563eb');
insert into service_request_labels (service_request_id, label_id) values (2, 1);
`;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database at 0021 with the seed, then opened as the app opens it: migrated to the end. */
async function databaseMigratedFromBeforeSearch(): Promise<Database> {
  const folder = migrationsBeforeSearch();
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const empty = await createEmptyPostgresDatabase(serverUrl);
    cleanups.push(empty.drop);
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
      await client.query(SEED);
    } finally {
      await client.end();
    }
    const database = await connectDatabase({ databaseUrl: empty.url });
    cleanups.push(() => database.close());
    return database;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-db-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec(SEED);
  } finally {
    await client.close();
  }
  const database = await connectDatabase({ dataDir });
  cleanups.push(() => database.close());
  return database;
}

describe(`migration 0022 on requests written before it (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finds them by frame number, phone in any spacing, repair number, model and label', async () => {
    const database = await databaseMigratedFromBeforeSearch();
    const idsFound = async (search: string) =>
      (await listServiceRequests(database.db, { search, limit: 50 })).items.map((item) => item.id);
    expect(await idsFound('UA4711')).toEqual([1]);
    expect(await idsFound('06 11 22 33 44')).toEqual([1]);
    expect(await idsFound('R-10001')).toEqual([1]);
    expect(await idsFound('+31 6 5566 7788')).toEqual([2]);
    expect(await idsFound('gazelle ultimate')).toEqual([2]);
    expect(await idsFound('wacht op accu')).toEqual([2]);
    expect(await idsFound('oud verzoek')).toEqual([1]);
  });
});
