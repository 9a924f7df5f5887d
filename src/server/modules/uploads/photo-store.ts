import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PHOTO_VARIANTS = ['full', 'thumbnail'] as const;

export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** A variant's file name, the same on disk and in a bucket: `<id>.jpg`, `<id>.thumb.jpg`. */
export const photoFileName = (id: string, variant: PhotoVariant) =>
  variant === 'full' ? `${id}.jpg` : `${id}.thumb.jpg`;

/** `<id>.jpg` or `<id>.thumb.jpg`; group 1 is the id. Other names are not photos of ours. */
const PHOTO_FILE_NAME = /^([0-9a-f-]{36})(?:\.thumb)?\.jpg$/;

/**
 * The ids of the photos among these files whose oldest variant was stored before `cutoff`;
 * a photo of which only the thumbnail was saved counts too.
 */
export function photoIdsStoredBefore(
  files: Iterable<{ name: string; storedAt: Date }>,
  cutoff: Date,
) {
  const oldest = new Map<string, number>();
  for (const file of files) {
    const id = PHOTO_FILE_NAME.exec(file.name)?.[1];
    if (id === undefined) continue;
    oldest.set(id, Math.min(oldest.get(id) ?? Number.POSITIVE_INFINITY, file.storedAt.getTime()));
  }
  return [...oldest].filter(([, storedAt]) => storedAt < cutoff.getTime()).map(([id]) => id);
}

/**
 * Where re-encoded photos live: files on disk (below), or S3-compatible storage
 * (`s3-photo-store.ts`) when `S3_BUCKET` is set.
 */
export interface PhotoStore {
  save(id: string, variant: PhotoVariant, bytes: Buffer): Promise<void>;
  /** Removes both variants; used when only one of them could be saved. */
  remove(id: string): Promise<void>;
  read(id: string, variant: PhotoVariant): Promise<Buffer | null>;
  /** The id of every photo stored before `cutoff`, for deleting those no request refers to. */
  listStoredBefore(cutoff: Date): Promise<string[]>;
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
    async listStoredBefore(cutoff) {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files = [];
      for (const name of names) {
        if (!PHOTO_FILE_NAME.test(name)) continue;
        try {
          files.push({ name, storedAt: (await stat(path.join(folder, name))).mtime });
        } catch (error) {
          // Removed meanwhile, by an erasure say: nothing left to list.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return photoIdsStoredBefore(files, cutoff);
    },
  };
}
