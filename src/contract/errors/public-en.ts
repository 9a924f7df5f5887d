// English words for the errors anyone may meet, loaded by the portals only when a person
// chooses English. Texts the product fixes in English are kept word for word.
import type { NotCancellableState } from '../service-requests/customer-cancel.ts';
import type { ErrorTexts, PublicErrorParams } from './codes.ts';

const CANNOT_CANCEL: Record<NotCancellableState, string> = {
  approved:
    'Your request has already been approved and can no longer be cancelled here. Please call us if you want to call it off.',
  rejected: 'Your request has already been dealt with and can no longer be cancelled.',
  cancelled: 'Your request has already been cancelled.',
};

export const PUBLIC_ERROR_TEXTS_EN: ErrorTexts<PublicErrorParams> = {
  VALIDATION_FAILED: ({ reason }) => reason,
  REQUEST_MALFORMED: ({ reason }) => reason,
  BODY_TOO_LARGE: ({ reason }) => reason,
  BODY_NOT_JSON: () => 'Send the data as JSON (Content-Type: application/json).',
  RATE_LIMITED: ({ seconds }) =>
    `Too many requests. Please try again in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
  NOT_SIGNED_IN: () => 'Unauthorized',
  NOT_ADMIN: () => 'Forbidden',
  CROSS_ORIGIN_REFUSED: () => 'Cross-origin request refused',
  ROUTE_NOT_FOUND: () => 'Not Found',
  IDEMPOTENCY_KEY_REUSED: () => 'This Idempotency-Key belongs to another request',
  ADDRESS_LOOKUP_UNAVAILABLE: () => 'The address service cannot be reached right now',
  PHOTO_MISSING: () => 'Choose a photo to upload.',
  PHOTO_ONE_PER_UPLOAD: () => 'Send one photo per upload.',
  PHOTO_MALFORMED: () => 'The upload arrived incomplete or damaged. Please try again.',
  PHOTO_TOO_LARGE: () => 'Please select an image smaller than 5MB',
  PHOTO_NOT_AN_IMAGE: () => 'This file is not a photo. Choose a JPG, PNG, WebP or GIF image.',
  PHOTO_TOO_MUCH_WORK: () =>
    'This photo takes too long to process. Choose a smaller photo, or send the request without one.',
  PHOTO_CONVERSION_BUSY: () =>
    'Many photos are being processed right now. Please try again in half a minute.',
  PHOTO_STORAGE_UNAVAILABLE: () =>
    'The photo cannot be saved right now. Send the request without it; we will ask for it later if we need it.',
  PHOTO_UPLOADS_LIMITED: ({ minutes }) =>
    `You uploaded many photos in a short time. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, or send the request without a photo.`,
  CUSTOMER_ADDITION_EMPTY: () => 'Write something or choose a photo.',
  CUSTOMER_ADDITIONS_FULL: () =>
    'This request cannot take any more. Call us if there is anything else we should know.',
  CUSTOMER_ADDITIONS_CLOSED: () =>
    'This request is closed. Call us if there is anything else we should know.',
  EXTERNAL_SYSTEM_FAILED: ({ reason }) => reason,
  REQUEST_NOT_CANCELLABLE: ({ state }) => CANNOT_CANCEL[state],
  DATABASE_UNAVAILABLE: () =>
    'The database cannot be reached for a moment. Please try again in a few seconds.',
  INTERNAL_ERROR: () => 'Something went wrong. Please try again later.',
  QUOTE_NOT_FOUND: () => 'This quote does not exist (any more)',
  QUOTE_SUPERSEDED: ({ version, newest }) =>
    `Quote version ${version} has been replaced by version ${newest}. Please look at the new version and answer that one.`,
  QUOTE_ALREADY_DECIDED: ({ decision }) =>
    `You have already answered this quote (${decision === 'approved' ? 'approved' : 'declined'}). Your answer cannot change any more; please call us if you have changed your mind.`,
};

export default PUBLIC_ERROR_TEXTS_EN;
