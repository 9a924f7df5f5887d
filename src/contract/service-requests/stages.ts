import { z } from 'zod';
import { todayInWorkshop } from '../capacity-constants.ts';
import { inputMessage } from '../errors/input-messages.ts';
import { recordId, recordIdText, text } from '../fields.ts';

// The repair's journey after approval: a stage per bike (docs/decisions/040-stages-per-bike.md).
// The request's `status` stays as the specs define it; a stage is what happens to a bike of an
// approved request.

/**
 * In the order a repair goes through them; the two waits are equally far along. A lease bike
 * starts in `waiting_for_lessor` until its leasing company approves the work (issue 34).
 */
export const BIKE_STAGES = [
  'waiting_for_lessor',
  'planned',
  'in_repair',
  'waiting_for_parts',
  'waiting_for_customer',
  'ready',
  'done',
] as const;
export type BikeStage = (typeof BIKE_STAGES)[number];

/**
 * Where a bike may go from each stage: forward along the repair, back one step when staff
 * moved it too soon, and between the two waits (a part arrives, then the customer must agree
 * to its price). Moving back from `done` undoes a finish that was a mistake.
 */
export const STAGE_TRANSITIONS: Record<BikeStage, readonly BikeStage[]> = {
  waiting_for_lessor: ['planned', 'in_repair'],
  planned: ['waiting_for_lessor', 'in_repair'],
  in_repair: [
    'waiting_for_lessor',
    'planned',
    'waiting_for_parts',
    'waiting_for_customer',
    'ready',
  ],
  waiting_for_parts: ['in_repair', 'waiting_for_customer', 'ready'],
  waiting_for_customer: ['in_repair', 'waiting_for_parts', 'ready'],
  ready: ['in_repair', 'done'],
  done: ['ready'],
};

export const canMoveStage = (from: BikeStage, to: BikeStage) =>
  STAGE_TRANSITIONS[from].includes(to);

/**
 * The stages a bike at `from` may go to: only a lease bike may wait for a lessor (decision
 * 051), so the screens offer that stage for lease bikes alone.
 */
export const stagesReachable = (from: BikeStage, isLeaseBike: boolean) =>
  STAGE_TRANSITIONS[from].filter((to) => isLeaseBike || to !== 'waiting_for_lessor');

/** How far along a stage is; both waits count as one step. */
const STAGE_RANK: Record<BikeStage, number> = {
  waiting_for_lessor: 0,
  planned: 1,
  in_repair: 2,
  waiting_for_parts: 3,
  waiting_for_customer: 3,
  ready: 4,
  done: 5,
};

/** Whether a bike at `stage` has come as far as `target` or further along the repair. */
export const hasReachedStage = (stage: BikeStage, target: BikeStage) =>
  STAGE_RANK[stage] >= STAGE_RANK[target];

/** A request is as far as its least advanced bike: it is ready when every bike is. */
export function requestStageOf(stages: readonly BikeStage[]): BikeStage | null {
  let least: BikeStage | null = null;
  for (const stage of stages) {
    if (least === null || STAGE_RANK[stage] < STAGE_RANK[least]) least = stage;
  }
  return least;
}

/** The minutes of work a bike takes when staff say nothing else (issue 32). */
export const DEFAULT_BIKE_MINUTES = 60;

/** The longest note staff may add to a change of stage; a line or two for colleagues. */
export const STAGE_NOTE_MAX_LENGTH = 500;

/** A bike's version as the dashboard last read it: a change names it, so a stale one is refused. */
export const bikeVersion = z
  .number({ error: inputMessage('bikeVersion') })
  .int(inputMessage('bikeVersion'))
  .min(0, inputMessage('bikeVersion'))
  .max(2_147_483_647, inputMessage('bikeVersion'));

/** The longest reference of a lessor's approval: their numbers are short, some add a prefix. */
export const LESSOR_REFERENCE_MAX_LENGTH = 100;
/** The longest reason to go on without the lessor's approval; a line or two, as a note. */
export const LESSOR_OVERRIDE_REASON_MAX_LENGTH = 500;

/** The leasing company's approval of the work: their reference and the day they gave it. */
export const lessorApprovalSchema = z.strictObject({
  reference: text({ error: inputMessage('lessorReferenceRequired') })
    .trim()
    .min(1, inputMessage('lessorReferenceRequired'))
    .max(LESSOR_REFERENCE_MAX_LENGTH, inputMessage('tooLong')),
  /** Not after today in Amsterdam: an approval that has not been given yet is no approval. */
  approvedOn: z.iso
    .date({ error: inputMessage('lessorApprovedOnInvalid') })
    .refine((date) => date <= todayInWorkshop(), inputMessage('lessorApprovedOnInvalid')),
});
export type LessorApproval = z.infer<typeof lessorApprovalSchema>;

/** Staff go on without the lessor's approval, and say why. */
export const lessorOverrideSchema = z.strictObject({
  reason: text({ error: inputMessage('lessorOverrideReasonRequired') })
    .trim()
    .min(1, inputMessage('lessorOverrideReasonRequired'))
    .max(LESSOR_OVERRIDE_REASON_MAX_LENGTH, inputMessage('tooLong')),
});
export type LessorOverride = z.infer<typeof lessorOverrideSchema>;

/** Moves one bike; `version` is the bike's version as the dashboard last read it. */
export const moveBikeStageSchema = z
  .strictObject({
    stage: z.enum(BIKE_STAGES),
    version: bikeVersion,
    note: text()
      .trim()
      .max(STAGE_NOTE_MAX_LENGTH, inputMessage('tooLong'))
      .optional()
      .transform((note) => note || undefined),
    /**
     * Whether to mail the customer the stage's template; absent means: when that template is
     * active. Nothing is mailed for a stage without an active template.
     */
    notifyCustomer: z.boolean().optional(),
    /**
     * A bike leaves `waiting_for_lessor` with exactly one of these; any other move takes
     * neither (the server answers 409 otherwise, as only it knows where the bike is).
     */
    lessorApproval: lessorApprovalSchema.optional(),
    lessorOverride: lessorOverrideSchema.optional(),
  })
  .refine((move) => !(move.lessorApproval && move.lessorOverride), {
    message: inputMessage('lessorApprovalOrOverride'),
    path: ['lessorOverride'],
  });
export type MoveBikeStage = z.input<typeof moveBikeStageSchema>;

/** The params of a route about one bike of one request: `/…/:id/bikes/:bikeId/…`. */
export const bikeParams = z.object({ id: recordIdText, bikeId: recordIdText });

/** A bike's place in the repair's journey, as the dashboard reads it. */
export const bikeProgressSchema = z.object({
  stage: z.enum(BIKE_STAGES),
  /** Grows with every change of the bike's stage or date; a move names the one it read. */
  version: z.number(),
  /** The working day the bike is planned for (YYYY-MM-DD); null before a date is set. */
  plannedDate: z.string().nullable(),
  /** The minutes of work the bike is expected to take. */
  plannedMinutes: z.number(),
  /** The staff member (admin id) working on the bike; null while nobody is. */
  assigneeId: z.number().nullable(),
  /** How the bike left `waiting_for_lessor`: the lessor's approval, or null. */
  lessorApproval: z.object({ reference: z.string(), approvedOn: z.string() }).nullable(),
  /** Or the reason staff went on without that approval; null otherwise. */
  lessorOverrideReason: z.string().nullable(),
});
export type BikeProgress = z.infer<typeof bikeProgressSchema>;

export const moveBikeStageResultSchema = z.object({
  bikeId: z.number(),
  progress: bikeProgressSchema,
  /** The request's stage after the move: that of its least advanced bike. */
  requestStage: z.enum(BIKE_STAGES),
  /** Whether the stage's mail to the customer was queued (decision 044). */
  customerMailQueued: z.boolean(),
});
export type MoveBikeStageResult = z.infer<typeof moveBikeStageResultSchema>;

/** Gives a bike to a staff member, or to nobody (null); `version` as for a move. */
export const assignBikeSchema = z.strictObject({
  assigneeId: recordId.nullable(),
  version: bikeVersion,
});
export type AssignBike = z.infer<typeof assignBikeSchema>;

export const assignBikeResultSchema = z.object({
  bikeId: z.number(),
  progress: bikeProgressSchema,
});
export type AssignBikeResult = z.infer<typeof assignBikeResultSchema>;
