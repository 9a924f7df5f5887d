import { z } from 'zod';

/**
 * The building blocks of every request's schema: what a field must be for the database to
 * store or look it up at all. Anything else would reach PostgreSQL and fail there, as a 500.
 */
export const FIELD_MESSAGES = {
  nulCharacter: 'Tekst mag geen NUL-teken (\\0) bevatten',
  recordId: 'Ongeldig nummer: verwacht een geheel getal van 1 tot en met 2147483647',
} as const;

/** The largest value of PostgreSQL's `integer`, the type of every id (`serial`). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * Text: PostgreSQL refuses the NUL character in `text` and `jsonb`, so it is refused here.
 * The same options and methods as `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\0'), FIELD_MESSAGES.nulCharacter);

/** The id of a row, in a JSON body. */
export const recordId = z
  .number({ error: FIELD_MESSAGES.recordId })
  .int(FIELD_MESSAGES.recordId)
  .min(1, FIELD_MESSAGES.recordId)
  .max(MAX_RECORD_ID, FIELD_MESSAGES.recordId);

/** The id of a row in a path (`/api/labels/:id`) or query string, where it arrives as text. */
export const recordIdText = z.coerce
  .number<string>({ error: FIELD_MESSAGES.recordId })
  .pipe(recordId);

/** The params of a route about one row: `/…/:id`. */
export const idParams = z.object({ id: recordIdText });
