import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/** The note by its id alone: its words are staff's own and may name the customer. */
const notePayload = z.object({ noteId: z.number().int().positive() });

/** Staff wrote an internal note on the request. */
export const noteAdded = defineEvent({ type: 'request.note_added', payload: notePayload });

/** Staff deleted their own note on the request. */
export const noteDeleted = defineEvent({ type: 'request.note_deleted', payload: notePayload });
