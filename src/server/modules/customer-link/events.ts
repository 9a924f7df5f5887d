import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

// Neither event holds the link: its token opens the customer's page, and events are kept for good.

/** Staff mailed the customer their private link again ('Link opnieuw sturen'). */
export const privateLinkResent = defineEvent({
  type: 'request.link_resent',
  payload: z.object({}),
});

/**
 * Staff replaced the private link ('Nieuwe link sturen'): the old one ends, the new one is
 * mailed. `generation` counts the links the request has had.
 */
export const privateLinkReplaced = defineEvent({
  type: 'request.link_replaced',
  payload: z.object({ generation: z.number().int().positive() }),
});
