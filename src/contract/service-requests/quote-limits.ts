// The limits of a quote, without zod: the input messages name them (see `quotes.ts`).

/** A quote lists the work and parts on one bike; a few lines, not an inventory. */
export const QUOTE_MAX_LINES = 30;
export const QUOTE_LINE_DESCRIPTION_MAX_LENGTH = 200;
/** € 100 000 incl. VAT a line, either way: far beyond any bike, short of a typing slip's harm. */
export const QUOTE_AMOUNT_MAX_CENTS = 10_000_000;
export const QUOTE_NOTE_MAX_LENGTH = 1000;
