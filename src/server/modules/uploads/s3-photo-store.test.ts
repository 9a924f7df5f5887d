import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../contract/uploads.ts';
import { AppError } from '../../errors.ts';
import {
  FAKE_S3_ACCESS_KEY_ID,
  FAKE_S3_BUCKET,
  FAKE_S3_SECRET_ACCESS_KEY,
  startFakeS3,
} from '../../integrations/object-storage/fake.ts';
import { createTestApp, TEST_ADMIN_EMAIL } from '../../test/app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createS3PhotoStore, type S3Settings } from './s3-photo-store.ts';
import { storePhoto } from './service.ts';

let fake: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  fake = await startFakeS3();
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  fake.setMode('up');
  fake.failWritesOf(() => false);
  fake.objects.clear();
  fake.requests.length = 0;
});

const PHOTO_ID = '6f1d2c3b-4a59-4e8d-9c7b-0a1b2c3d4e5f';

/** The fake's bucket, reached as MinIO is: path-style, with a key pair. */
const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: FAKE_S3_BUCKET,
  region: 'us-east-1',
  endpoint: fake.url,
  forcePathStyle: true,
  prefix: '',
  credentials: { accessKeyId: FAKE_S3_ACCESS_KEY_ID, secretAccessKey: FAKE_S3_SECRET_ACCESS_KEY },
  ...overrides,
});

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

describe('S3 photo store', () => {
  it('reads back each variant as it was saved', async () => {
    const store = await createS3PhotoStore(settings());
    await store.save(PHOTO_ID, 'full', Buffer.from('full-size bytes'));
    await store.save(PHOTO_ID, 'thumbnail', Buffer.from('thumbnail bytes'));
    expect((await store.read(PHOTO_ID, 'full'))?.toString()).toBe('full-size bytes');
    expect((await store.read(PHOTO_ID, 'thumbnail'))?.toString()).toBe('thumbnail bytes');
  });

  it('answers null for a photo that is not in the bucket', async () => {
    const store = await createS3PhotoStore(settings());
    expect(await store.read(PHOTO_ID, 'full')).toBeNull();
  });

  it("removes both of a photo's variants and nothing else", async () => {
    const store = await createS3PhotoStore(settings());
    const otherId = '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
    for (const id of [PHOTO_ID, otherId]) {
      await store.save(id, 'full', Buffer.from('full'));
      await store.save(id, 'thumbnail', Buffer.from('thumbnail'));
    }
    await store.remove(PHOTO_ID);
    expect(await store.read(PHOTO_ID, 'full')).toBeNull();
    expect(await store.read(PHOTO_ID, 'thumbnail')).toBeNull();
    expect([...fake.objects.keys()].sort()).toEqual([`${otherId}.jpg`, `${otherId}.thumb.jpg`]);
  });

  it('keeps photos as <prefix><id>.jpg and <prefix><id>.thumb.jpg of type image/jpeg', async () => {
    const store = await createS3PhotoStore(settings({ prefix: 'spaak/photos/' }));
    await store.save(PHOTO_ID, 'full', Buffer.from('full'));
    await store.save(PHOTO_ID, 'thumbnail', Buffer.from('thumbnail'));
    expect([...fake.objects.keys()].sort()).toEqual([
      `spaak/photos/${PHOTO_ID}.jpg`,
      `spaak/photos/${PHOTO_ID}.thumb.jpg`,
    ]);
    expect([...fake.objects.values()].map((object) => object.contentType)).toEqual([
      'image/jpeg',
      'image/jpeg',
    ]);
    expect((await store.read(PHOTO_ID, 'full'))?.toString()).toBe('full');
    const withoutPrefix = await createS3PhotoStore(settings());
    expect(await withoutPrefix.read(PHOTO_ID, 'full')).toBeNull();
  });

  it('fails, rather than answering null, when the bucket does not exist', async () => {
    const store = await createS3PhotoStore(settings({ bucket: 'no-such-bucket' }));
    await expect(store.read(PHOTO_ID, 'full')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('is refused with a wrong access key id or a wrong secret', async () => {
    const wrongKeyId = await createS3PhotoStore(
      settings({ credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' } }),
    );
    const wrongSecret = await createS3PhotoStore(
      settings({
        credentials: { accessKeyId: FAKE_S3_ACCESS_KEY_ID, secretAccessKey: 'not-the-secret' },
      }),
    );
    await expect(wrongKeyId.save(PHOTO_ID, 'full', Buffer.from('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(wrongSecret.save(PHOTO_ID, 'full', Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(fake.objects.size).toBe(0);
  });
});

describe('storing an upload in S3', () => {
  const storageUnavailable = {
    code: 'PHOTO_STORAGE_UNAVAILABLE',
    message: PHOTO_MESSAGES.storageUnavailable,
  };

  it('fails with the 503 storage message and keeps no object when S3 answers errors', async () => {
    fake.setMode('failing');
    const store = await createS3PhotoStore(settings());
    const failure = storePhoto({ store, bytes: await photo() });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject(storageUnavailable);
    expect(fake.objects.size).toBe(0);
  });

  it('removes the saved thumbnail when the full-size photo cannot be saved', async () => {
    fake.failWritesOf((key) => !key.endsWith('.thumb.jpg'));
    const store = await createS3PhotoStore(settings());
    await expect(storePhoto({ store, bytes: await photo() })).rejects.toMatchObject(
      storageUnavailable,
    );
    const thumbnailPut = fake.requests.find(
      (request) => request.method === 'PUT' && request.path.endsWith('.thumb.jpg'),
    );
    expect(thumbnailPut).toBeDefined();
    expect(fake.objects.size).toBe(0);
  });

  it('fails with the 503 storage message when S3 is unreachable', async () => {
    const closed = await startFakeS3();
    await closed.close();
    const store = await createS3PhotoStore(settings({ endpoint: closed.url }));
    await expect(storePhoto({ store, bytes: await photo() })).rejects.toMatchObject(
      storageUnavailable,
    );
  });

  it('gives up on an S3 that does not answer once the timeout has passed', async () => {
    fake.setMode('hanging');
    const store = await createS3PhotoStore(settings(), { timeoutMs: 300 });
    const bytes = await photo();
    const started = Date.now();
    await expect(storePhoto({ store, bytes })).rejects.toMatchObject(storageUnavailable);
    // The thumbnail's upload and the clean-up after it each wait out one timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('POST /api/upload-photo with S3_BUCKET set', () => {
  it('puts the photo in the bucket, not on disk, and shows it to an admin from there', async () => {
    const server = await createTestApp({
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ENDPOINT: fake.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: FAKE_S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET_ACCESS_KEY,
      S3_PREFIX: 'photos/',
    });
    try {
      const uploaded = await server.app.inject({
        method: 'POST',
        url: '/api/upload-photo',
        ...multipartFile('photo', 'fiets.jpg', await photo()),
      });
      expect(uploaded.statusCode).toBe(201);
      const { photoPath } = uploaded.json();
      const id = photoPath.replace('/api/photos/', '');
      const stored = fake.objects.get(`photos/${id}.jpg`);
      expect(stored).toBeDefined();
      expect(fake.objects.has(`photos/${id}.thumb.jpg`)).toBe(true);
      expect(existsSync(path.join(server.config.dataDir, 'uploads'))).toBe(false);

      const shown = await server.app.inject({
        method: 'GET',
        url: photoPath,
        headers: { cookie: await server.signIn(TEST_ADMIN_EMAIL) },
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/jpeg');
      expect(shown.rawPayload.equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
