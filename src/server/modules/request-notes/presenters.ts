import type { RequestNote } from '../../../contract/request-notes.ts';
import type { requestNotes, users } from '../../db/schema.ts';

type Author = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email'>;

/** The name staff know a colleague by: first and last name, else the sign-in address. */
const authorName = (author: Author | null) => {
  if (!author) return null;
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return name || author.email;
};

/** A note as the request panel reads it, for the staff member `viewerId`. */
export const presentNote = (
  row: typeof requestNotes.$inferSelect,
  author: Author | null,
  viewerId: string,
): RequestNote => ({
  id: row.id,
  body: row.body,
  author: authorName(author),
  isOwn: row.authorUserId === viewerId,
  createdAt: row.createdAt,
});
