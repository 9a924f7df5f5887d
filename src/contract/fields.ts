import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';

/**
 * The building blocks of every request's schema: what a field must be for the database to
 * store or look it up at all. Anything else would reach PostgreSQL and fail there, as a 500.
 */
/** The largest value of PostgreSQL's `integer`, the type of every id (`serial`). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * Text: PostgreSQL refuses the NUL character in `text` and `jsonb`, so it is refused here.
 * The same options and methods as `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\0'), inputMessage('nulCharacter'));

const RECORD_ID_MESSAGE = inputMessage('recordId');

/** The id of a row, in a JSON body. */
export const recordId = z
  .number({ error: RECORD_ID_MESSAGE })
  .int(RECORD_ID_MESSAGE)
  .min(1, RECORD_ID_MESSAGE)
  .max(MAX_RECORD_ID, RECORD_ID_MESSAGE);

/** The id of a row in a path (`/api/labels/:id`) or query string, where it arrives as text. */
export const recordIdText = z.coerce.number<string>({ error: RECORD_ID_MESSAGE }).pipe(recordId);

/** The params of a route about one row: `/…/:id`. */
export const idParams = z.object({ id: recordIdText });
