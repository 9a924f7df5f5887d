import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type PhotoVariant = 'full' | 'thumbnail';

/** Where re-encoded photos live; the disk store below, or S3-compatible storage later. */
export interface PhotoStore {
  save(id: string, variant: PhotoVariant, bytes: Buffer): Promise<void>;
  /** Removes both variants; used when only one of them could be saved. */
  remove(id: string): Promise<void>;
  read(id: string, variant: PhotoVariant): Promise<Buffer | null>;
}

/** Photos as files under DATA_DIR/uploads, written atomically (temporary file, then rename). */
export function createDiskPhotoStore(folder: string): PhotoStore {
  const fileOf = (id: string, variant: PhotoVariant) =>
    path.join(folder, variant === 'full' ? `${id}.jpg` : `${id}.thumb.jpg`);
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
      await Promise.all(
        (['full', 'thumbnail'] as const).map((variant) => rm(fileOf(id, variant), { force: true })),
      );
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
