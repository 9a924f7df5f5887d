import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../../contract/uploads.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { buildSubmission, SAMPLE_BIKE } from '../../test/factories.ts';
import { multipartFile, multipartFiles } from '../../test/multipart.ts';
import { storePhoto } from './service.ts';

let server: TestApp;
let adminCookie: string;

beforeAll(async () => {
  server = await createTestApp();
  adminCookie = await server.signIn(TEST_ADMIN_EMAIL);
});

afterAll(async () => {
  await server?.close();
});

const upload = (fieldName: string, fileName: string, bytes: Buffer, contentType?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    ...multipartFile(fieldName, fileName, bytes, contentType),
  });

/** A JPEG with EXIF data including a GPS position, as a phone camera writes it. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefoon', Model: 'X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer();

/** A photo as a phone takes it, 4000 × 3000 pixels. */
const largePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

describe('POST /api/upload-photo', () => {
  it('stores a photo and answers where it can be read', async () => {
    const response = await upload('photo', 'fiets.jpg', await photoWithGps());
    expect(response.statusCode).toBe(201);
    expect(response.json().photoPath).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
  });

  it('removes EXIF and GPS data by re-encoding the photo', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { photoPath } = (await upload('photo', 'fiets.jpg', original)).json();
    const stored = await server.app.inject({
      method: 'GET',
      url: photoPath,
      headers: { cookie: adminCookie },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(1200);
  });

  it('keeps nothing of a polyglot: a real JPEG carrying HTML and script after its image data', async () => {
    const script = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await photoWithGps(), Buffer.from(script)]);
    const response = await upload('photo', 'fiets.jpg', polyglot);
    expect(response.statusCode).toBe(201);
    const stored = await server.app.inject({
      method: 'GET',
      url: response.json().photoPath,
      headers: { cookie: adminCookie },
    });
    expect(stored.rawPayload.includes('<script>')).toBe(false);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 with a clear message when the photo storage cannot be written, and the request can still be sent', async () => {
    const uploads = path.join(server.config.dataDir, 'uploads');
    rmSync(uploads, { recursive: true });
    writeFileSync(uploads, 'not a folder');
    try {
      const response = await upload('photo', 'fiets.jpg', await photoWithGps());
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(PHOTO_MESSAGES.storageUnavailable);
    } finally {
      rmSync(uploads);
    }
    // The customer can still send the request itself, without the photo.
    const request = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: buildSubmission({ bikes: [{ ...SAMPLE_BIKE, photoPath: undefined }] }),
    });
    expect(request.statusCode).toBe(201);
  });

  it('makes a thumbnail of at most 400 pixels', async () => {
    const { photoPath } = (await upload('photo', 'fiets.jpg', await photoWithGps())).json();
    const thumbnail = await server.app.inject({
      method: 'GET',
      url: `${photoPath}?size=thumbnail`,
      headers: { cookie: adminCookie },
    });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);
  });

  it('judges by the bytes: a text file named .jpg is refused with 415', async () => {
    const response = await upload('photo', 'fiets.jpg', Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('geen foto');
  });

  it('refuses an SVG image with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload('photo', 'fiets.svg', svg, 'image/svg+xml')).statusCode).toBe(415);
  });

  it('takes a photo of exactly 5 MB, as the client does', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const fiveMegabytes = Buffer.concat([png, Buffer.alloc(PHOTO_MAX_BYTES - png.length)]);
    const response = await upload('photo', 'precies-5mb.png', fiveMegabytes, 'image/png');
    expect(response.statusCode).toBe(201);
  });

  it('refuses more than 5 MB in the service too, whoever calls it', async () => {
    const bytes = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    await expect(storePhoto({ store: server.app.deps.photoStore, bytes })).rejects.toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message: 'Kies een afbeelding kleiner dan 5 MB',
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const header = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([header, Buffer.alloc(PHOTO_MAX_BYTES + 1)]);
    const response = await upload('photo', 'groot.png', big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Kies een afbeelding kleiner dan 5 MB');
  });

  it('refuses an image whose dimensions would exhaust memory when decoded', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect((await upload('photo', 'bom.png', bomb, 'image/png')).statusCode).toBe(415);
  });

  it('scales a large photo down to 2048 pixels on its long side', async () => {
    const { photoPath } = (await upload('photo', 'groot.jpg', await largePhoto())).json();
    const stored = await server.app.inject({
      method: 'GET',
      url: photoPath,
      headers: { cookie: adminCookie },
    });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([2048, 1536]);
  });

  it('converts one photo at a time, however many arrive together', async () => {
    const photo = await largePhoto();
    let mostAtOnce = 0;
    const sampling = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
    }, 1);
    try {
      const answers = await Promise.all([1, 2, 3].map(() => upload('photo', 'groot.jpg', photo)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    } finally {
      clearInterval(sampling);
    }
    expect(mostAtOnce).toBe(1);
  });

  it('refuses with 503 and a clear message when too many photos wait for their turn', async () => {
    const photo = await largePhoto();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => upload('photo', 'groot.jpg', photo)),
    );
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.json().message).toBe(PHOTO_MESSAGES.busy);
    expect(Number(busy[0]?.headers['retry-after'])).toBeGreaterThan(0);
    const others = answers.filter((answer) => answer.statusCode !== 503);
    expect(others.every((answer) => answer.statusCode === 201)).toBe(true);
  });

  it('refuses a request without a photo field with 400', async () => {
    const response = await upload('bestand', 'fiets.jpg', await photoWithGps());
    expect(response.statusCode).toBe(400);
  });

  it('refuses two photos in one upload with 400 and its message, and keeps neither', async () => {
    const photo = await photoWithGps();
    const uploads = path.join(server.config.dataDir, 'uploads');
    const filesBefore = readdirSync(uploads).length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/upload-photo',
      ...multipartFiles(
        ['een.jpg', 'twee.jpg'].map((fileName) => ({ fieldName: 'photo', fileName, bytes: photo })),
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PHOTO_MESSAGES.onePhotoOnly);
    expect(readdirSync(uploads)).toHaveLength(filesBefore);
  });

  it('ignores path characters in the file name', async () => {
    const response = await upload('photo', '../../etc/passwd.jpg', await photoWithGps());
    expect(response.statusCode).toBe(201);
    const id = response.json().photoPath.split('/').at(-1);
    const uploads = path.join(server.config.dataDir, 'uploads');
    expect(readdirSync(uploads).filter((name) => name.startsWith(id))).toEqual([
      `${id}.jpg`,
      `${id}.thumb.jpg`,
    ]);
    expect(existsSync(path.resolve(uploads, '../../etc/passwd.jpg'))).toBe(false);
    const written = readdirSync(server.config.dataDir, { recursive: true });
    expect(written.filter((name) => String(name).includes('passwd'))).toEqual([]);
  });
});

describe('GET /api/photos/:id', () => {
  it('shows photos to admins only', async () => {
    const { photoPath } = (await upload('photo', 'fiets.jpg', await photoWithGps())).json();
    expect((await server.app.inject({ method: 'GET', url: photoPath })).statusCode).toBe(401);
    const customer = await server.signIn('klant@example.nl');
    const forCustomer = await server.app.inject({
      method: 'GET',
      url: photoPath,
      headers: { cookie: customer },
    });
    expect(forCustomer.statusCode).toBe(403);
  });

  it('answers 503 with a clear message when the photo storage cannot be read', async () => {
    const { photoPath } = (await upload('photo', 'fiets.jpg', await photoWithGps())).json();
    const id = photoPath.split('/').at(-1);
    // A directory where the photo's file should be: reading it fails, as a broken disk would.
    const file = path.join(server.config.dataDir, 'uploads', `${id}.jpg`);
    rmSync(file);
    mkdirSync(file);
    const response = await server.app.inject({
      method: 'GET',
      url: photoPath,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Foto’s zijn nu niet bereikbaar. Probeer het later opnieuw.',
    );
  });

  it('answers 404 for a photo that does not exist', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/photos/00000000-0000-4000-8000-000000000000',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
