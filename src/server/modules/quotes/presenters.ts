import type {
  CustomerQuote,
  Quote,
  QuoteStatus,
} from '../../../contract/service-requests/quotes.ts';
import type { quotes } from '../../db/schema.ts';

type QuoteRow = typeof quotes.$inferSelect;

/** An answered quote stays answered; an unanswered one is open until a newer version replaces it. */
const statusOf = (row: QuoteRow, newestVersion: number): QuoteStatus =>
  row.decision ?? (row.version < newestVersion ? 'superseded' : 'sent');

// Only the line's own fields, whatever a row written by a later version may hold besides.
const linesOf = (row: QuoteRow) =>
  row.lines.map(({ description, amountCents }) => ({ description, amountCents }));

/** A version of a bike's quote as the staff read it; `newestVersion` is the bike's newest. */
export const presentQuote = (row: QuoteRow, newestVersion: number): Quote => ({
  id: row.id,
  bikeId: row.bikeId,
  version: row.version,
  lines: linesOf(row),
  totalCents: row.totalCents,
  note: row.note,
  sentAt: row.sentAt,
  sentBy: row.sentBy,
  decision: row.decision,
  decidedAt: row.decidedAt,
  status: statusOf(row, newestVersion),
});

/**
 * A version of a bike's quote as its customer reads it: neither who sent it nor anything of
 * how the answer was recorded. Only the newest version, unanswered, can still be answered.
 */
export const presentCustomerQuote = (row: QuoteRow, newestVersion: number): CustomerQuote => ({
  id: row.id,
  version: row.version,
  lines: linesOf(row),
  totalCents: row.totalCents,
  note: row.note,
  sentAt: row.sentAt,
  decision: row.decision,
  decidedAt: row.decidedAt,
  canDecide: statusOf(row, newestVersion) === 'sent',
});
