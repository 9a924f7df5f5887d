import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedEmbeddedDataDir } from '../db/connect.ts';

/** Where the global setup tells the test processes the migrated database's files are. */
export const MIGRATED_DATA_DIR_VARIABLE = 'SPAAK_TEST_MIGRATED_DATA_DIR';

/**
 * Vitest's global setup: migrates one embedded database before the test files start and
 * writes its files to a temporary tarball, from which `createTestDatabase` copies every test
 * file's database. Migrating each of them again cost two to five seconds of CPU per file.
 * Against PostgreSQL (DATABASE_URL) every database migrates, as the server's would.
 */
export default async function writeMigratedDataDir() {
  if (process.env.DATABASE_URL) return;
  const directory = mkdtempSync(path.join(tmpdir(), 'spaak-migrated-'));
  const file = path.join(directory, 'pgdata.tar');
  const dataDir = await migratedEmbeddedDataDir();
  writeFileSync(file, Buffer.from(await dataDir.arrayBuffer()));
  process.env[MIGRATED_DATA_DIR_VARIABLE] = file;
  return () => rmSync(directory, { recursive: true, force: true });
}
