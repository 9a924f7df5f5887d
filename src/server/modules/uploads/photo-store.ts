import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PHOTO_VARIANTS = ['full', 'thumbnail'] as const;

export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** A variant's file name, the same on disk and in a bucket: `<id>.jpg`, `<id>.thumb.jpg`. */
export const photoFileName = (id: string, variant: PhotoVariant) =>
  variant === 'full' ? `${id}.jpg` : `${id}.thumb.jpg`;

/**
 * Where re-encoded photos live: files on disk (below), or S3-compatible storage
 * (`s3-photo-store.ts`) when `S3_BUCKET` is set.
 */
export interface PhotoStore {
  save(id: string, variant: PhotoVariant, bytes: Buffer): Promise<void>;
  /** Removes both variants; used when only one of them could be saved. */
  remove(id: string): Promise<void>;
  read(id: string, variant: PhotoVariant): Promise<Buffer | null>;
}

/** Photos as files under DATA_DIR/uploads, written atomically (temporary file, then rename). */
export function createDiskPhotoStore(folder: string): PhotoStore {
  const fileOf = (id: string, variant: PhotoVariant) =>
    path.join(folder, photoFileName(id, variant));
  return {
    async save(id, variant, bytes) {
      await mkdir(folder, { recursive: true });
      const file = fileOf(id, variant);
      try {
        await writeFile(`${file}.partial`, bytes);
        await rename(`${file}.partial`, file);
      } catch (error) {
        // A full disk leaves a cut-off temporary file behind: never keep it.
        await rm(`${file}.partial`, { force: true });
        throw error;
      }
    },
    async remove(id) {
      await Promise.all(PHOTO_VARIANTS.map((variant) => rm(fileOf(id, variant), { force: true })));
    },
    async read(id, variant) {
      try {
        return await readFile(fileOf(id, variant));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
