import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, migratedEmbeddedDataDir } from '../db/connect.ts';
import {
  createEmptyPostgresDatabase,
  MIGRATED_DATA_DIR_VARIABLE,
  MIGRATED_TEMPLATE_VARIABLE,
} from './database.ts';

/**
 * Vitest's global setup: migrates one database before the test files start, from which
 * `createTestDatabase` copies every test file's database. Migrating each of them again cost
 * two to five seconds of CPU per file. Embedded, its files go to a temporary tarball; against
 * PostgreSQL (DATABASE_URL) it is a database of its own that the others name as their template.
 */
export default async function writeMigratedDataDir() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return migrateTemplateDatabase(serverUrl);
  const directory = mkdtempSync(path.join(tmpdir(), 'spaak-migrated-'));
  const file = path.join(directory, 'pgdata.tar');
  const dataDir = await migratedEmbeddedDataDir();
  writeFileSync(file, Buffer.from(await dataDir.arrayBuffer()));
  process.env[MIGRATED_DATA_DIR_VARIABLE] = file;
  return () => rmSync(directory, { recursive: true, force: true });
}

async function migrateTemplateDatabase(serverUrl: string) {
  const template = await createEmptyPostgresDatabase(serverUrl);
  const database = await connectDatabase({ databaseUrl: template.url });
  // A template may have no connection open while a database is copied from it.
  await database.close();
  process.env[MIGRATED_TEMPLATE_VARIABLE] = template.name;
  return template.drop;
}
