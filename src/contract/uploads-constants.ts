// Photo upload limits and messages, without zod (see `service-request-constants.ts`).
/** Largest photo a customer may upload (5 MB). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Whether a photo of `bytes` is over the limit: a photo of exactly 5 MB is taken. */
export const isPhotoTooLarge = (bytes: number) => bytes > PHOTO_MAX_BYTES;

/** The image formats the upload takes (judged by the bytes); the file picker offers these. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const PHOTO_MESSAGES = {
  notAnImage: 'Dit bestand is geen foto. Kies een JPG-, PNG-, WebP- of GIF-afbeelding.',
  missing: 'Kies een foto om te uploaden.',
  malformed: 'De upload is onvolledig of beschadigd aangekomen. Probeer het opnieuw.',
  onePhotoOnly: 'Stuur één foto per upload.',
  storageUnavailable:
    'De foto kan nu niet worden opgeslagen. Verstuur de aanvraag zonder foto; wij vragen er zo nodig later om.',
  busy: 'Er worden nu veel foto’s verwerkt. Probeer het over een halve minuut opnieuw.',
  tooMuchWork:
    'Deze foto kost te veel tijd om te verwerken. Kies een kleinere foto, of verstuur de aanvraag zonder foto.',
  tooManyUploads: (minutes: number) =>
    `Je hebt veel foto’s kort na elkaar geüpload. Probeer het over ${minutes === 1 ? '1 minuut' : `${minutes} minuten`} opnieuw, of verstuur de aanvraag zonder foto.`,
} as const;

/** Where an uploaded photo can be read (by admins): `/api/photos/{id}`. */
export const PHOTO_PATH_PATTERN = /^\/api\/photos\/[0-9a-f-]{36}$/;
