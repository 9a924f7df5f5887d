import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startConfiguredServer, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL } from '../test/app.ts';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { buildSubmission, insertServiceRequest, SAMPLE_BIKE } from '../test/factories.ts';
import { uploadSmallPhoto } from '../test/photos.ts';
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

const startOn = (dataDir: string) => startConfiguredServer({ DATA_DIR: dataDir });

const namesIn = async (database: Awaited<ReturnType<typeof connectDatabase>>) =>
  (await database.db.select().from(serviceRequests)).map((row) => row.fullName).sort();

describe('backup and restore, as docs/operations.md describes them', () => {
  // The PostgreSQL pass of the suite runs only the PostgreSQL case.
  it.skipIf(process.env.DATABASE_URL)(
    "restores the embedded data directory from its tar archive: requests, photos and staff's sign-ins",
    async () => {
      const home = newFolder();
      const original = await startOn(path.join(home, 'data'));
      const photoPath = await uploadSmallPhoto(original.app);
      const submitted = await original.app.inject({
        method: 'POST',
        url: '/api/service-requests',
        headers: { origin: TEST_PUBLIC_URL },
        payload: buildSubmission({
          email: 'bewaard@example.nl',
          bikes: [{ ...SAMPLE_BIKE, photoPath }],
        }),
      });
      const { id } = submitted.json();
      const staff = await signIn(original, TEST_ADMIN_EMAIL);
      await original.close();

      const archive = path.join(newFolder(), 'spaak.tar.gz');
      execFileSync('tar', ['-czf', archive, '-C', home, 'data']);
      const elsewhere = newFolder();
      execFileSync('tar', ['-xzf', archive, '-C', elsewhere]);
      const restored = await startOn(path.join(elsewhere, 'data'));
      try {
        const asStaff = (url: string) =>
          restored.app.inject({ method: 'GET', url, headers: { cookie: staff } });
        const request = await asStaff(`/api/service-requests/${id}`);
        expect(request.statusCode).toBe(200);
        expect(request.json()).toMatchObject({ email: 'bewaard@example.nl' });
        const restoredPhoto = await asStaff(photoPath);
        expect(restoredPhoto.statusCode).toBe(200);
        expect(restoredPhoto.headers['content-type']).toBe('image/jpeg');
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
