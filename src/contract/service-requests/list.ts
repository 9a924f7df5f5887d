import { z } from 'zod';
import { inputMessage } from '../errors/input-messages.ts';
import { text } from '../fields.ts';
import { searchTextSchema } from '../search.ts';
import {
  REQUEST_LIST_DEFAULT_LIMIT,
  REQUEST_LIST_MAX_LIMIT,
  SERVICE_REQUEST_STATUSES,
} from '../service-request-constants.ts';
import { serviceRequestSchema } from './details.ts';
import { decodeListCursor } from './list-cursor.ts';

// `GET /api/service-requests` and its counters: the query, the page it answers, the counts.

export const ARCHIVE_FILTERS = ['active', 'archived'] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

const LIST_LIMIT_MESSAGE = inputMessage('listLimit');
const LIST_CURSOR_MESSAGE = inputMessage('listCursor');

/**
 * A list counts its matches up to this many and says '1.000+' beyond: counting every match of a
 * common name was most of a search's cost, and grew with the table (decision 025).
 */
export const REQUEST_LIST_TOTAL_CAP = 1000;

export const listServiceRequestsQuerySchema = z.strictObject({
  search: searchTextSchema,
  filter: z.enum(ARCHIVE_FILTERS).optional(),
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  limit: z.coerce
    .number({ error: LIST_LIMIT_MESSAGE })
    .int(LIST_LIMIT_MESSAGE)
    .min(1, LIST_LIMIT_MESSAGE)
    .max(REQUEST_LIST_MAX_LIMIT, LIST_LIMIT_MESSAGE)
    .default(REQUEST_LIST_DEFAULT_LIMIT),
  cursor: text()
    .max(200, LIST_CURSOR_MESSAGE)
    .refine((cursor) => decodeListCursor(cursor) !== undefined, LIST_CURSOR_MESSAGE)
    .optional(),
});
export type ListServiceRequestsQuery = z.infer<typeof listServiceRequestsQuerySchema>;

/** The CSV export takes the list's search and filters, and exports every matching row. */
export const exportServiceRequestsQuerySchema = listServiceRequestsQuerySchema.omit({
  limit: true,
  cursor: true,
});

export const serviceRequestCountsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
});

export type ServiceRequestCounts = z.infer<typeof serviceRequestCountsSchema>;

/** The three counters count one archive filter's requests, whatever the search. */
export const serviceRequestCountsQuerySchema = listServiceRequestsQuerySchema.pick({
  filter: true,
});

export const serviceRequestListSchema = z.object({
  items: z.array(serviceRequestSchema),
  nextCursor: z.string().nullable(),
  /** The requests on all the list's pages, but at most `REQUEST_LIST_TOTAL_CAP`. */
  total: z.number(),
  /** More requests match than `total` says. */
  totalIsCapped: z.boolean(),
});
export type ServiceRequestList = z.infer<typeof serviceRequestListSchema>;
