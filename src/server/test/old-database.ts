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
import { createEmptyPostgresDatabase } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The migrations up to the one of journal index `lastIndex`, in a folder of their own. */
function migrationsUpTo(lastIndex: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIndex);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A database as an earlier release left it: migrated up to journal index `lastIndex`, then
 * `seed` run on it, on PostgreSQL when DATABASE_URL is set (`environment` names it), else on
 * PGlite in `dataDir`. Opening it as the app does runs the migrations after it.
 */
export async function databaseMigratedUpTo(options: {
  lastIndex: number;
  seed: string;
  dataDir: string;
}): Promise<{ environment: Record<string, string>; drop: () => Promise<unknown> }> {
  const folder = migrationsUpTo(options.lastIndex);
  try {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const empty = await createEmptyPostgresDatabase(serverUrl);
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
        await client.query(options.seed);
      } finally {
        await client.end();
      }
      return { environment: { DATABASE_URL: empty.url }, drop: empty.drop };
    }
    const client = new PGlite(path.join(options.dataDir, 'pgdata'), { extensions: { pg_trgm } });
    try {
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
      await client.exec(options.seed);
    } finally {
      await client.close();
    }
    return { environment: {}, drop: async () => {} };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
