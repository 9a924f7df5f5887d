import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { notifications, outgoingEmails, serviceRequests } from '../../db/schema.ts';
import { AppError, errorText } from '../../errors.ts';
import { eventsOf } from '../../test/events.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { withMailingTestApp } from '../../test/smtp.ts';
import { cancelRequestByCustomer } from './customer-cancel.ts';

const app = withMailingTestApp();

let customers = 0;

/** A pending request of a customer of its own, so its mails are told apart. */
async function pendingRequest(options: { language?: 'nl' | 'en' } = {}) {
  customers += 1;
  const request = await insertServiceRequest(app.server.database.db, {
    firstName: 'Sanne',
    fullName: 'Sanne de Vries',
    email: `annuleer-${customers}@example.nl`,
    language: options.language ?? 'nl',
  });
  return { ...request, reference: formatReference(request.id, request.createdAt) };
}

const cancel = (serviceRequestId: number, reason?: string) =>
  cancelRequestByCustomer({
    database: app.server.database,
    jobs: app.server.jobs,
    serviceRequestId,
    reason,
    workshop: app.server.config.workshop,
  });

/** The refusal a cancel met, or undefined when it went through. */
const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (error: unknown) => error,
  );

const detailsOf = async (id: number) =>
  (await app.asAdmin('GET', `/api/service-requests/${id}`)).json();

describe('cancelRequestByCustomer', () => {
  it('takes a pending request out of pending as rejected, marked as cancelled by the customer with their reason', async () => {
    const request = await pendingRequest();
    const before = (await app.asAdmin('GET', '/api/service-requests/counts')).json();

    const result = await cancel(request.id, '  Ik heb hem zelf al gerepareerd.  ');

    expect(result.customerMailQueued).toBe(true);
    const details = await detailsOf(request.id);
    expect(details.status).toBe('rejected');
    expect(details.cancellationReason).toBe('Ik heb hem zelf al gerepareerd.');
    expect(new Date(details.cancelledByCustomerAt).getTime()).toBe(result.cancelledAt.getTime());
    expect(details.rejectionReason).toBeNull();
    const after = (await app.asAdmin('GET', '/api/service-requests/counts')).json();
    expect(after.pending).toBe(before.pending - 1);
    expect(after.rejected).toBe(before.rejected + 1);
    const rejected = (
      await app.asAdmin('GET', '/api/service-requests?status=rejected&limit=100')
    ).json();
    expect(rejected.items.map((item: { id: number }) => item.id)).toContain(request.id);
  });

  it('stores no reason for a blank one', async () => {
    const request = await pendingRequest();
    await cancel(request.id, '   ');
    expect((await detailsOf(request.id)).cancellationReason).toBeNull();
  });

  it('records the cancel in the history as the customer, without the reason', async () => {
    const request = await pendingRequest();
    await cancel(request.id, 'Te duur, sorry');
    const events = await eventsOf(app.server.database.db, request.id);
    expect(events.map(({ type, actor, payload }) => ({ type, actor, payload }))).toEqual([
      { type: 'request.cancelled_by_customer', actor: 'customer', payload: { reasonGiven: true } },
    ]);
    expect(JSON.stringify(events)).not.toContain('duur');
  });

  it("tells staff with a notification, and marks the request's earlier ones handled", async () => {
    const request = await pendingRequest();
    await app.server.database.db.insert(notifications).values({
      type: 'service_request_created',
      title: 'Nieuwe serviceaanvraag',
      message: 'Nieuw',
      severity: 'info',
      serviceRequestId: request.id,
    });
    await cancel(request.id, 'Verhuisd');
    const told = await app.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.serviceRequestId, request.id));
    expect(told.map(({ type, isRead }) => ({ type, isRead }))).toEqual([
      { type: 'service_request_created', isRead: true },
      { type: 'service_request_cancelled_by_customer', isRead: false },
    ]);
    const cancelled = told.find((notification) => !notification.isRead);
    expect(cancelled?.title).toBe(`Aanvraag ${request.reference} geannuleerd door klant`);
    expect(cancelled?.message).toContain('"Verhuisd"');
  });

  it('mails a Dutch customer the confirmation in Dutch, once', async () => {
    const request = await pendingRequest();
    await cancel(request.id);
    const mail = await app.smtp.waitForMessage((received) => received.to.includes(request.email));
    expect(mail.subject).toBe(`Je aanvraag is geannuleerd (${request.reference})`);
    expect(mail.text).toContain('Beste Sanne,');
    const queued = await app.server.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.serviceRequestId, request.id));
    expect(queued.map((email) => email.kind)).toEqual(['cancelled_by_customer']);
  });

  it('mails an English customer in English', async () => {
    const request = await pendingRequest({ language: 'en' });
    await cancel(request.id);
    const mail = await app.smtp.waitForMessage((received) => received.to.includes(request.email));
    expect(mail.subject).toBe(`Your request has been cancelled (${request.reference})`);
    expect(mail.text).toContain('Dear Sanne,');
  });

  it('answers 409 for a request staff approved, in both languages', async () => {
    const request = await pendingRequest();
    const approval = await app.asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect(approval.statusCode, approval.body).toBe(200);
    const refusal = await refusalOf(cancel(request.id));
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'REQUEST_NOT_CANCELLABLE' });
    expect((refusal as AppError).params).toEqual({ state: 'approved' });
    expect((refusal as AppError).message).toBe(
      'Je aanvraag is al goedgekeurd en kan niet meer hier worden geannuleerd. Bel ons als je wilt afzeggen.',
    );
    expect(errorText('REQUEST_NOT_CANCELLABLE', { state: 'approved' }, 'en')).toBe(
      'Your request has already been approved and can no longer be cancelled here. Please call us if you want to call it off.',
    );
    expect((await detailsOf(request.id)).cancelledByCustomerAt).toBeNull();
  });

  it('answers 409 for a request staff rejected, and leaves their reason', async () => {
    const request = await pendingRequest();
    const rejection = await app.asAdmin('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: 'Buiten ons servicegebied',
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    const refusal = await refusalOf(cancel(request.id, 'Toch niet'));
    expect(refusal).toMatchObject({
      code: 'REQUEST_NOT_CANCELLABLE',
      params: { state: 'rejected' },
    });
    const details = await detailsOf(request.id);
    expect(details.rejectionReason).toBe('Buiten ons servicegebied');
    expect(details.cancellationReason).toBeNull();
  });

  it('answers 409 for a second cancel, keeping the first reason and sending one mail', async () => {
    const request = await pendingRequest();
    await cancel(request.id, 'Eerste reden');
    const refusal = await refusalOf(cancel(request.id, 'Tweede reden'));
    expect(refusal).toMatchObject({
      code: 'REQUEST_NOT_CANCELLABLE',
      params: { state: 'cancelled' },
    });
    expect((refusal as AppError).message).toBe('Je aanvraag is al geannuleerd.');
    expect(errorText('REQUEST_NOT_CANCELLABLE', { state: 'cancelled' }, 'en')).toBe(
      'Your request has already been cancelled.',
    );
    expect((await detailsOf(request.id)).cancellationReason).toBe('Eerste reden');
    const mails = await app.server.database.db
      .select()
      .from(outgoingEmails)
      .where(
        and(
          eq(outgoingEmails.serviceRequestId, request.id),
          eq(outgoingEmails.kind, 'cancelled_by_customer'),
        ),
      );
    expect(mails).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist', async () => {
    const refusal = await refusalOf(cancel(2_000_000_000));
    expect(refusal).toMatchObject({ statusCode: 404, code: 'REQUEST_NOT_FOUND' });
  });

  it('refuses staff an approval of a cancelled request', async () => {
    const request = await pendingRequest();
    await cancel(request.id);
    const approval = await app.asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {});
    expect(approval.statusCode).toBe(409);
    expect(approval.json().code).toBe('REQUEST_NOT_PENDING');
  });

  it('lets exactly one of a cancel and an approval at the same moment win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const request = await pendingRequest();
      const [cancelled, approval] = await Promise.all([
        refusalOf(cancel(request.id)),
        app.asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {}),
      ]);
      const cancelWon = cancelled === undefined;
      const approvalWon = approval.statusCode === 200;
      expect(
        cancelWon !== approvalWon,
        `cancel ${String(cancelled)}, approval ${approval.body}`,
      ).toBe(true);
      const [row] = await app.server.database.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.id, request.id));
      expect(row?.status).toBe(cancelWon ? 'rejected' : 'approved');
      expect(row?.cancelledByCustomerAt !== null).toBe(cancelWon);
    }
  });

  it('shows the cancel in the CSV export, with the customer’s reason', async () => {
    const request = await pendingRequest();
    await cancel(request.id, 'Fiets gestolen');
    const search = encodeURIComponent(request.email);
    const csv = await app.asAdmin('GET', `/api/service-requests/export.csv?search=${search}`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.split(';')).toEqual(
      expect.arrayContaining(['Status', 'Reden annulering klant']),
    );
    expect(row).toContain('Geannuleerd door klant');
    expect(row).toContain('Fiets gestolen');
  });
});
