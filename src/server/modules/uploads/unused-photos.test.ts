import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import {
  FAKE_S3_ACCESS_KEY_ID,
  FAKE_S3_BUCKET,
  FAKE_S3_SECRET_ACCESS_KEY,
  startFakeS3,
} from '../../integrations/object-storage/fake.ts';
import { createJobs } from '../../jobs/boss.ts';
import { createTestDatabase } from '../../test/database.ts';
import { insertServiceRequest, SAMPLE_BIKE } from '../../test/factories.ts';
import { jobContextForTests } from '../../test/job-context.ts';
import { deleteUnusedPhotosJob } from './jobs.ts';
import {
  createDiskPhotoStore,
  PHOTO_VARIANTS,
  type PhotoStore,
  photoFileName,
} from './photo-store.ts';
import { createS3PhotoStore } from './s3-photo-store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A photo store under test, and how to make one of its photos look stored `hoursAgo`. */
type StoreUnderTest = {
  store: PhotoStore;
  age(id: string, hoursAgo: number): void;
  close(): Promise<void>;
};

const onDisk = async (): Promise<StoreUnderTest> => {
  const folder = mkdtempSync(path.join(tmpdir(), 'spaak-photos-'));
  return {
    store: createDiskPhotoStore(folder),
    age(id, hoursAgo) {
      const when = new Date(Date.now() - hoursAgo * HOUR_MS);
      for (const variant of PHOTO_VARIANTS) {
        const file = path.join(folder, photoFileName(id, variant));
        if (existsSync(file)) utimesSync(file, when, when);
      }
    },
    close: async () => rmSync(folder, { recursive: true, force: true }),
  };
};

const inFakeS3 = async (): Promise<StoreUnderTest> => {
  const fake = await startFakeS3();
  // Small pages, so that listing a bucket of several photos takes more than one.
  fake.setListPageSize(3);
  const prefix = 'spaak/photos/';
  const store = await createS3PhotoStore({
    bucket: FAKE_S3_BUCKET,
    region: 'us-east-1',
    endpoint: fake.url,
    forcePathStyle: true,
    prefix,
    credentials: {
      accessKeyId: FAKE_S3_ACCESS_KEY_ID,
      secretAccessKey: FAKE_S3_SECRET_ACCESS_KEY,
    },
  });
  return {
    store,
    age(id, hoursAgo) {
      for (const variant of PHOTO_VARIANTS) {
        const object = fake.objects.get(`${prefix}${photoFileName(id, variant)}`);
        if (object) object.lastModified = new Date(Date.now() - hoursAgo * HOUR_MS);
      }
    },
    close: () => fake.close(),
  };
};

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(serviceRequests);
});

const OLD_UNUSED = '1a1a1a1a-0000-4000-8000-000000000001';
const OLD_ON_A_BIKE = '1a1a1a1a-0000-4000-8000-000000000002';
const OLD_ON_A_SECOND_BIKE = '1a1a1a1a-0000-4000-8000-000000000003';
const OLD_IN_LEGACY_FIELD = '1a1a1a1a-0000-4000-8000-000000000004';
const FRESH_UNUSED = '1a1a1a1a-0000-4000-8000-000000000005';
const OLD_THUMBNAIL_ONLY = '1a1a1a1a-0000-4000-8000-000000000006';

describe.each([
  ['on disk', onDisk],
  ['in an S3 bucket', inFakeS3],
])('the delete-unused-photos job, photos %s', (_, open) => {
  let photos: StoreUnderTest;

  beforeAll(async () => {
    photos = await open();
  });

  afterAll(async () => {
    await photos?.close();
  });

  const saveBoth = async (id: string) => {
    for (const variant of PHOTO_VARIANTS) await photos.store.save(id, variant, Buffer.from(id));
  };

  const runJob = async () => {
    const logger = pino({ level: 'silent' });
    const context = jobContextForTests(logger, { photoStore: photos.store });
    const jobs = createJobs({ database, logger, context });
    await deleteUnusedPhotosJob.handle({}, { ...context, database, logger, jobs });
  };

  const isStored = async (id: string) =>
    (await photos.store.read(id, 'full')) !== null ||
    (await photos.store.read(id, 'thumbnail')) !== null;

  it('deletes a day-old photo no request refers to, and keeps referenced and fresh ones', async () => {
    for (const id of [OLD_UNUSED, OLD_ON_A_BIKE, OLD_ON_A_SECOND_BIKE, OLD_IN_LEGACY_FIELD]) {
      await saveBoth(id);
      photos.age(id, 25);
    }
    await saveBoth(FRESH_UNUSED);
    photos.age(FRESH_UNUSED, 23);
    await photos.store.save(OLD_THUMBNAIL_ONLY, 'thumbnail', Buffer.from('half a photo'));
    photos.age(OLD_THUMBNAIL_ONLY, 25);
    // Forms A, B and C all store the photo on the bike (decision 017).
    await insertServiceRequest(database.db, {
      bikes: [
        { ...SAMPLE_BIKE, photoPath: `/api/photos/${OLD_ON_A_BIKE}` },
        { ...SAMPLE_BIKE, photoPath: `/api/photos/${OLD_ON_A_SECOND_BIKE}` },
      ],
    });
    // The single-bike form's photo is its bike's since migration 0014.
    await insertServiceRequest(database.db, {
      bikes: [{ ...SAMPLE_BIKE, photoPath: `/api/photos/${OLD_IN_LEGACY_FIELD}` }],
    });

    await runJob();

    expect(await isStored(OLD_UNUSED)).toBe(false);
    expect(await isStored(OLD_THUMBNAIL_ONLY)).toBe(false);
    for (const id of [OLD_ON_A_BIKE, OLD_ON_A_SECOND_BIKE, OLD_IN_LEGACY_FIELD, FRESH_UNUSED]) {
      expect(await isStored(id)).toBe(true);
    }
    expect((await photos.store.read(OLD_ON_A_BIKE, 'thumbnail'))?.toString()).toBe(OLD_ON_A_BIKE);
  });

  it('lists only photos stored before the moment asked, once each', async () => {
    const listed = await photos.store.listStoredBefore(new Date(Date.now() - 24 * HOUR_MS));
    expect(listed.sort()).toEqual([OLD_ON_A_BIKE, OLD_ON_A_SECOND_BIKE, OLD_IN_LEGACY_FIELD]);
  });
});
