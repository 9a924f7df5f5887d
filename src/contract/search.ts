import { inputMessage } from './errors/input-messages.ts';
import { text } from './fields.ts';

/** The longest search the dashboard's lists take; their search fields stop there. */
export const SEARCH_MAX_LENGTH = 100;

export const searchTextSchema = text()
  .trim()
  .max(SEARCH_MAX_LENGTH, inputMessage('searchTooLong'))
  .optional();
