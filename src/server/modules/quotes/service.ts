import { createHmac } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { formatCents } from '../../../contract/service-requests/money.ts';
import {
  type CustomerQuote,
  type QuoteDecision,
  type QuoteLine,
  quoteTotalCents,
  type SendQuote,
  type SendQuoteResult,
  sendQuoteSchema,
} from '../../../contract/service-requests/quotes.ts';
import { STAGE_NAMES_NL } from '../../../contract/service-requests/stage-names.ts';
import { type BikeStage, canMoveStage } from '../../../contract/service-requests/stages.ts';
import type { Config } from '../../config.ts';
import type { Database, Db, Transaction } from '../../db/connect.ts';
import { bikeProgress, quotes, serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { raiseNotification } from '../notifications/service.ts';
import { mailAboutBike } from '../repair-progress/customer-mails.ts';
import { type BikeInWorkshop, bikeInWorkshop, moveBike } from '../repair-progress/service.ts';
import { CUSTOMER_ACTOR } from '../service-requests/events.ts';
import { presentBikeProgress } from '../service-requests/presenters.ts';
import { quoteDecided, quoteSent } from './events.ts';
import { presentCustomerQuote, presentQuote } from './presenters.ts';

// Quotes on the bikes of an approved request, and the customer's answer
// (docs/decisions/047-quotes.md).

type QuoteRow = typeof quotes.$inferSelect;

/**
 * The bike of an approved request, its progress row locked: sending a quote and answering one
 * take turns per bike, so neither reads a newest version that the other is replacing.
 */
async function lockedBike(tx: Transaction, serviceRequestId: number, bikeId: number) {
  await tx.db
    .select({ bikeId: bikeProgress.bikeId })
    .from(bikeProgress)
    .where(
      and(eq(bikeProgress.bikeId, bikeId), eq(bikeProgress.serviceRequestId, serviceRequestId)),
    )
    .for('update');
  return bikeInWorkshop(tx.db, serviceRequestId, bikeId);
}

/** The newest version of a bike's quote, by the unique index on bike and version. */
async function newestQuoteOf(db: Db, bikeId: number) {
  const [newest] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.bikeId, bikeId))
    .orderBy(desc(quotes.version))
    .limit(1);
  return newest;
}

/** A quote's lines as one text, whatever order the database keeps an object's keys in. */
const linesText = (lines: readonly QuoteLine[]) =>
  JSON.stringify(lines.map((line) => [line.description, line.amountCents]));

/** Whether a stored quote is the one asked for again: same lines, same note. */
const isSameQuote = (row: QuoteRow, quote: { lines: QuoteLine[]; note?: string }) =>
  linesText(row.lines) === linesText(quote.lines) && row.note === (quote.note ?? null);

/**
 * Staff send a new version of a bike's quote: it is stored as sent, recorded as
 * `bike.quote_sent`, the bike goes to `waiting_for_customer` where the stages allow it (its
 * stage mail is not sent: the quote's own mail tells the customer), and the customer is mailed
 * the `quote_sent` template in the request's language, once per version. `quote.version` is
 * the number the new version gets: the same quote sent again (a double click, a retry) answers
 * the version already sent and mails nothing; any other version taken meanwhile is refused
 * with 409. An older unanswered version can no longer be answered from then on.
 */
export async function sendQuote(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  bikeId: number;
  quote: SendQuote;
  /** The staff member's e-mail address, as events name an actor. */
  actor: string;
  workshop: Config['workshop'];
}): Promise<SendQuoteResult> {
  const { jobs, serviceRequestId, actor, workshop } = options;
  const quote = sendQuoteSchema.parse(options.quote);
  return options.database.transaction(async (tx) => {
    const bike = await lockedBike(tx, serviceRequestId, options.bikeId);
    const newest = await newestQuoteOf(tx.db, bike.bikeId);
    if (newest?.version === quote.version && isSameQuote(newest, quote)) {
      return {
        quote: presentQuote(newest, newest.version),
        progress: presentBikeProgress(bike.progress),
        customerMailQueued: false,
      };
    }
    if (quote.version !== (newest?.version ?? 0) + 1) {
      throw new AppError('QUOTE_SENT_MEANWHILE', {
        reference: bike.reference,
        position: bike.position + 1,
        newest: newest?.version ?? 0,
      });
    }
    const [stored] = await tx.db
      .insert(quotes)
      .values({
        bikeId: bike.bikeId,
        serviceRequestId,
        version: quote.version,
        lines: quote.lines,
        totalCents: quoteTotalCents(quote.lines),
        note: quote.note ?? null,
        sentBy: actor,
      })
      .returning();
    if (!stored) throw new Error('The quote was not stored');
    const event = await jobs.publish(tx, quoteSent, {
      serviceRequestId,
      actor,
      payload: {
        bikeId: bike.bikeId,
        position: bike.position + 1,
        quoteId: stored.id,
        version: stored.version,
        totalCents: stored.totalCents,
      },
    });
    const waits =
      bike.progress.stage !== 'waiting_for_customer' &&
      canMoveStage(bike.progress.stage, 'waiting_for_customer');
    const progress = waits
      ? (
          await moveBike(
            tx,
            jobs,
            bike,
            { to: 'waiting_for_customer', actor },
            { workshop, notifyCustomer: false },
          )
        ).progress
      : presentBikeProgress(bike.progress);
    const customerMailQueued = await mailAboutBike(
      tx,
      jobs,
      {
        bikeId: bike.bikeId,
        status: 'quote_sent',
        onceKey: `${event.eventId}:quote_sent`,
        quote: stored,
      },
      workshop,
    );
    return { quote: presentQuote(stored, stored.version), progress, customerMailQueued };
  });
}

/** Every version of every bike's quote on a request, for the staff: by bike, newest first. */
export async function listQuotes(options: { db: Db; serviceRequestId: number }) {
  const { db, serviceRequestId } = options;
  const [request] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId));
  if (!request) throw new AppError('REQUEST_NOT_FOUND', { id: serviceRequestId });
  const rows = await quotesOf(db, serviceRequestId);
  const newest = newestVersions(rows);
  return rows.map((row) => presentQuote(row, newest.get(row.bikeId) ?? row.version));
}

const quotesOf = (db: Db, serviceRequestId: number) =>
  db
    .select()
    .from(quotes)
    .where(eq(quotes.serviceRequestId, serviceRequestId))
    .orderBy(asc(quotes.bikeId), desc(quotes.version));

/** Each bike's newest version among a request's quotes. */
function newestVersions(rows: readonly QuoteRow[]) {
  const newest = new Map<number, number>();
  for (const row of rows)
    newest.set(row.bikeId, Math.max(newest.get(row.bikeId) ?? 0, row.version));
  return newest;
}

/**
 * Each bike's current quote as the customer reads it (its newest version), by bike id; a bike
 * without a quote is absent. For the customer's page.
 */
export async function currentCustomerQuotes(
  db: Db,
  serviceRequestId: number,
): Promise<Map<number, CustomerQuote>> {
  const current = new Map<number, CustomerQuote>();
  for (const row of await quotesOf(db, serviceRequestId)) {
    if (!current.has(row.bikeId)) current.set(row.bikeId, presentCustomerQuote(row, row.version));
  }
  return current;
}

/**
 * A keyed hash of the address an answer came from: it can tell two answers from one address
 * apart from others, without the address itself being stored.
 */
export const hashIp = (ip: string, secret: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('quote-decision-ip').digest())
    .update(ip)
    .digest('hex');

/**
 * The customer answers a version of a bike's quote, from their request's page. Only the
 * bike's newest version, not answered before, may be answered: an older version answers 409
 * `QUOTE_SUPERSEDED`, an answered one 409 `QUOTE_ALREADY_DECIDED`, and of two answers at once
 * one is stored and the other is refused so. Approval moves a bike that waits for the customer
 * on to `in_repair`; a decline leaves it waiting, for the staff to decide what next. Either way
 * the answer is recorded as `bike.quote_decided` and the staff get a notification.
 */
export async function decideQuote(options: {
  database: Database;
  jobs: Jobs;
  serviceRequestId: number;
  quoteId: number;
  /** The version the customer's page showed. */
  version: number;
  decision: QuoteDecision;
  /** The customer's IP address; only its keyed hash is stored. */
  ip: string;
  /** The server's secret that key is made from (`config.sessionSecret`). */
  secret: string;
  workshop: Config['workshop'];
}): Promise<{ quote: CustomerQuote; bikeStage: BikeStage }> {
  const { jobs, serviceRequestId, quoteId, decision } = options;
  return options.database.transaction(async (tx) => {
    const [named] = await tx.db
      .select({ bikeId: quotes.bikeId })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.serviceRequestId, serviceRequestId)));
    if (!named) throw new AppError('QUOTE_NOT_FOUND');
    // Read again once the bike is locked: an answer or a version may have landed meanwhile.
    const bike = await lockedBike(tx, serviceRequestId, named.bikeId);
    const [quote] = await tx.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const newest = await newestQuoteOf(tx.db, bike.bikeId);
    if (!quote || !newest || quote.version !== options.version) {
      throw new AppError('QUOTE_NOT_FOUND');
    }
    if (quote.decision) throw new AppError('QUOTE_ALREADY_DECIDED', { decision: quote.decision });
    if (newest.version !== quote.version) {
      throw new AppError('QUOTE_SUPERSEDED', { version: quote.version, newest: newest.version });
    }
    const [decided] = await tx.db
      .update(quotes)
      .set({ decision, decidedAt: new Date(), decidedIpHash: hashIp(options.ip, options.secret) })
      .where(and(eq(quotes.id, quoteId), isNull(quotes.decision)))
      .returning();
    if (!decided) throw new AppError('QUOTE_ALREADY_DECIDED', { decision });
    await jobs.publish(tx, quoteDecided, {
      serviceRequestId,
      actor: CUSTOMER_ACTOR,
      payload: {
        bikeId: bike.bikeId,
        position: bike.position + 1,
        quoteId,
        version: decided.version,
        decision,
      },
    });
    const bikeStage =
      decision === 'approved' && bike.progress.stage === 'waiting_for_customer'
        ? (
            await moveBike(
              tx,
              jobs,
              bike,
              { to: 'in_repair', actor: CUSTOMER_ACTOR },
              { workshop: options.workshop },
            )
          ).progress.stage
        : bike.progress.stage;
    await notifyDecision(tx.db, bike, decided, bikeStage);
    return { quote: presentCustomerQuote(decided, decided.version), bikeStage };
  });
}

/** Tells the staff how the customer answered; titles are Dutch, as every notification's. */
async function notifyDecision(db: Db, bike: BikeInWorkshop, quote: QuoteRow, stage: BikeStage) {
  const bikeName = `fiets ${bike.position + 1} van ${bike.reference}`;
  const what = `versie ${quote.version} (${formatCents(quote.totalCents, 'nl')})`;
  const approved = quote.decision === 'approved';
  await raiseNotification(db, {
    type: 'quote_decided',
    title: approved ? `Offerte goedgekeurd: ${bikeName}` : `Offerte afgewezen: ${bikeName}`,
    message: approved
      ? `De klant gaat akkoord met ${what}. De fiets staat op ${STAGE_NAMES_NL[stage]}.`
      : `De klant gaat niet akkoord met ${what}. De fiets blijft op ${STAGE_NAMES_NL[stage]}: bel de klant, stuur een nieuwe versie of verplaats de fiets.`,
    severity: approved ? 'info' : 'warning',
    about: { serviceRequestId: bike.serviceRequestId },
    metadata: { bikeId: bike.bikeId, quoteId: quote.id, version: quote.version },
  });
}
