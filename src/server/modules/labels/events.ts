import { z } from 'zod';
import { defineEvent } from '../../jobs/events.ts';

/**
 * The label by its id alone: its name is staff's own words, which may name the customer, and
 * it can be renamed or deleted later.
 */
const labelPayload = z.object({ labelId: z.number().int().positive() });

/** Staff put a label on the request. */
export const labelAdded = defineEvent({ type: 'request.label_added', payload: labelPayload });

/** Staff took a label off the request, or deleted the label, which takes it off every request. */
export const labelRemoved = defineEvent({ type: 'request.label_removed', payload: labelPayload });
