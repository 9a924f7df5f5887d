import { z } from 'zod';
import { inputMessage } from './errors/input-messages.ts';
import { idParams, recordIdText, text } from './fields.ts';

/** A note is a few sentences for a colleague, not a document. */
export const NOTE_MAX_LENGTH = 2000;

/** `POST /api/service-requests/:id/notes`: what a staff member writes. */
export const requestNoteInputSchema = z.strictObject({
  body: text({ error: inputMessage('noteRequired') })
    .trim()
    .min(1, inputMessage('noteRequired'))
    .max(NOTE_MAX_LENGTH, inputMessage('tooLong')),
});
export type RequestNoteInput = z.input<typeof requestNoteInputSchema>;

/** `DELETE /api/service-requests/:id/notes/:noteId`. */
export const requestNoteParams = idParams.extend({ noteId: recordIdText });

/** A staff-only note on a request, with who wrote it and when. */
export const requestNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  /** The author's name, else their e-mail address; null once their account is gone. */
  author: z.string().nullable(),
  /** Whether the signed-in staff member wrote it, and so may delete it. */
  isOwn: z.boolean(),
  createdAt: z.date(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;
