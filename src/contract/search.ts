import { text } from './fields.ts';

/** The longest search the dashboard's lists take; their search fields stop there. */
export const SEARCH_MAX_LENGTH = 100;

export const searchTextSchema = text()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Zoek op hoogstens ${SEARCH_MAX_LENGTH} tekens`)
  .optional();
