// Dutch words for the errors anyone may meet, wholly Dutch: a text the product fixes in English
// is translated here. The customer portal loads this table up front, so it imports only zod-free
// modules.

import type { NotCancellableState } from '../service-requests/customer-cancel.ts';
import { PHOTO_MESSAGES } from '../uploads-constants.ts';
import type { ErrorTexts, PublicErrorParams } from './codes.ts';

const CANNOT_CANCEL: Record<NotCancellableState, string> = {
  approved:
    'Je aanvraag is al goedgekeurd en kan niet meer hier worden geannuleerd. Bel ons als je wilt afzeggen.',
  rejected: 'Je aanvraag is al afgehandeld en kan niet meer worden geannuleerd.',
  cancelled: 'Je aanvraag is al geannuleerd.',
};

export const PUBLIC_ERROR_TEXTS_NL: ErrorTexts<PublicErrorParams> = {
  VALIDATION_FAILED: ({ reason }) => reason,
  REQUEST_MALFORMED: ({ reason }) => reason,
  BODY_TOO_LARGE: ({ reason }) => reason,
  BODY_NOT_JSON: () => 'Stuur de gegevens als JSON (Content-Type: application/json).',
  RATE_LIMITED: ({ seconds }) => `Te veel verzoeken. Probeer het over ${seconds} seconden opnieuw.`,
  NOT_SIGNED_IN: () => 'Niet ingelogd',
  NOT_ADMIN: () => 'Geen toegang',
  CROSS_ORIGIN_REFUSED: () => 'Verzoek van een andere website geweigerd',
  ROUTE_NOT_FOUND: () => 'Niet gevonden',
  IDEMPOTENCY_KEY_REUSED: () => 'Deze Idempotency-Key hoort bij een andere aanvraag',
  ADDRESS_LOOKUP_UNAVAILABLE: () => 'De adresgegevens zijn nu niet bereikbaar',
  PHOTO_MISSING: () => PHOTO_MESSAGES.missing,
  PHOTO_ONE_PER_UPLOAD: () => PHOTO_MESSAGES.onePhotoOnly,
  PHOTO_MALFORMED: () => PHOTO_MESSAGES.malformed,
  PHOTO_TOO_LARGE: () => 'Kies een afbeelding kleiner dan 5 MB',
  PHOTO_NOT_AN_IMAGE: () => PHOTO_MESSAGES.notAnImage,
  PHOTO_TOO_MUCH_WORK: () => PHOTO_MESSAGES.tooMuchWork,
  PHOTO_CONVERSION_BUSY: () => PHOTO_MESSAGES.busy,
  PHOTO_STORAGE_UNAVAILABLE: () => PHOTO_MESSAGES.storageUnavailable,
  PHOTO_UPLOADS_LIMITED: ({ minutes }) => PHOTO_MESSAGES.tooManyUploads(minutes),
  CUSTOMER_ADDITION_EMPTY: () => 'Schrijf iets of kies een foto.',
  CUSTOMER_ADDITIONS_FULL: () =>
    'Deze aanvraag kan niets meer aannemen. Bel ons als je nog iets wilt laten weten.',
  CUSTOMER_ADDITIONS_CLOSED: () =>
    'Deze aanvraag is afgesloten. Bel ons als je nog iets wilt laten weten.',
  EXTERNAL_SYSTEM_FAILED: ({ reason }) => reason,
  REQUEST_NOT_CANCELLABLE: ({ state }) => CANNOT_CANCEL[state],
  DATABASE_UNAVAILABLE: () =>
    'De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.',
  INTERNAL_ERROR: () => 'Er ging iets mis. Probeer het later opnieuw.',
  QUOTE_NOT_FOUND: () => 'Deze offerte bestaat niet (meer)',
  QUOTE_SUPERSEDED: ({ version, newest }) =>
    `Offerte versie ${version} is vervangen door versie ${newest}. Bekijk de nieuwe versie en geef daarop je antwoord.`,
  QUOTE_ALREADY_DECIDED: ({ decision }) =>
    `Je hebt op deze offerte al geantwoord (${decision === 'approved' ? 'akkoord' : 'niet akkoord'}). Je antwoord kan niet meer veranderen; bel ons als je van gedachten bent veranderd.`,
};
