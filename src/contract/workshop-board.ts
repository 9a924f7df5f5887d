import { z } from 'zod';
import { BIKE_FACT_NAME_MAX_LENGTH, BIKE_SERVICE_TYPES } from './bikes.ts';
import { inputMessage } from './errors/input-messages.ts';
import { recordIdText, text } from './fields.ts';
import { DELIVERY_TYPES } from './service-request-constants.ts';
import { requestLabelSchema } from './service-requests/details.ts';
import { BIKE_STAGES, type BikeStage } from './service-requests/stages.ts';

// `GET /api/workshop-board`: the bikes in the workshop, a column per stage
// (docs/decisions/041-workshop-board.md).

/**
 * The cards a column shows at first, and per 'load more' of one column: more than a screen
 * holds. Each card is a few rows to read; at 50 the embedded database took twice as long.
 */
export const BOARD_COLUMN_PAGE_SIZE = 25;

/** Finished bikes stay in the last column this many days, so it does not grow for ever. */
export const BOARD_DONE_DAYS = 14;

/**
 * Which planned dates the board shows: the workshop's today, its week (Monday to Sunday), all.
 * Today and the week also show the bikes that are late, as they are work still to do.
 */
export const BOARD_DAY_FILTERS = ['today', 'week', 'all'] as const;
export type BoardDayFilter = (typeof BOARD_DAY_FILTERS)[number];

/** Stages in which a bike whose planned date has passed is late: before it is ready. */
export const LATE_STAGES: readonly BikeStage[] = BIKE_STAGES.filter(
  (stage) => stage !== 'ready' && stage !== 'done',
);

/** A bike is overdue when its planned date lies before the workshop's `today` and it is not ready. */
export const isOverdue = (bike: { plannedDate: string | null; stage: BikeStage }, today: string) =>
  bike.plannedDate !== null && bike.plannedDate < today && LATE_STAGES.includes(bike.stage);

/** Whose bikes the board shows besides anyone's: the signed-in staff member's, or nobody's. */
export const BOARD_ASSIGNEE_FILTERS = ['mine', 'nobody'] as const;
export type BoardAssigneeFilter = (typeof BOARD_ASSIGNEE_FILTERS)[number];

/** The board's lease filter for every lease bike, whatever its company; any other value is a company. */
export const BOARD_ANY_LEASE = '*';

const OFFSET_MESSAGE = inputMessage('boardOffset');

export const workshopBoardQuerySchema = z.strictObject({
  day: z.enum(BOARD_DAY_FILTERS).default('all'),
  serviceType: z.enum(BIKE_SERVICE_TYPES).optional(),
  /** Only bikes of requests with this label. */
  label: recordIdText.optional(),
  /** Only the bikes of one staff member (an admin id), of the one signed in, or of nobody. */
  assignee: z
    .union([z.enum(BOARD_ASSIGNEE_FILTERS), recordIdText], { error: inputMessage('boardAssignee') })
    .optional(),
  /**
   * Only lease bikes: `BOARD_ANY_LEASE` for all of them, else the company's name as the bikes
   * carry it (decision 051).
   */
  lease: text({ error: inputMessage('boardLease') })
    .min(1, inputMessage('boardLease'))
    .max(BIKE_FACT_NAME_MAX_LENGTH, inputMessage('boardLease'))
    .optional(),
  /** One column only, from `offset` on: the next page of that column. */
  stage: z.enum(BIKE_STAGES).optional(),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(1_000_000, OFFSET_MESSAGE)
    .default(0),
});
export type WorkshopBoardQuery = z.infer<typeof workshopBoardQuerySchema>;

/** A bike on the board: enough to recognise it, to plan with it and to move it. */
export const boardCardSchema = z.object({
  bikeId: z.number(),
  serviceRequestId: z.number(),
  reference: z.string(),
  /** The company's name for a business, else the customer's. */
  customerName: z.string(),
  brand: z.string(),
  model: z.string().nullable(),
  serviceType: z.enum(BIKE_SERVICE_TYPES).nullable(),
  /** A lease bike's leasing company; null for any other bike. */
  leaseCompany: z.string().nullable(),
  plannedDate: z.string().nullable(),
  plannedMinutes: z.number(),
  stage: z.enum(BIKE_STAGES),
  /** The version a move must name (decision 040). */
  version: z.number(),
  /** The staff member working on the bike, by name (their e-mail address without one). */
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
  labels: z.array(requestLabelSchema),
  deliveryType: z.enum(DELIVERY_TYPES),
  /** The planned date has passed (in Amsterdam) and the bike is not ready yet. */
  overdue: z.boolean(),
  /**
   * The bike is still to be worked on, on a day planned over its capacity (decision 042):
   * staff see which days to spread.
   */
  dayOverfull: z.boolean(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  stage: z.enum(BIKE_STAGES),
  /** Every bike of the column under the filters, not only the cards sent. */
  count: z.number(),
  cards: z.array(boardCardSchema),
  /** The `offset` of the column's next page; null when every card has been sent. */
  nextOffset: z.number().nullable(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const workshopBoardSchema = z.object({
  /** The workshop's date (YYYY-MM-DD) the filters and `overdue` were judged by. */
  today: z.string(),
  /** Every stage in order; only the asked one when the query names a stage. */
  columns: z.array(boardColumnSchema),
});
export type WorkshopBoard = z.infer<typeof workshopBoardSchema>;
