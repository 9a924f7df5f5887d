import { z } from 'zod';
import { BIKE_STAGES } from '../../../contract/service-requests/stages.ts';
import { defineEvent } from '../../jobs/events.ts';

const stage = z.enum(BIKE_STAGES);

/**
 * A bike of an approved request moved to another stage. `position` is the bike's number in
 * the request (1 for the first), which a timeline names. A note staff added is an internal
 * note of the request, named by its id: its words may name the customer, and events are kept
 * for good (decision 038).
 */
export const bikeStageChanged = defineEvent({
  type: 'bike.stage_changed',
  payload: z.object({
    bikeId: z.number().int().positive(),
    position: z.number().int().positive(),
    from: stage,
    to: stage,
    noteId: z.number().int().positive().optional(),
    /**
     * How a lease bike left `waiting_for_lessor`: the lessor's reference and date, or staff's
     * reason to go on without. Staff's words about the bike, not about the customer.
     */
    lessorApproval: z.object({ reference: z.string(), approvedOn: z.string() }).optional(),
    lessorOverride: z.object({ reason: z.string() }).optional(),
  }),
});

/**
 * Staff planned a bike for another day or another number of minutes (`from`/`to` are working
 * days, YYYY-MM-DD, null before a bike had a date).
 */
export const bikePlanChanged = defineEvent({
  type: 'bike.plan_changed',
  payload: z.object({
    bikeId: z.number().int().positive(),
    position: z.number().int().positive(),
    from: z.object({ plannedDate: z.string().nullable(), plannedMinutes: z.number().int() }),
    to: z.object({ plannedDate: z.string().nullable(), plannedMinutes: z.number().int() }),
  }),
});

/** Staff gave a bike to a staff member (admin ids; null is nobody). */
export const bikeAssigned = defineEvent({
  type: 'bike.assigned',
  payload: z.object({
    bikeId: z.number().int().positive(),
    position: z.number().int().positive(),
    from: z.number().int().positive().nullable(),
    to: z.number().int().positive().nullable(),
  }),
});
