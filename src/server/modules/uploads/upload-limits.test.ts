import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../contract/uploads.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { smallPhoto } from '../../test/photos.ts';

let perMinute: TestApp;
let perHour: TestApp;

// Two whole servers, one after the other: more than the default minute on a busy machine.
const TWO_SERVERS_START_MS = 180_000;

beforeAll(async () => {
  perMinute = await createTestApp({
    UPLOAD_RATE_LIMIT_PER_MINUTE: '2',
    UPLOAD_RATE_LIMIT_PER_HOUR: '100',
  });
  perHour = await createTestApp({
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100',
    UPLOAD_RATE_LIMIT_PER_HOUR: '2',
  });
}, TWO_SERVERS_START_MS);

afterAll(async () => {
  await perMinute?.close();
  await perHour?.close();
});

const upload = async (server: TestApp, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    remoteAddress,
    ...multipartFile('photo', 'fiets.jpg', await smallPhoto()),
  });

const storedFiles = (server: TestApp) =>
  readdirSync(path.join(server.config.dataDir, 'uploads')).length;

describe('POST /api/upload-photo limits per address', () => {
  it('answers 429 with Retry-After and a clear message over the limit per minute, and stores nothing', async () => {
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await upload(perMinute, '192.0.2.1')).statusCode).toBe(201);
    }
    const filesBefore = storedFiles(perMinute);
    const refused = await upload(perMinute, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: PHOTO_MESSAGES.tooManyUploads(1),
      code: 'PHOTO_UPLOADS_LIMITED',
      params: { minutes: 1 },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(storedFiles(perMinute)).toBe(filesBefore);
    // Another address has its own count.
    expect((await upload(perMinute, '192.0.2.2')).statusCode).toBe(201);
  });

  it('answers 429 over the limit per hour, with the minutes to wait', async () => {
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await upload(perHour, '192.0.2.3')).statusCode).toBe(201);
    }
    const refused = await upload(perHour, '192.0.2.3');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(refused.json().message).toBe(PHOTO_MESSAGES.tooManyUploads(Math.ceil(retryAfter / 60)));
    expect(refused.json().message).toContain('over 60 minuten');
  });
});
