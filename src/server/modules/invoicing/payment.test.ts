import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import { createMoneybirdClient } from '../../integrations/invoicing/client.ts';
import {
  FAKE_MONEYBIRD_ADMINISTRATION_ID,
  FAKE_MONEYBIRD_TOKEN,
  type FakeMoneybird,
  startFakeMoneybird,
} from '../../integrations/invoicing/fake.ts';
import { createTestDatabase } from '../../test/database.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { checkInvoicePayments, paymentUrlFor, refreshInvoicePayment } from './payment.ts';
import { draftInvoice } from './service.ts';

let moneybird: FakeMoneybird;
let database: Database;

beforeAll(async () => {
  moneybird = await startFakeMoneybird();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
  await moneybird?.close();
});

const invoicing = () =>
  createMoneybirdClient({
    baseUrl: moneybird.url,
    administrationId: FAKE_MONEYBIRD_ADMINISTRATION_ID,
    token: FAKE_MONEYBIRD_TOKEN,
    timeoutMs: 5_000,
  });

let customers = 0;

/** A completed request whose draft invoice Spaak made in Moneybird, as the repair's job does. */
async function invoicedRequest() {
  customers += 1;
  const request = await insertServiceRequest(database.db, { status: 'approved' });
  const invoiceId = await draftInvoice(invoicing(), {
    contact: {
      customerId: `pay-${customers}`,
      companyName: null,
      firstName: 'Daan',
      lastName: 'Bakker',
      email: 'daan@example.nl',
      address: 'Overtoom 15',
      zipcode: '1054HB',
      city: 'Amsterdam',
    },
    reference: `#SR-2026-${customers}`,
    lines: [{ description: 'Arbeid', quantity: 1, unitPriceInVatCents: 4500, vatPercentage: 9 }],
  });
  await database.db
    .update(serviceRequests)
    .set({ invoiceId })
    .where(eq(serviceRequests.id, request.id));
  return { id: request.id, invoiceId };
}

/** Staff send the invoice from Moneybird, through its documented call. */
async function sendInvoice(invoiceId: string) {
  const response = await fetch(
    `${moneybird.url}/${FAKE_MONEYBIRD_ADMINISTRATION_ID}/sales_invoices/${invoiceId}/send_invoice.json`,
    {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${FAKE_MONEYBIRD_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ sales_invoice_sending: { delivery_method: 'Email' } }),
    },
  );
  expect(response.status).toBe(200);
}

const refresh = (serviceRequestId: number) =>
  refreshInvoicePayment({ database, integrations: { invoicing: invoicing() }, serviceRequestId });

const paymentUrlOf = (invoiceId: string) => moneybird.invoices.get(invoiceId)?.payment_url;

describe('paymentUrlFor', () => {
  it('offers no payment while the invoice is a draft', async () => {
    const request = await invoicedRequest();
    expect(await refresh(request.id)).toBeNull();
    expect(await paymentUrlFor(database.db, request.id)).toBeNull();
  });

  it("answers the invoice's payment page once staff sent it", async () => {
    const request = await invoicedRequest();
    await sendInvoice(request.invoiceId);
    const url = paymentUrlOf(request.invoiceId);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\/pay$/);
    expect(await refresh(request.id)).toBe(url);
    expect(await paymentUrlFor(database.db, request.id)).toBe(url);
  });

  it('offers no payment once the invoice is paid, and stops asking Moneybird about it', async () => {
    const request = await invoicedRequest();
    await sendInvoice(request.invoiceId);
    await refresh(request.id);
    moneybird.markPaid(request.invoiceId);
    expect(await refresh(request.id)).toBeNull();
    expect(await paymentUrlFor(database.db, request.id)).toBeNull();
    const [row] = await database.db
      .select({ paidAt: serviceRequests.invoicePaidAt })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(row?.paidAt).toBeInstanceOf(Date);
    moneybird.setMode('failing');
    try {
      expect(await refresh(request.id)).toBeNull();
    } finally {
      moneybird.setMode('up');
    }
  });

  it('answers null for a request without an invoice, one that does not exist, and without invoicing', async () => {
    const request = await insertServiceRequest(database.db);
    expect(await refresh(request.id)).toBeNull();
    expect(await paymentUrlFor(database.db, request.id)).toBeNull();
    expect(await paymentUrlFor(database.db, 2_000_000_000)).toBeNull();
    const invoiced = await invoicedRequest();
    expect(
      await refreshInvoicePayment({ database, integrations: {}, serviceRequestId: invoiced.id }),
    ).toBeNull();
  });
});

describe('checkInvoicePayments', () => {
  it('reads every unpaid invoice, and names the one Moneybird could not answer while the others go on', async () => {
    const sent = await invoicedRequest();
    const gone = await invoicedRequest();
    await sendInvoice(sent.invoiceId);
    moneybird.invoices.delete(gone.invoiceId);

    const { failures } = await checkInvoicePayments({
      database,
      integrations: { invoicing: invoicing() },
    });

    expect(failures).toEqual([expect.stringContaining(`${gone.id}: `)]);
    expect(await paymentUrlFor(database.db, sent.id)).toBe(paymentUrlOf(sent.invoiceId));
  });

  it('does nothing without invoicing', async () => {
    expect(await checkInvoicePayments({ database, integrations: {} })).toEqual({ failures: [] });
  });
});
