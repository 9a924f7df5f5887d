import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { BikeStage } from '../../../contract/service-requests/stages.ts';
import { bikeProgress, emailTemplates, outgoingEmails } from '../../db/schema.ts';
import { TEST_ADMIN_EMAIL } from '../../test/app.ts';
import { eventsOf } from '../../test/events.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { jobContextForTests } from '../../test/job-context.ts';
import { withMailingTestApp } from '../../test/smtp.ts';
import { mailLaterPlannedDateJob, mailStageChange, PLAN_SETTLE_SECONDS } from './customer-mails.ts';
import { bikePlanChanged, bikeStageChanged } from './events.ts';

const app = withMailingTestApp();

const GAZELLE = { brand: 'Gazelle', model: 'Ultimate C8', issueDescription: 'Ketting slipt.' };
const CORTINA = { brand: 'Cortina', model: 'E-U4', issueDescription: 'Achterlicht kapot.' };

let customers = 0;

/** An approved request of a customer of its own (so its mails are told apart), approved as staff do. */
async function approvedRequest(options: { language?: 'nl' | 'en'; bikes?: (typeof GAZELLE)[] }) {
  customers += 1;
  const email = `klant-${customers}@example.nl`;
  const request = await insertServiceRequest(app.server.database.db, {
    firstName: 'Sanne',
    fullName: 'Sanne de Vries',
    email,
    language: options.language ?? 'nl',
    bikes: options.bikes ?? [GAZELLE],
  });
  const approval = await app.asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
  expect(approval.statusCode, approval.body).toBe(200);
  const { bikes } = (await app.asAdmin('GET', `/api/service-requests/${request.id}`)).json();
  return {
    id: request.id,
    email,
    reference: formatReference(request.id, request.createdAt),
    bikeIds: bikes.map((bike: { id: number }) => bike.id) as number[],
  };
}

type Request = Awaited<ReturnType<typeof approvedRequest>>;

const move = (request: Request, bikeId: number, body: object) =>
  app.asAdmin('PATCH', `/api/service-requests/${request.id}/bikes/${bikeId}/stage`, body);

/** Moves a bike along `stages` from version 0; answers the last move's answer. */
async function moveThrough(request: Request, bikeId: number, stages: BikeStage[], extra = {}) {
  let answer = await move(request, bikeId, { stage: stages[0], version: 0, ...extra });
  for (const [index, stage] of stages.slice(1).entries()) {
    expect(answer.statusCode, answer.body).toBe(200);
    answer = await move(request, bikeId, { stage, version: index + 1, ...extra });
  }
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The mails of a kind queued for a request, as the outbox holds them. */
const outboxOf = (request: Request, kind: string) =>
  app.server.database.db
    .select()
    .from(outgoingEmails)
    .where(and(eq(outgoingEmails.serviceRequestId, request.id), eq(outgoingEmails.kind, kind)));

const mailTo = (request: Request, subjectStart: string) =>
  app.smtp.waitForMessage(
    (mail) => mail.to.includes(request.email) && mail.subject.startsWith(subjectStart),
  );

const receivedBy = (request: Request) =>
  app.smtp.messages.filter((mail) => mail.to.includes(request.email));

/** Long enough for a queued mail to have reached the test server, were one queued. */
const afterDelivery = () => new Promise((resolve) => setTimeout(resolve, 2000));

describe('mails on a change of stage', () => {
  it("mails a Dutch customer 'Je fiets is klaar' naming the bike, and the move's answer says a mail was queued", async () => {
    const request = await approvedRequest({});
    const [bikeId = 0] = request.bikeIds;
    const toRepair = await move(request, bikeId, { stage: 'in_repair', version: 0 });
    // In reparatie's template is switched off by default: nothing for that move.
    expect(toRepair.json().customerMailQueued).toBe(false);
    const ready = await move(request, bikeId, { stage: 'ready', version: 1 });
    expect(ready.json().customerMailQueued).toBe(true);

    const mail = await mailTo(request, 'Je fiets is klaar');
    expect(mail.subject).toBe(`Je fiets is klaar: Gazelle Ultimate C8 (${request.reference})`);
    expect(mail.text).toContain('Beste Sanne,');
    expect(mail.text).toContain(`je Gazelle Ultimate C8 (aanvraag ${request.reference}) is klaar`);
    expect((await outboxOf(request, 'stage_in_repair')).length).toBe(0);
  });

  it('mails an English customer in English, and asks for their approval when the bike waits for it', async () => {
    const request = await approvedRequest({ language: 'en' });
    const [bikeId = 0] = request.bikeIds;
    const answer = await moveThrough(request, bikeId, ['in_repair', 'waiting_for_customer']);
    expect(answer.customerMailQueued).toBe(true);
    const mail = await mailTo(request, 'We need your approval');
    expect(mail.subject).toBe(
      `We need your approval for your Gazelle Ultimate C8 (${request.reference})`,
    );
    expect(mail.text).toContain('Dear Sanne,');
    expect(mail.html).toContain('Until we hear from you, the repair is on hold.');
  });

  it('mails each bike of a request that moves, naming that bike', async () => {
    const request = await approvedRequest({ bikes: [GAZELLE, CORTINA] });
    const [gazelle = 0, cortina = 0] = request.bikeIds;
    await moveThrough(request, gazelle, ['in_repair', 'ready']);
    await moveThrough(request, cortina, ['in_repair', 'ready']);
    await mailTo(request, 'Je fiets is klaar: Gazelle Ultimate C8');
    await mailTo(request, 'Je fiets is klaar: Cortina E-U4');
    await afterDelivery();
    expect(receivedBy(request).filter((mail) => mail.subject.includes('klaar'))).toHaveLength(2);
  });

  it('mails nothing when staff untick the mail (notifyCustomer: false), and the answer says so', async () => {
    const request = await approvedRequest({});
    const answer = await moveThrough(request, request.bikeIds[0] ?? 0, ['in_repair', 'ready'], {
      notifyCustomer: false,
    });
    expect(answer.customerMailQueued).toBe(false);
    expect(await outboxOf(request, 'stage_ready')).toEqual([]);
  });

  it('mails nothing for a stage whose template is switched off, even when asked, and mails once staff switch it on', async () => {
    const request = await approvedRequest({});
    const [bikeId = 0] = request.bikeIds;
    const asked = await move(request, bikeId, {
      stage: 'in_repair',
      version: 0,
      notifyCustomer: true,
    });
    expect(asked.json().customerMailQueued).toBe(false);
    expect(await outboxOf(request, 'stage_in_repair')).toEqual([]);

    const [template] = await app.server.database.db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.status, 'stage_in_repair'), eq(emailTemplates.language, 'nl')));
    if (!template) throw new Error('the seed has no In reparatie template');
    const switchedOn = await app.asAdmin('PUT', `/api/email-templates/${template.id}`, {
      status: template.status,
      language: template.language,
      subject: template.subject,
      htmlContent: template.htmlContent,
      isActive: true,
    });
    expect(switchedOn.statusCode, switchedOn.body).toBe(200);
    try {
      const back = await move(request, bikeId, { stage: 'planned', version: 1 });
      expect(back.json().customerMailQueued).toBe(false);
      const again = await move(request, bikeId, { stage: 'in_repair', version: 2 });
      expect(again.json().customerMailQueued).toBe(true);
      await mailTo(request, 'We werken aan je Gazelle Ultimate C8');
    } finally {
      await app.server.database.db
        .update(emailTemplates)
        .set({ isActive: false })
        .where(eq(emailTemplates.id, template.id));
    }
  });

  it('mails a move once: a replayed move is refused, and the outbox takes no second mail for the same move', async () => {
    const request = await approvedRequest({});
    const [bikeId = 0] = request.bikeIds;
    await moveThrough(request, bikeId, ['in_repair', 'ready']);
    const replayed = await move(request, bikeId, { stage: 'ready', version: 1 });
    expect(replayed.statusCode).toBe(409);

    // The move to Klaar mailed again, as a second run of the same work would.
    const readyMove = (await eventsOf(app.server.database.db, request.id)).find(
      (event) => event.type === bikeStageChanged.type && event.payload.to === 'ready',
    );
    if (!readyMove) throw new Error('the move to Klaar is not in the history');
    const queuedAgain = await app.server.database.transaction((tx) =>
      mailStageChange(
        tx,
        app.server.jobs,
        { bikeId, to: 'ready', eventId: readyMove.id },
        { workshop: app.server.config.workshop },
      ),
    );
    expect(queuedAgain).toBe(false);
    expect(await outboxOf(request, 'stage_ready')).toHaveLength(1);
    await mailTo(request, 'Je fiets is klaar');
    await afterDelivery();
    expect(receivedBy(request).filter((mail) => mail.subject.includes('klaar'))).toHaveLength(1);
  });
});

describe('the mail of a later planned date', () => {
  const logger = pino({ level: 'silent' });

  /** A bike planned for `date`, as approval plans it. */
  async function plannedBike(date: string) {
    const request = await approvedRequest({});
    const [bikeId = 0] = request.bikeIds;
    await app.server.database.db
      .update(bikeProgress)
      .set({ plannedDate: date })
      .where(eq(bikeProgress.bikeId, bikeId));
    return { request, bikeId };
  }

  /** Staff plan the bike for another day: the date changes and the event is published with it. */
  async function replan(bike: { request: Request; bikeId: number }, from: string, to: string) {
    return app.server.database.transaction(async (tx) => {
      await tx.db
        .update(bikeProgress)
        .set({ plannedDate: to })
        .where(eq(bikeProgress.bikeId, bike.bikeId));
      return app.server.jobs.publish(tx, bikePlanChanged, {
        serviceRequestId: bike.request.id,
        actor: TEST_ADMIN_EMAIL,
        payload: {
          bikeId: bike.bikeId,
          position: 1,
          from: { plannedDate: from, plannedMinutes: 60 },
          to: { plannedDate: to, plannedMinutes: 60 },
        },
      });
    });
  }

  /** The change's job as it runs once its 5 minutes have passed. */
  const settle = (event: Parameters<typeof mailLaterPlannedDateJob.handle>[0]) =>
    mailLaterPlannedDateJob.handle(event, {
      ...jobContextForTests(logger),
      config: app.server.config,
      database: app.server.database,
      logger,
      jobs: app.server.jobs,
    });

  const laterDateMails = (request: Request) => outboxOf(request, 'planned_date_later');

  it('waits 5 minutes after a change of date before it looks', async () => {
    const bike = await plannedBike('2026-12-01');
    const event = await replan(bike, '2026-12-01', '2026-12-08');
    const { rows } = await app.server.database.executeSql(
      "SELECT extract(epoch FROM start_after - created_on) AS delay FROM pgboss.job WHERE name = $1 AND (data->>'eventId')::int = $2",
      [mailLaterPlannedDateJob.name, event.eventId],
    );
    expect(Number(rows[0]?.delay)).toBeCloseTo(PLAN_SETTLE_SECONDS, -1);
  });

  it('mails the new, later date once, however often its job runs', async () => {
    const bike = await plannedBike('2026-12-01');
    const later = await replan(bike, '2026-12-01', '2026-12-08');
    await settle(later);
    await settle(later);
    const mail = await mailTo(bike.request, 'Nieuwe datum voor je fiets');
    expect(mail.subject).toBe(`Nieuwe datum voor je fiets (${bike.request.reference})`);
    expect(mail.text).toContain('De nieuwe datum is dinsdag 8 december 2026.');
    expect(mail.text).toContain('Gazelle Ultimate C8');
    // The calendar file the approval's mail gave moves to the new day (decision 049).
    const [calendar] = mail.attachments;
    expect(calendar?.parameters.method).toBe('PUBLISH');
    expect(calendar?.content).toContain('DTSTART;TZID=Europe/Amsterdam:20261208T090000');
    expect(await laterDateMails(bike.request)).toHaveLength(1);
  });

  it('mails nothing for a date moved later and back within the 5 minutes', async () => {
    const bike = await plannedBike('2026-12-01');
    const later = await replan(bike, '2026-12-01', '2026-12-08');
    const back = await replan(bike, '2026-12-08', '2026-12-01');
    await settle(later);
    await settle(back);
    expect(await laterDateMails(bike.request)).toEqual([]);
  });

  it('mails nothing for an earlier date', async () => {
    const bike = await plannedBike('2026-12-08');
    await settle(await replan(bike, '2026-12-08', '2026-12-03'));
    expect(await laterDateMails(bike.request)).toEqual([]);
  });

  it('mails only a date that has stood for 5 minutes, and then only one later than the date last mailed', async () => {
    const bike = await plannedBike('2026-12-01');
    const first = await replan(bike, '2026-12-01', '2026-12-04');
    const second = await replan(bike, '2026-12-04', '2026-12-08');
    // The first change's 5 minutes are over, but the second came after it: not settled yet.
    await settle(first);
    expect(await laterDateMails(bike.request)).toEqual([]);
    await settle(second);
    expect(await laterDateMails(bike.request)).toHaveLength(1);
    await mailTo(bike.request, 'Nieuwe datum');
    expect(receivedBy(bike.request).at(-1)?.html).toContain('dinsdag 8 december 2026');

    // Told the 8th: the 5th and then the 7th are no later than what the customer knows.
    await settle(await replan(bike, '2026-12-08', '2026-12-05'));
    await settle(await replan(bike, '2026-12-05', '2026-12-07'));
    expect(await laterDateMails(bike.request)).toHaveLength(1);
    await settle(await replan(bike, '2026-12-07', '2026-12-10'));
    expect(await laterDateMails(bike.request)).toHaveLength(2);
  });
});
