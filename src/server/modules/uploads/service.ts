import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { isPhotoTooLarge, PHOTO_TYPES } from '../../../contract/uploads.ts';
import type { Db } from '../../db/connect.ts';
import { bikes, customerAdditions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PhotoStore, PhotoVariant } from './photo-store.ts';

/** Where a stored photo is read, and what a bike refers to it by. */
const photoPathOf = (id: string) => `/api/photos/${id}`;

/**
 * The image libraries load with the first photo, not at boot: sharp maps libvips and its
 * threads, about 20 MB that a process which never receives a photo would carry all its life.
 * One libvips thread per photo: with photos converted one at a time (below), a burst of
 * uploads keeps at most one core busy and the other requests are still answered.
 */
const imageLibraries = async () => {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  sharp.concurrency(1);
  return { fileTypeFromBuffer, sharp };
};

/** Formats we accept, judged by the bytes; a name or a declared type proves nothing. */
const ACCEPTED_FORMATS = new Set<string>(PHOTO_TYPES);
/** Enough for any phone camera; refuses decompression bombs long before memory runs out. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The dashboard shows a photo at most 896 CSS pixels wide (its zoom dialog), 1792 device
 * pixels on a 2x screen; more costs CPU and disk without anyone seeing it.
 */
const FULL_SIZE_PX = 2048;
const THUMBNAIL_SIZE_PX = 400;
/** A photo takes well under a second of CPU; one that takes this long is given up. */
const CONVERSION_TIMEOUT_SECONDS = 10;
/** Uploads that may wait for their turn; more are refused rather than held in memory. */
const MAX_WAITING_CONVERSIONS = 8;
/** When a refused upload may try again; PHOTO_MESSAGES.busy says half a minute. */
const BUSY_RETRY_AFTER_SECONDS = 30;

let conversionsWaiting = 0;
let lastConversion: Promise<unknown> = Promise.resolve();

/** Runs image conversions one after another, so two uploads never compete for the CPU. */
async function convertInTurn<Result>(convert: () => Promise<Result>): Promise<Result> {
  if (conversionsWaiting >= MAX_WAITING_CONVERSIONS) {
    throw new AppError(
      'PHOTO_CONVERSION_BUSY',
      {},
      { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
    );
  }
  conversionsWaiting += 1;
  const turn = lastConversion.then(() => {
    conversionsWaiting -= 1;
    return convert();
  });
  lastConversion = turn.catch(() => undefined);
  return turn;
}

/**
 * Stores a customer's photo. It is decoded and re-encoded as JPEG, which drops EXIF and GPS
 * data and anything else hidden in the file, turned upright, scaled down to at most
 * 2048 px, and given a 400 px thumbnail for the dashboard. One photo is converted at a time,
 * each step within a time limit.
 */
export async function storePhoto(options: { store: PhotoStore; bytes: Buffer }) {
  if (isPhotoTooLarge(options.bytes.length)) {
    throw new AppError('PHOTO_TOO_LARGE');
  }
  const { fileTypeFromBuffer, sharp } = await imageLibraries();
  const type = await fileTypeFromBuffer(options.bytes);
  if (!type || !ACCEPTED_FORMATS.has(type.mime)) {
    throw new AppError('PHOTO_NOT_AN_IMAGE');
  }
  // libjpeg-turbo's own encoder: mozjpeg's files are a tenth smaller but cost five to ten
  // times the CPU (2.5 s for a noisy 3 MB photo).
  const convert = (size: number, quality: number) =>
    sharp(options.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: CONVERSION_TIMEOUT_SECONDS })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality })
      .toBuffer();
  const { full, thumbnail } = await convertInTurn(async () => {
    try {
      return {
        full: await convert(FULL_SIZE_PX, 85),
        thumbnail: await convert(THUMBNAIL_SIZE_PX, 75),
      };
    } catch (error) {
      if (error instanceof Error && /timeout/i.test(error.message)) {
        throw new AppError('PHOTO_TOO_MUCH_WORK');
      }
      throw new AppError('PHOTO_NOT_AN_IMAGE');
    }
  });
  const id = randomUUID();
  try {
    await options.store.save(id, 'thumbnail', thumbnail);
    await options.store.save(id, 'full', full);
  } catch (error) {
    await options.store.remove(id).catch(() => undefined);
    throw new AppError('PHOTO_STORAGE_UNAVAILABLE', {}, { cause: error });
  }
  return { photoPath: photoPathOf(id) };
}

export async function readPhoto(options: { store: PhotoStore; id: string; variant: PhotoVariant }) {
  let bytes: Buffer | null;
  try {
    bytes = await options.store.read(options.id, options.variant);
  } catch (error) {
    throw new AppError('PHOTO_STORAGE_UNREADABLE', {}, { cause: error });
  }
  if (!bytes) throw new AppError('PHOTO_NOT_FOUND');
  return bytes;
}

/**
 * How long a photo no request refers to is kept: a customer uploads it while filling in the
 * form and sends the request minutes later, or the next day from the form's draft.
 */
export const UNUSED_PHOTO_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Every photo path a request refers to: its bikes' photos and those its customer added. */
async function referencedPhotoPaths(db: Db) {
  const rows = await db
    .selectDistinct({ path: bikes.photoPath })
    .from(bikes)
    .where(isNotNull(bikes.photoPath))
    .union(
      db
        .selectDistinct({ path: customerAdditions.photoPath })
        .from(customerAdditions)
        .where(isNotNull(customerAdditions.photoPath)),
    );
  return new Set(rows.map((row) => row.path));
}

/**
 * Deletes the photos, full size and thumbnail, that are older than a day and that no request
 * refers to: uploaded for a request that was never sent, or replaced by another photo before
 * sending. Returns how many were deleted.
 */
export async function deleteUnusedPhotos(options: { db: Db; store: PhotoStore; now?: Date }) {
  const now = options.now ?? new Date();
  const stored = await options.store.listStoredBefore(
    new Date(now.getTime() - UNUSED_PHOTO_RETENTION_MS),
  );
  if (stored.length === 0) return 0;
  // Read after listing, so a request sent meanwhile with an old photo keeps it.
  const referenced = await referencedPhotoPaths(options.db);
  const unused = stored.filter((id) => !referenced.has(photoPathOf(id)));
  for (const id of unused) await options.store.remove(id);
  return unused.length;
}
