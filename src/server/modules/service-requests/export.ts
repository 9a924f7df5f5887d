import { Readable } from 'node:stream';
import type { Language, SameTexts } from '../../../contract/language.ts';
import {
  REQUEST_LIST_MAX_LIMIT,
  WORKSHOP_TIME_ZONE,
} from '../../../contract/service-request-constants.ts';
import type { RequestBike } from '../../../contract/service-requests/bike.ts';
import type { ServiceRequest } from '../../../contract/service-requests/details.ts';
import type { ListServiceRequestsQuery } from '../../../contract/service-requests/list.ts';
import { REQUEST_EXPORT_TEXTS_EN } from '../../../contract/texts/request-export-en.ts';
import { REQUEST_EXPORT_TEXTS_NL } from '../../../contract/texts/request-export-nl.ts';
import type { Db } from '../../db/connect.ts';
import { excelCsv } from '../../http/excel-csv.ts';
import { listServiceRequestPage } from './list.ts';

type ExportTexts = SameTexts<typeof REQUEST_EXPORT_TEXTS_NL>;

const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  nl: REQUEST_EXPORT_TEXTS_NL,
  en: REQUEST_EXPORT_TEXTS_EN,
};

/** The workshop's own clock, written as a spreadsheet reads a date: "2026-11-24 21:05". */
const AMSTERDAM_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: WORKSHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * The columns of the export, in this order, one row per request, bikes joined into one cell
 * each; each is headed by its name in the language's table.
 */
const COLUMNS: {
  readonly [Column in keyof ExportTexts['headers']]: (
    request: ServiceRequest,
    texts: ExportTexts,
  ) => unknown;
} = {
  reference: (request) => request.reference,
  status: (request, texts) =>
    request.cancelledByCustomerAt ? texts.cancelledByCustomer : texts.status[request.status],
  archived: (request, texts) => (request.isArchived ? texts.yes : texts.no),
  submitted: (request) => AMSTERDAM_TIME.format(request.createdAt),
  name: (request) => request.fullName,
  company: (request) => request.companyName,
  email: (request) => request.email,
  phone: (request) => request.phone,
  invoiceAddress: (request) =>
    [
      [request.street, request.houseNumber, request.houseNumberAddition].filter(Boolean).join(' '),
      [request.postalCode, request.city].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
  service: (request, texts) => texts.delivery[request.deliveryType],
  bikeLocation: (request) =>
    [
      [request.bikeLocationStreet, request.bikeLocationHouseNumber, request.bikeLocationAddition]
        .filter(Boolean)
        .join(' '),
      [request.bikeLocationPostcode, request.bikeLocationCity].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
  bikeCount: (request) => bikesOf(request).length,
  bikes: (request) =>
    bikesOf(request)
      .map((bike) => [bike.brand, bike.model, bike.frameNumber].filter(Boolean).join(' '))
      .join(' | '),
  issues: (request) =>
    bikesOf(request)
      .map((bike) => bike.issueDescription)
      .join(' | '),
  driveSystems: (request) => perBike(request, (bike) => bike.eBike?.driveSystem),
  errorCodes: (request) => perBike(request, (bike) => bike.eBike?.errorCode),
  batterySerials: (request) => perBike(request, (bike) => bike.eBike?.batterySerial),
  leaseCompanies: (request) => perBike(request, (bike) => bike.lease?.company),
  contractNumbers: (request) => perBike(request, (bike) => bike.lease?.contractNumber),
  labels: (request) => request.labels.map((label) => label.name).join(', '),
  repairNumber: (request) => request.cycleSoftwareRepairNumber,
  workOrders: (request) => request.workOrderIds.join(', '),
  rejectionReason: (request) => request.rejectionReason,
  cancellationReason: (request) => request.cancellationReason,
};

/** What the export reads of a bike; a request from before the bikes table has one such bike. */
type ExportBike = Pick<
  RequestBike,
  'brand' | 'model' | 'frameNumber' | 'issueDescription' | 'eBike' | 'lease'
>;

/**
 * One fact of every bike, in the bikes' order as the 'Fietsen' cell lists them, so that the
 * third value belongs to the third bike; a bike without it leaves its place empty. Empty when no
 * bike has it, so that a request without e-bikes or lease bikes reads as before.
 */
function perBike(request: ServiceRequest, factOf: (bike: ExportBike) => string | undefined) {
  const facts = bikesOf(request).map((bike) => factOf(bike) ?? '');
  return facts.some(Boolean) ? facts.join(' | ') : '';
}

function bikesOf(request: ServiceRequest): ExportBike[] {
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

type ExportQuery = Omit<ListServiceRequestsQuery, 'limit' | 'cursor'>;

/**
 * The CSV text page by page: the first page with the byte-order mark and the header row, each
 * page quoted by the CSV library.
 */
async function* exportPages(db: Db, query: ExportQuery, texts: ExportTexts) {
  const columns = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];
  const headers = columns.map((column) => texts.headers[column]);
  let cursor: string | undefined;
  do {
    const page = await listServiceRequestPage(db, {
      ...query,
      limit: REQUEST_LIST_MAX_LIMIT,
      cursor,
    });
    const rows = page.items.map((request) =>
      columns.map((column) => COLUMNS[column](request, texts)),
    );
    yield excelCsv(headers, rows, { first: cursor === undefined });
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * The requests of the dashboard's current search and filters as CSV, newest first, as a Dutch
 * Excel opens it by a double click: UTF-8 with a byte-order mark so that it reads the accents,
 * and cells separated by `;`, its list separator (with `,` every row would land in one
 * column). The file name, the header row and the cells that are words (status, service,
 * archived) are in `language`; dates, numbers and the `;` stay alike in both, since a
 * spreadsheet reads them by the computer's regional settings, which in a Dutch workshop are
 * Dutch whatever language its reader chose. Streamed page by page, so a large export never sits
 * in memory.
 *
 * One stream, not a source piped into a CSV transform: `.pipe` does not pass on an error, so a
 * failed page was emitted on a stream nobody listened to and ended the process. A failure on
 * this stream is Fastify's to answer: a 500 before the first page, a cut-off download after.
 */
export function exportServiceRequestsCsv(options: {
  db: Db;
  query: ExportQuery;
  language: Language;
}) {
  const texts = EXPORT_TEXTS[options.language];
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: texts.fileName(day),
    csv: Readable.from(exportPages(options.db, options.query, texts)),
  };
}
