import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type EmailTemplateStatus,
  STAGE_TEMPLATE_STATUS,
} from '../../../contract/email-templates.ts';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import type { Config } from '../../config.ts';
import type { Db, Transaction } from '../../db/connect.ts';
import { bikeProgress, bikes, requestEvents, serviceRequests } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { subscribe } from '../../jobs/events.ts';
import type { TemplateQuote } from '../email-templates/render.ts';
import { queueTemplatedEmail } from '../emails/service.ts';
import { bikePlanChanged } from './events.ts';

// What the customer hears of their bike in the workshop (docs/decisions/044-repair-mails.md).

type Workshop = Config['workshop'];

/**
 * How long a change of date must stand before the customer hears of it: staff dragging a bike
 * to another day and back within it mail nothing.
 */
export const PLAN_SETTLE_SECONDS = 5 * 60;

/** The request and the bike a repair mail fills in; `for update` locks the bike's progress. */
async function bikeToMailAbout(db: Db, bikeId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      request: serviceRequests,
      brand: bikes.brand,
      model: bikes.model,
      stage: bikeProgress.stage,
      plannedDate: bikeProgress.plannedDate,
      plannedDateMailed: bikeProgress.plannedDateMailed,
    })
    .from(bikeProgress)
    .innerJoin(bikes, eq(bikes.id, bikeProgress.bikeId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikeProgress.serviceRequestId))
    .where(eq(bikeProgress.bikeId, bikeId));
  const [found] = await (options.forUpdate ? query.for('update', { of: bikeProgress }) : query);
  return found;
}

/**
 * Mails the customer the template of the stage a bike just moved to, in the move's
 * transaction: when staff asked for it or left it to the template (`notifyCustomer` absent),
 * and the stage has an active template. Keyed by the move's event, so the outbox takes one
 * mail per move whatever runs twice. Answers whether a mail was queued.
 */
export async function mailStageChange(
  tx: Transaction,
  jobs: Jobs,
  move: { bikeId: number; to: BikeStage; eventId: number },
  notice: { workshop: Workshop; notifyCustomer?: boolean },
) {
  const status = STAGE_TEMPLATE_STATUS[move.to];
  if (notice.notifyCustomer === false || status === null) return false;
  return mailAboutBike(
    tx,
    jobs,
    { bikeId: move.bikeId, status, onceKey: `${move.eventId}:${status}` },
    notice.workshop,
  );
}

/**
 * Mails the customer the active template of `status` about one of their bikes, in the request's
 * language, at most once per `onceKey` (the event it tells of). Answers whether a mail was queued.
 */
export async function mailAboutBike(
  tx: Transaction,
  jobs: Jobs,
  mail: { bikeId: number; status: EmailTemplateStatus; onceKey: string; quote?: TemplateQuote },
  workshop: Workshop,
) {
  const bike = await bikeToMailAbout(tx.db, mail.bikeId);
  if (!bike) return false;
  const emailId = await queueTemplatedEmail({
    tx,
    jobs,
    status: mail.status,
    request: bike.request,
    workshop,
    bike,
    quote: mail.quote,
    onceKey: mail.onceKey,
  });
  return emailId !== null;
}

/**
 * The bike's changes of plan, oldest first; there are a handful per bike at most, and the
 * request's index finds them.
 */
async function planChangesOf(db: Db, serviceRequestId: number, bikeId: number) {
  const rows = await db
    .select({ id: requestEvents.id, payload: requestEvents.payload })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.serviceRequestId, serviceRequestId),
        eq(requestEvents.type, bikePlanChanged.type),
        sql`${requestEvents.payload}->>'bikeId' = ${String(bikeId)}`,
      ),
    )
    .orderBy(asc(requestEvents.id));
  return rows.map((row) => ({ id: row.id, ...bikePlanChanged.payload.parse(row.payload) }));
}

/** Stages at which a date no longer matters to the customer: the bike is ready or collected. */
const PAST_ITS_DATE: readonly BikeStage[] = ['ready', 'done'];

/**
 * Mails the customer a bike's new date when it is later than the date they were last told,
 * once the change has stood for `PLAN_SETTLE_SECONDS`. Each change of date starts this job; only
 * the job of the bike's latest change acts, so a date dragged back and forth mails nothing,
 * and it compares the date now with the one last mailed (before any such mail: the date the
 * bike had before its first change, the one approval gave). An earlier or unchanged date, a
 * bike without a date, or one already ready mail nothing.
 */
export const mailLaterPlannedDateJob = subscribe(bikePlanChanged, {
  name: 'mail-later-planned-date',
  when: ({ from, to }) => from.plannedDate !== to.plannedDate,
  startAfterSeconds: PLAN_SETTLE_SECONDS,
  retryLimit: 10,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,

  async handle({ eventId, serviceRequestId, payload }, { database, jobs, config }) {
    await database.transaction(async (tx) => {
      const bike = await bikeToMailAbout(tx.db, payload.bikeId, { forUpdate: true });
      if (!bike?.plannedDate || PAST_ITS_DATE.includes(bike.stage)) return;
      const changes = await planChangesOf(tx.db, serviceRequestId, payload.bikeId);
      if (changes.some((change) => change.id > eventId)) return;
      const toldDate = bike.plannedDateMailed ?? changes[0]?.from.plannedDate ?? null;
      if (toldDate === null || bike.plannedDate <= toldDate) return;
      const emailId = await queueTemplatedEmail({
        tx,
        jobs,
        status: 'planned_date_later',
        request: bike.request,
        workshop: config.workshop,
        bike,
        onceKey: `${eventId}:planned_date_later`,
      });
      if (emailId === null) return;
      await tx.db
        .update(bikeProgress)
        .set({ plannedDateMailed: bike.plannedDate })
        .where(eq(bikeProgress.bikeId, payload.bikeId));
    });
  },
});

/** What the boot registers for this module. */
export const repairMailJobs = [mailLaterPlannedDateJob];
