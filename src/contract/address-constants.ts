// Address lookup limits, without zod (see `service-request-constants.ts`).
export const ADDRESS_SEARCH_MIN_LENGTH = 2;

export const ADDRESS_SUGGESTION_LIMIT = 5;
