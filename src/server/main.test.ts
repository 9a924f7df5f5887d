import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './db/connect.ts';
import { describeBootFailure } from './main.ts';

const migrationsFolder = mkdtempSync(path.join(tmpdir(), 'spaak-broken-migration-'));
afterAll(() => rmSync(migrationsFolder, { recursive: true, force: true }));

/** What the boot's migrator throws when a migration fails on the database. */
async function failedMigration() {
  mkdirSync(path.join(migrationsFolder, 'meta'));
  const journal = {
    version: '7',
    dialect: 'postgresql',
    entries: [{ idx: 0, version: '7', when: 1, tag: '0000_broken', breakpoints: true }],
  };
  writeFileSync(path.join(migrationsFolder, 'meta/_journal.json'), JSON.stringify(journal));
  writeFileSync(path.join(migrationsFolder, '0000_broken.sql'), 'SELECT 1/0;');
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } catch (error) {
    return error;
  } finally {
    await client.close();
  }
  throw new Error('the broken migration ran');
}

describe('a boot that stops', () => {
  it("names the database's own error of a failed migration, not only the migration's SQL", async () => {
    const description = describeBootFailure(await failedMigration());
    expect(description).toContain('SELECT 1/0;');
    expect(description).toContain('Caused by: division by zero');
  });

  it('says that PostgreSQL cannot be reached, and where it was looked for, when nothing answers', async () => {
    // Port 1 on this machine: nothing listens there, so the connection is refused at once.
    const refused = await connectDatabase({
      databaseUrl: 'postgres://spaak@127.0.0.1:1/spaak',
    }).then(
      () => {
        throw new Error('a database answered on port 1');
      },
      (error: unknown) => error,
    );
    expect(describeBootFailure(refused)).toMatch(
      /^PostgreSQL \(DATABASE_URL\) cannot be reached: .*connect ECONNREFUSED 127\.0\.0\.1:1/,
    );
  });

  it('says a bad setting as it is', () => {
    expect(describeBootFailure(new Error('Invalid configuration:\n  PORT: expected number'))).toBe(
      'Invalid configuration:\n  PORT: expected number',
    );
  });
});
