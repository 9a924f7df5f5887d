import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications, serviceRequests, webhookDeliveries } from '../../db/schema.ts';
import {
  FAKE_MONEYBIRD_ADMINISTRATION_ID,
  FAKE_MONEYBIRD_TOKEN,
  type FakeMoneybird,
  startFakeMoneybird,
} from '../../integrations/invoicing/fake.ts';
import {
  FAKE_CYCLESOFTWARE_PASSWORD,
  FAKE_CYCLESOFTWARE_USER,
  type FakeCycleSoftware,
  startFakeCycleSoftware,
} from '../../integrations/workshop/fake.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { publishedEvent } from '../../test/events.ts';
import { readServiceRequest, waitFor, waitForNotification } from '../../test/eventually.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { repairCompleted } from '../work-orders/events.ts';
import { invoiceRepairJob } from './jobs.ts';

const WEBHOOK_SECRET = 'cyclesoftware-webhook-secret-for-tests';

let cycleSoftware: FakeCycleSoftware;
let moneybird: FakeMoneybird;
let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  cycleSoftware = await startFakeCycleSoftware();
  moneybird = await startFakeMoneybird();
  server = await createTestApp(
    {
      CYCLESOFTWARE_URL: cycleSoftware.url,
      CYCLESOFTWARE_USERNAME: FAKE_CYCLESOFTWARE_USER,
      CYCLESOFTWARE_PASSWORD: FAKE_CYCLESOFTWARE_PASSWORD,
      CYCLESOFTWARE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MONEYBIRD_URL: moneybird.url,
      MONEYBIRD_ADMINISTRATION_ID: FAKE_MONEYBIRD_ADMINISTRATION_ID,
      MONEYBIRD_TOKEN: FAKE_MONEYBIRD_TOKEN,
    },
    { startAfterSeconds: 0, retryDelaySeconds: 1, retryBackoff: false, retryLimit: 1 },
  );
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await cycleSoftware?.close();
  await moneybird?.close();
});

const readRequest = (id: number) => readServiceRequest(server.database.db, id);
/** The completion of a request's repair, as the invoice job receives it. */
const completionOf = (id: number) => publishedEvent(server.database.db, repairCompleted, id);

const waitForInvoice = (id: number) =>
  waitFor(
    () => readRequest(id),
    (row) => row.invoiceId !== null,
  );

const BRAKE_PADS = {
  description: 'Remblokken vervangen',
  quantity: 2,
  unit_price_in_vat_cents: 1750,
  vat_percentage: 21,
};
const LABOUR = {
  description: 'Arbeid',
  quantity: 1,
  unit_price_in_vat_cents: 4500,
  vat_percentage: 9,
};

let customerCount = 0;

/** An approved request of a stored customer, with a work order per bike in CycleSoftware. */
async function approvedRequest(bikeCount = 1) {
  customerCount += 1;
  const [customer] = await server.database.db
    .insert(customers)
    .values({ email: `klant${customerCount}@example.nl`, fullName: 'Daan Bakker' })
    .returning();
  const bike = { brand: 'Gazelle', model: 'Ultimate', issueDescription: 'Remmen piepen.' };
  const request = await insertServiceRequest(server.database.db, {
    customerId: customer?.id,
    email: `klant${customerCount}@example.nl`,
    bikes: Array.from({ length: bikeCount }, () => bike),
  });
  const approved = await asAdmin('PATCH', `/api/service-requests/${request.id}/approve`, {
    freightliveActivityType: 'stop',
  });
  expect(approved.json().workOrder).toEqual({ status: 'done' });
  return { row: await readRequest(request.id), customerId: String(customer?.id) };
}

const invoicesOf = (reference: string) =>
  [...moneybird.invoices.values()].filter((invoice) => invoice.reference === reference);

const signed = (rawBody: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Posts a delivery as CycleSoftware does: raw JSON, its HMAC and its delivery id. */
function deliver(body: object, options: { signature?: string | null; deliveryId?: string } = {}) {
  const rawBody = JSON.stringify(body);
  const signature = options.signature === undefined ? signed(rawBody) : options.signature;
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/cyclesoftware',
    headers: {
      'content-type': 'application/json',
      'x-cyclesoftware-event': 'workshop_order.updated',
      'x-cyclesoftware-delivery': options.deliveryId ?? (body as { id: string }).id,
      ...(signature === null ? {} : { 'x-cyclesoftware-signature': signature }),
    },
    payload: rawBody,
  });
}

const orderUpdated = (workOrderId: string, statusId = 7) => ({
  id: randomUUID(),
  account_id: 1,
  event_name: 'workshop_order.updated',
  event_timestamp: '2026-05-12 16:00:00',
  payload: { workshop_order_id: Number(workOrderId), status_id: statusId },
});

describe('the invoice of a completed repair', () => {
  it("makes one draft invoice with the booked lines for the customer's contact", async () => {
    const { row, customerId } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [BRAKE_PADS, LABOUR]);
    const checked = await asAdmin('POST', '/api/service-requests/check-completed-repairs');
    expect(checked.json().archivedCount).toBeGreaterThanOrEqual(1);
    const invoiced = await waitForInvoice(row.id);
    const invoice = moneybird.invoices.get(invoiced.invoiceId ?? '');
    const reference = `#SR-${row.createdAt.getFullYear()}-${String(row.id).padStart(3, '0')}`;
    expect(invoice).toMatchObject({
      reference,
      state: 'draft',
      prices_are_incl_tax: true,
      details: [
        { description: 'Remblokken vervangen', price: '17.50', amount: '2' },
        { description: 'Arbeid', price: '45.00', amount: '1' },
      ],
    });
    expect(invoice?.total_price_incl_tax).toBe('80.00');
    expect(moneybird.contacts.get(invoice?.contact_id ?? '')).toMatchObject({
      customer_id: customerId,
      firstname: 'Daan',
      lastname: 'Bakker',
      address1: 'Overtoom 15',
      zipcode: '1054HB',
      city: 'Amsterdam',
    });
  });

  it('bills what the work order totals: each line at its unit price less its discount', async () => {
    const { row } = await approvedRequest();
    const workOrderId = row.workOrderIds[0] ?? '';
    cycleSoftware.completeOrder(workOrderId, [
      LABOUR,
      { ...BRAKE_PADS, quantity: 3 },
      { ...BRAKE_PADS, description: 'Binnenband', unit_discount_amount_in_vat_cents: 250 },
    ]);
    await asAdmin('POST', '/api/service-requests/check-completed-repairs');
    const invoiced = await waitForInvoice(row.id);
    const invoice = moneybird.invoices.get(invoiced.invoiceId ?? '');
    const lineTotals = cycleSoftware.orders
      .get(Number(workOrderId))
      ?.order_items.map((line) => line.price_in_vat_cents);
    expect(lineTotals).toEqual([4500, 5250, 3000]);
    expect(invoice?.details).toMatchObject([
      { price: '45.00', amount: '1' },
      { price: '17.50', amount: '3' },
      { price: '15.00', amount: '2' },
    ]);
    expect(invoice?.total_price_incl_tax).toBe('127.50');
  });

  it('never makes a second invoice when the job runs again, also after an answer was lost', async () => {
    const { row } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [LABOUR]);
    await deliver(orderUpdated(row.workOrderIds[0] ?? ''));
    const first = await waitForInvoice(row.id);
    const reference = moneybird.invoices.get(first.invoiceId ?? '')?.reference ?? '';

    await server.jobs.enqueue(server.database, invoiceRepairJob, await completionOf(row.id));
    await server.database.db
      .update(serviceRequests)
      .set({ invoiceId: null })
      .where(eq(serviceRequests.id, row.id));
    await server.jobs.enqueue(server.database, invoiceRepairJob, await completionOf(row.id));
    const again = await waitForInvoice(row.id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(again.invoiceId).toBe(first.invoiceId);
    expect(invoicesOf(reference)).toHaveLength(1);
  });

  it('tries again after Moneybird failed once, and succeeds', async () => {
    const { row } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [BRAKE_PADS]);
    moneybird.failNext(1, 503);
    await deliver(orderUpdated(row.workOrderIds[0] ?? ''));
    const invoiced = await waitForInvoice(row.id);
    expect(invoiced.invoiceId).not.toBeNull();
  });

  it('tells the staff (source moneybird) when invoicing keeps failing; the repair stays completed and can still be invoiced', async () => {
    const { row } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [BRAKE_PADS]);
    moneybird.setMode('failing', 401);
    await deliver(orderUpdated(row.workOrderIds[0] ?? ''));
    const notification = await waitForNotification(
      server.database.db,
      eq(notifications.relatedId, String(row.id)),
      (candidate) => candidate.source === 'moneybird',
    );
    moneybird.setMode('up');
    expect(notification?.title).toMatch(/Factuur voor #SR-\d{4}-\d{3,} niet aangemaakt/);
    expect(notification?.message).toContain('moneybird answered 401');
    expect(notification?.message).not.toContain(FAKE_MONEYBIRD_TOKEN);
    const kept = await readRequest(row.id);
    expect(kept).toMatchObject({ isArchived: true, invoiceId: null });
    expect(kept.completedAt).not.toBeNull();

    await server.jobs.enqueue(server.database, invoiceRepairJob, await completionOf(row.id));
    expect((await waitForInvoice(row.id)).invoiceId).not.toBeNull();
  });
});

describe('POST /api/webhooks/cyclesoftware', () => {
  it('completes, archives and invoices the repair of a signed "Reparatie voltooid" delivery', async () => {
    const { row } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [BRAKE_PADS]);
    const response = await deliver(orderUpdated(row.workOrderIds[0] ?? ''));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const completed = await readRequest(row.id);
    expect(completed).toMatchObject({
      isArchived: true,
      archivalReason: 'Repair completed in CycleSoftware',
    });
    expect(completed.completedAt).not.toBeNull();
    expect((await waitForInvoice(row.id)).invoiceId).not.toBeNull();
  });

  it('ignores a repeated delivery', async () => {
    const { row } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [LABOUR]);
    const delivery = orderUpdated(row.workOrderIds[0] ?? '');
    await deliver(delivery);
    const invoiced = await waitForInvoice(row.id);
    const repeated = await deliver(delivery);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ received: true, duplicate: true });
    const recorded = await server.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.deliveryId, delivery.id));
    expect(recorded).toHaveLength(1);
    expect((await readRequest(row.id)).updatedAt).toEqual(invoiced.updatedAt);
  });

  it('refuses 401 a delivery without, or with a wrong, signature and changes nothing', async () => {
    const { row } = await approvedRequest();
    cycleSoftware.completeOrder(row.workOrderIds[0] ?? '', [LABOUR]);
    const delivery = orderUpdated(row.workOrderIds[0] ?? '');
    const raw = JSON.stringify(delivery);
    for (const signature of [null, 'not-hex', signed(raw, 'another-secret'), signed(`${raw} `)]) {
      const response = await deliver(delivery, { signature });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(
        'Webhook geweigerd: handtekening ontbreekt of klopt niet',
      );
    }
    expect((await readRequest(row.id)).completedAt).toBeNull();
    const recorded = await server.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.deliveryId, delivery.id));
    expect(recorded).toEqual([]);
  });

  it('completes a request with several bikes only when every work order is completed', async () => {
    const { row } = await approvedRequest(2);
    const [first = '', second = ''] = row.workOrderIds;
    cycleSoftware.completeOrder(first, [BRAKE_PADS]);
    await deliver(orderUpdated(first));
    expect((await readRequest(row.id)).completedAt).toBeNull();
    cycleSoftware.completeOrder(second, [LABOUR]);
    await deliver(orderUpdated(second));
    expect((await readRequest(row.id)).completedAt).not.toBeNull();
    const invoiced = await waitForInvoice(row.id);
    const invoice = moneybird.invoices.get(invoiced.invoiceId ?? '');
    expect(invoice?.details.map((detail) => detail.description)).toEqual([
      'Remblokken vervangen',
      'Arbeid',
    ]);
  });

  it('acknowledges other events and statuses without acting on them', async () => {
    const { row } = await approvedRequest();
    const workOrderId = row.workOrderIds[0] ?? '';
    for (const delivery of [
      orderUpdated(workOrderId, 3),
      { ...orderUpdated(workOrderId), event_name: 'workshop_order.created' },
    ]) {
      const response = await deliver(delivery);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    expect((await readRequest(row.id)).completedAt).toBeNull();
  });

  it('answers 400 to a signed body that is not a delivery', async () => {
    const response = await deliver({ hello: 'world' }, { deliveryId: randomUUID() });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/test/cyclesoftware-webhook', () => {
  it('answers the id of a draft invoice made through the webhook path', async () => {
    const response = await asAdmin('POST', '/api/test/cyclesoftware-webhook');
    expect(response.statusCode).toBe(200);
    const invoice = moneybird.invoices.get(response.json().invoice_id);
    expect(invoice).toMatchObject({
      state: 'draft',
      details: [{ price: '0.00', amount: '1' }],
    });
    expect(moneybird.contacts.get(invoice?.contact_id ?? '')?.customer_id).toBe(
      'spaak-webhooktest',
    );
    const again = await asAdmin('POST', '/api/test/cyclesoftware-webhook');
    expect(again.json().invoice_id).not.toBe(response.json().invoice_id);
    const testContacts = [...moneybird.contacts.values()].filter(
      (contact) => contact.customer_id === 'spaak-webhooktest',
    );
    expect(testContacts).toHaveLength(1);
  });

  it("answers 502 with Moneybird's message when Moneybird fails", async () => {
    moneybird.setMode('failing', 500);
    const response = await asAdmin('POST', '/api/test/cyclesoftware-webhook');
    moneybird.setMode('up');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('moneybird answered 500: Internal Server Error');
  });
});

describe('without Moneybird and a webhook secret', () => {
  it('answers 503 on the test and 404 on the webhook, saying what is not configured', async () => {
    const plain = await createTestApp();
    try {
      const admin = await signInAdmin(plain);
      const test = await admin('POST', '/api/test/cyclesoftware-webhook');
      expect(test.statusCode).toBe(503);
      expect(test.json().message).toBe('Moneybird (facturatie) is niet gekoppeld');
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/webhooks/cyclesoftware',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(orderUpdated('1')),
      });
      expect(webhook.statusCode).toBe(404);
      expect(webhook.json().message).toMatch(/CYCLESOFTWARE_WEBHOOK_SECRET/);
    } finally {
      await plain.close();
    }
  });
});
