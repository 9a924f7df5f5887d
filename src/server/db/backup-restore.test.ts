import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../main.ts';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { insertServiceRequest } from '../test/factories.ts';
import { connectDatabase } from './connect.ts';
import { serviceRequests } from './schema.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-backup-'));
  folders.push(folder);
  return folder;
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const namesIn = async (database: Awaited<ReturnType<typeof connectDatabase>>) =>
  (await database.db.select().from(serviceRequests)).map((row) => row.fullName).sort();

describe('backup and restore, as docs/operations.md describes them', () => {
  // The PostgreSQL pass of the suite runs only the PostgreSQL case.
  it.skipIf(process.env.DATABASE_URL)(
    'restores the embedded database from a copy of the stopped data directory',
    async () => {
      const dataDir = newFolder();
      const original = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
      await insertServiceRequest(original.db, { fullName: 'Bewaard Eén' });
      await insertServiceRequest(original.db, { fullName: 'Bewaard Twee' });
      await original.close();

      const restoredDir = path.join(newFolder(), 'data');
      cpSync(dataDir, restoredDir, { recursive: true });
      const restored = await openConfiguredDatabase(loadConfig({ DATA_DIR: restoredDir }));
      try {
        expect(await namesIn(restored)).toEqual(['Bewaard Eén', 'Bewaard Twee']);
      } finally {
        await restored.close();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'restores PostgreSQL from a pg_dump into an empty database',
    async () => {
      const serverUrl = process.env.DATABASE_URL ?? '';
      const source = await createEmptyPostgresDatabase(serverUrl);
      const target = await createEmptyPostgresDatabase(serverUrl);
      try {
        const original = await connectDatabase({ databaseUrl: source.url });
        await insertServiceRequest(original.db, { fullName: 'Bewaard Drie' });
        await original.close();

        const dump = path.join(newFolder(), 'spaak.dump');
        execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, source.url]);
        execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump]);

        // Opening runs the migrations: on a restored database they find nothing to do.
        const restored = await connectDatabase({ databaseUrl: target.url });
        try {
          expect(await namesIn(restored)).toEqual(['Bewaard Drie']);
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});
