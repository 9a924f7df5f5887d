import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/**
 * The customer added a note, a photo or both to their request on its private page. The
 * addition by its id alone: its words are the customer's (decision 038).
 */
export const customerAdded = defineEvent({
  type: 'request.customer_added',
  payload: z.object({
    additionId: z.number().int().positive(),
    note: z.boolean(),
    photo: z.boolean(),
  }),
});
