import { randomUUID } from 'node:crypto';
import { isPhotoTooLarge, PHOTO_MESSAGES, PHOTO_TYPES } from '../../../contract/uploads.ts';
import { AppError } from '../../errors.ts';
import type { PhotoStore, PhotoVariant } from './photo-store.ts';

/**
 * The image libraries load with the first photo, not at boot: sharp maps libvips and its
 * threads, about 20 MB that a process which never receives a photo would carry all its life.
 */
const imageLibraries = async () => {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  return { fileTypeFromBuffer, sharp };
};

/** Formats we accept, judged by the bytes; a name or a declared type proves nothing. */
const ACCEPTED_FORMATS = new Set<string>(PHOTO_TYPES);
/** Enough for any phone camera; refuses decompression bombs long before memory runs out. */
const MAX_INPUT_PIXELS = 50_000_000;
const FULL_SIZE_PX = 2560;
const THUMBNAIL_SIZE_PX = 400;

/**
 * Stores a customer's photo. It is decoded and re-encoded as JPEG, which drops EXIF and GPS
 * data and anything else hidden in the file, turned upright, scaled down to at most
 * 2560 px, and given a 400 px thumbnail for the dashboard.
 */
export async function storePhoto(options: { store: PhotoStore; bytes: Buffer }) {
  if (isPhotoTooLarge(options.bytes.length)) {
    throw new AppError('TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  }
  const { fileTypeFromBuffer, sharp } = await imageLibraries();
  const type = await fileTypeFromBuffer(options.bytes);
  if (!type || !ACCEPTED_FORMATS.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notAnImage);
  }
  const decode = () =>
    sharp(options.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let full: Buffer;
  let thumbnail: Buffer;
  try {
    [full, thumbnail] = await Promise.all([
      decode()
        .resize(FULL_SIZE_PX, FULL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
      decode()
        .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer(),
    ]);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notAnImage);
  }
  const id = randomUUID();
  try {
    await options.store.save(id, 'thumbnail', thumbnail);
    await options.store.save(id, 'full', full);
  } catch (error) {
    await options.store.remove(id).catch(() => undefined);
    throw new AppError('UNAVAILABLE', PHOTO_MESSAGES.storageUnavailable, undefined, {
      cause: error,
    });
  }
  return { photoPath: `/api/photos/${id}` };
}

/** The storage could not be read: said as such (503), not as a fault of the app (500). */
export const PHOTO_STORAGE_UNREADABLE =
  'Foto’s zijn nu niet bereikbaar. Probeer het later opnieuw.';

export async function readPhoto(options: { store: PhotoStore; id: string; variant: PhotoVariant }) {
  let bytes: Buffer | null;
  try {
    bytes = await options.store.read(options.id, options.variant);
  } catch (error) {
    throw new AppError('UNAVAILABLE', PHOTO_STORAGE_UNREADABLE, undefined, { cause: error });
  }
  if (!bytes) throw new AppError('NOT_FOUND', 'Foto niet gevonden');
  return bytes;
}
