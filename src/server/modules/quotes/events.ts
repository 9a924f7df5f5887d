import { z } from 'zod';
import { QUOTE_DECISIONS } from '../../../contract/service-requests/quotes.ts';
import { defineEvent } from '../../jobs/events.ts';

// The lines and the note stay in the quote's row: staff's words may name the customer, and
// events are kept for good (decisions 028, 038). An event names the quote by id and version.
const quoteOfBike = {
  bikeId: z.number().int().positive(),
  /** The bike's number in the request, 1 for the first, which a timeline names. */
  position: z.number().int().positive(),
  quoteId: z.number().int().positive(),
  version: z.number().int().positive(),
};

/** Staff sent a version of a bike's quote to the customer. */
export const quoteSent = defineEvent({
  type: 'bike.quote_sent',
  payload: z.object({ ...quoteOfBike, totalCents: z.number().int() }),
});

/** The customer approved or declined a version of a bike's quote. */
export const quoteDecided = defineEvent({
  type: 'bike.quote_decided',
  payload: z.object({ ...quoteOfBike, decision: z.enum(QUOTE_DECISIONS) }),
});
