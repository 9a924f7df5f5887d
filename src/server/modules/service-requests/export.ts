import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  REQUEST_LIST_MAX_LIMIT,
  WORKSHOP_TIME_ZONE,
} from '../../../contract/service-request-constants.ts';
import type { ServiceRequest } from '../../../contract/service-requests/details.ts';
import type { ListServiceRequestsQuery } from '../../../contract/service-requests/list.ts';
import type { Db } from '../../db/connect.ts';
import { listServiceRequestPage } from './list.ts';

const DELIVERY_TEXT = { workshop: 'Werkplaats', on_location: 'Op Locatie' } as const;
const STATUS_TEXT = { pending: 'In Behandeling', approved: 'Goedgekeurd', rejected: 'Afgewezen' };

/** The workshop's own clock, written as a spreadsheet reads a date: "2026-11-24 21:05". */
const AMSTERDAM_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: WORKSHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The columns of the export, one row per request, bikes joined into one cell each. */
const COLUMNS: [header: string, value: (request: ServiceRequest) => unknown][] = [
  ['Ticketnummer', (request) => request.reference],
  ['Status', (request) => STATUS_TEXT[request.status]],
  ['Gearchiveerd', (request) => (request.isArchived ? 'ja' : 'nee')],
  ['Ingediend', (request) => AMSTERDAM_TIME.format(request.createdAt)],
  ['Naam', (request) => request.fullName],
  ['Bedrijf', (request) => request.companyName],
  ['E-mail', (request) => request.email],
  ['Telefoon', (request) => request.phone],
  [
    'Factuuradres',
    (request) =>
      [
        [request.street, request.houseNumber, request.houseNumberAddition]
          .filter(Boolean)
          .join(' '),
        [request.postalCode, request.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', '),
  ],
  ['Service', (request) => DELIVERY_TEXT[request.deliveryType]],
  [
    'Locatie fiets',
    (request) =>
      [
        [request.bikeLocationStreet, request.bikeLocationHouseNumber, request.bikeLocationAddition]
          .filter(Boolean)
          .join(' '),
        [request.bikeLocationPostcode, request.bikeLocationCity].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', '),
  ],
  ['Aantal fietsen', (request) => bikesOf(request).length],
  [
    'Fietsen',
    (request) =>
      bikesOf(request)
        .map((bike) => [bike.brand, bike.model, bike.frameNumber].filter(Boolean).join(' '))
        .join(' | '),
  ],
  [
    'Problemen',
    (request) =>
      bikesOf(request)
        .map((bike) => bike.issueDescription)
        .join(' | '),
  ],
  ['Labels', (request) => request.labels.map((label) => label.name).join(', ')],
  ['Reparatienummer', (request) => request.cycleSoftwareRepairNumber],
  ['Werkorders', (request) => request.workOrderIds.join(', ')],
  ['Afwijzingsreden', (request) => request.rejectionReason],
];

function bikesOf(request: ServiceRequest) {
  if (request.bikes.length > 0) return request.bikes;
  return request.bikeBrand
    ? [
        {
          brand: request.bikeBrand,
          model: undefined,
          frameNumber: request.frameNumber ?? undefined,
          issueDescription: request.problemDescription ?? '',
        },
      ]
    : [];
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula; a leading apostrophe makes it plain text, so a customer's input cannot
 * reach into the staff's computer.
 */
export const neutraliseFormula = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const cell = (value: unknown) =>
  value === null || value === undefined ? '' : neutraliseFormula(String(value));

const HEADERS = COLUMNS.map(([header]) => header);

/**
 * The CSV text page by page: the first page with the byte-order mark and the header row, each
 * page quoted by the CSV library.
 */
async function* exportPages(db: Db, query: Omit<ListServiceRequestsQuery, 'limit' | 'cursor'>) {
  let cursor: string | undefined;
  do {
    const page = await listServiceRequestPage(db, {
      ...query,
      limit: REQUEST_LIST_MAX_LIMIT,
      cursor,
    });
    const rows = page.items.map((request) => COLUMNS.map(([, value]) => cell(value(request))));
    const first = cursor === undefined;
    yield stringify(rows, { bom: first, header: first, columns: HEADERS, delimiter: ';' });
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * The requests of the dashboard's current search and filters as CSV, newest first, as a Dutch
 * Excel opens it by a double click: UTF-8 with a byte-order mark so that it reads the accents,
 * and cells separated by `;`, its list separator (with `,` every row would land in one
 * column). Streamed page by page, so a large export never sits in memory.
 *
 * One stream, not a source piped into a CSV transform: `.pipe` does not pass on an error, so a
 * failed page was emitted on a stream nobody listened to and ended the process. A failure on
 * this stream is Fastify's to answer: a 500 before the first page, a cut-off download after.
 */
export const exportServiceRequestsCsv = (
  db: Db,
  query: Omit<ListServiceRequestsQuery, 'limit' | 'cursor'>,
) => Readable.from(exportPages(db, query));
