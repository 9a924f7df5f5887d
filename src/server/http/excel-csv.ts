import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

// CSV as a Dutch Excel opens it by a double click, for every download staff make: UTF-8 with a
// byte-order mark so that it reads the accents, and cells separated by `;`, its list separator
// (with `,` every row would land in one column).

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula; a leading apostrophe makes it plain text, so a customer's input cannot
 * reach into the staff's computer.
 */
export const neutraliseFormula = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const cell = (value: unknown) =>
  value === null || value === undefined ? '' : neutraliseFormula(String(value));

/**
 * Rows as CSV text. The first part of a file carries the byte-order mark and the header row;
 * a file written in parts passes `first: false` for the others.
 */
export const excelCsv = (
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  { first = true } = {},
) =>
  stringify(
    rows.map((row) => row.map(cell)),
    { bom: first, header: first, columns: [...headers], delimiter: ';' },
  );

/** Answers a CSV download; the language of its words decides the content, so caches vary. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: unknown) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('vary', 'Accept-Language, Cookie')
    .send(csv);
