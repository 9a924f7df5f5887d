import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/** Spaak made the draft invoice of a completed repair in the invoicing system. */
export const invoiceDrafted = defineEvent({
  type: 'invoice.drafted',
  payload: z.object({ invoiceId: z.string().min(1) }),
});
