import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listServiceRequests } from '../modules/service-requests/list.ts';
import { databaseMigratedUpTo } from '../test/old-database.ts';
import { connectDatabase, type Database } from './connect.ts';

/**
 * Requests written before migration 0022 are found by their bikes, phone, repair number and
 * labels after it, as new ones are.
 */

const LAST_MIGRATION_BEFORE_SEARCH = 20;

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-db-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const before = await databaseMigratedUpTo({
    lastIndex: LAST_MIGRATION_BEFORE_SEARCH,
    seed: SEED,
    dataDir,
  });
  cleanups.push(before.drop);
  const database = await connectDatabase(
    before.environment.DATABASE_URL
      ? { databaseUrl: before.environment.DATABASE_URL }
      : { dataDir },
  );
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
