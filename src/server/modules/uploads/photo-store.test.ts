import { mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskPhotoStore } from './photo-store.ts';

const PHOTO_ID = '0b7f3c52-8d1e-4f6a-9c2b-5e4d3a2f1b0c';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'spaak-photos-'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the disk photo store', () => {
  it('keeps no cut-off file when the disk is full', async () => {
    const store = createDiskPhotoStore(folder);
    // Every write to /dev/full fails with ENOSPC, as on a full disk.
    symlinkSync('/dev/full', path.join(folder, `${PHOTO_ID}.jpg.partial`));
    await expect(store.save(PHOTO_ID, 'full', Buffer.alloc(64 * 1024))).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(readdirSync(folder)).toEqual([]);
    expect(await store.read(PHOTO_ID, 'full')).toBeNull();
  });

  it('reads back what it saved, and nothing once removed', async () => {
    const store = createDiskPhotoStore(folder);
    await store.save(PHOTO_ID, 'full', Buffer.from('full'));
    await store.save(PHOTO_ID, 'thumbnail', Buffer.from('thumbnail'));
    expect((await store.read(PHOTO_ID, 'full'))?.toString()).toBe('full');
    expect(readdirSync(folder).sort()).toEqual([`${PHOTO_ID}.jpg`, `${PHOTO_ID}.thumb.jpg`]);
    await store.remove(PHOTO_ID);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('lists photos by their oldest variant, and no other files of the folder', async () => {
    const store = createDiskPhotoStore(folder);
    await store.save(PHOTO_ID, 'thumbnail', Buffer.from('thumbnail'));
    await store.save(PHOTO_ID, 'full', Buffer.from('full'));
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    utimesSync(path.join(folder, `${PHOTO_ID}.thumb.jpg`), dayAgo, dayAgo);
    for (const name of [`${PHOTO_ID}.jpg.partial`, 'notities.txt', 'ander.jpg']) {
      writeFileSync(path.join(folder, name), 'x');
      utimesSync(path.join(folder, name), dayAgo, dayAgo);
    }
    const storedHoursAgo = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60 * 1000);
    expect(await store.listStoredBefore(storedHoursAgo(24))).toEqual([PHOTO_ID]);
    expect(await store.listStoredBefore(storedHoursAgo(26))).toEqual([]);
  });

  it('lists nothing while no photo was ever stored', async () => {
    expect(
      await createDiskPhotoStore(path.join(folder, 'nog-niet')).listStoredBefore(new Date()),
    ).toEqual([]);
  });
});
