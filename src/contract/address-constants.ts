// Address lookup limits and messages, without zod (see `service-request-constants.ts`).
export const ADDRESS_SEARCH_MIN_LENGTH = 2;

export const ADDRESS_SUGGESTION_LIMIT = 5;

export const ADDRESS_NOT_FOUND_MESSAGE = 'Adres niet gevonden. Vul de gegevens handmatig in.';
