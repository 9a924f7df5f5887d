import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/**
 * The request's personal data was replaced by neutral values: at the customer's erasure, by
 * staff, or when its retention ran out, by Spaak.
 */
export const requestAnonymised = defineEvent({
  type: 'request.anonymised',
  payload: z.object({ cause: z.enum(['erasure', 'retention']) }),
});
