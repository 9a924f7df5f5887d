import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectEachToFailAsUnexpected, UNEXPECTED_ANSWERS } from '../../test/unexpected-answers.ts';
import { createMoneybirdClient, type InvoiceContact, type Invoicing } from './client.ts';
import {
  FAKE_MONEYBIRD_ADMINISTRATION_ID,
  FAKE_MONEYBIRD_TOKEN,
  type FakeMoneybird,
  startFakeMoneybird,
} from './fake.ts';

let moneybird: FakeMoneybird;

beforeAll(async () => {
  moneybird = await startFakeMoneybird();
});

afterAll(async () => {
  await moneybird?.close();
});

afterEach(() => {
  moneybird.setMode('up');
  moneybird.answerAfter(0);
  moneybird.answerEveryCallWith(undefined);
});

const client = (
  options: { token?: string; ledgerAccountId?: string; timeoutMs?: number } = {},
): Invoicing =>
  createMoneybirdClient({
    baseUrl: moneybird.url,
    administrationId: FAKE_MONEYBIRD_ADMINISTRATION_ID,
    token: options.token ?? FAKE_MONEYBIRD_TOKEN,
    ledgerAccountId: options.ledgerAccountId,
    timeoutMs: options.timeoutMs ?? 5_000,
  });

let nextCustomerId = 1;
const contact = (): InvoiceContact => ({
  customerId: String(nextCustomerId++),
  companyName: null,
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@example.nl',
  address: 'Overtoom 15-2',
  zipcode: '1054HB',
  city: 'Amsterdam',
});

describe('Moneybird client', () => {
  it('finds a contact by our customer id only after it was created', async () => {
    const sanne = contact();
    expect(await client().findContact(sanne.customerId)).toBeUndefined();
    const contactId = await client().createContact(sanne);
    expect(await client().findContact(sanne.customerId)).toBe(contactId);
    expect(moneybird.contacts.get(contactId)).toMatchObject({
      firstname: 'Sanne',
      lastname: 'de Vries',
      address1: 'Overtoom 15-2',
      country: 'NL',
      send_invoices_to_email: 'sanne@example.nl',
      customer_id: sanne.customerId,
    });
    const created = moneybird.requests.find((call) => call.path.endsWith('/contacts.json'));
    expect(created?.headers.authorization).toBe(`Bearer ${FAKE_MONEYBIRD_TOKEN}`);
  });

  it('makes a draft invoice with prices incl. VAT and the tax rate of each line', async () => {
    const contactId = await client().createContact(contact());
    const invoiceId = await client({ ledgerAccountId: '77' }).createDraftInvoice({
      contactId,
      reference: '#SR-2026-007',
      lines: [
        { description: 'Remblokken', quantity: 2, unitPriceInVatCents: 1750, vatPercentage: 21 },
        { description: 'Arbeid', quantity: 1, unitPriceInVatCents: 4500, vatPercentage: 9 },
      ],
    });
    expect(moneybird.invoices.get(invoiceId)).toMatchObject({
      contact_id: contactId,
      reference: '#SR-2026-007',
      state: 'draft',
      prices_are_incl_tax: true,
      details: [
        {
          description: 'Remblokken',
          price: '17.50',
          amount: '2',
          tax_rate_id: '300000000000000021',
          ledger_account_id: '77',
        },
        { description: 'Arbeid', price: '45.00', amount: '1', tax_rate_id: '300000000000000009' },
      ],
    });
    expect(await client().findInvoice(contactId, '#SR-2026-007')).toBe(invoiceId);
    expect(await client().findInvoice(contactId, '#SR-2026-008')).toBeUndefined();
  });

  it.each([
    { quantity: 1, amount: '1', total: '17.50' },
    { quantity: 2, amount: '2', total: '35.00' },
    { quantity: 0.5, amount: '0.5', total: '8.75' },
  ])(
    'bills a quantity of $quantity at the unit price as $amount × 17.50 = $total',
    async ({ quantity, amount, total }) => {
      const contactId = await client().createContact(contact());
      const invoiceId = await client().createDraftInvoice({
        contactId,
        reference: `#SR-2026-006-${quantity}`,
        lines: [{ description: 'Arbeid', quantity, unitPriceInVatCents: 1750, vatPercentage: 21 }],
      });
      expect(moneybird.invoices.get(invoiceId)).toMatchObject({
        details: [{ price: '17.50', amount }],
        total_price_incl_tax: total,
      });
    },
  );

  it('is refused by the fake, as by Moneybird, for an unknown attribute or a wrong value', async () => {
    const post = (path: string, body: object) =>
      fetch(`${moneybird.url}/${FAKE_MONEYBIRD_ADMINISTRATION_ID}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${FAKE_MONEYBIRD_TOKEN}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const contact = await post('/contacts.json', { contact: { first_name: 'Sanne' } });
    expect(contact.status).toBe(400);
    expect(await contact.json()).toEqual({ error: 'Unknown attribute(s): first_name' });
    const invoice = await post('/sales_invoices.json', {
      sales_invoice: {
        contact_id: '1',
        details_attributes: [
          { description: 'Arbeid', price: 17.5, amount: '2', tax_rate_id: '300000000000000021' },
        ],
      },
    });
    expect(invoice.status).toBe(422);
    expect(await invoice.json()).toEqual({
      error: { 'details_attributes.0.price': ['is invalid'] },
    });
  });

  it('refuses a VAT percentage the administration has no sales rate for', async () => {
    const contactId = await client().createContact(contact());
    await expect(
      client().createDraftInvoice({
        contactId,
        reference: '#SR-2026-009',
        lines: [{ description: 'Bel', quantity: 1, unitPriceInVatCents: 500, vatPercentage: 7 }],
      }),
    ).rejects.toThrow('moneybird has no active sales tax rate of 7%');
  });

  it("fails with Moneybird's validation message, and never with the token", async () => {
    const sanne = contact();
    await client().createContact(sanne);
    await expect(client().createContact(sanne)).rejects.toThrow(
      'moneybird answered 422: customer_id is already taken',
    );
    const refused = await client({ token: 'wrong' })
      .findContact('1')
      .catch((error: Error) => error);
    expect((refused as Error).message).toBe('moneybird answered 401: Token is invalid');
    moneybird.setMode('failing', 500);
    const failed = await client()
      .findContact('1')
      .catch((error: Error) => error);
    expect((failed as Error).message).toBe('moneybird answered 500: Internal Server Error');
    expect((failed as Error).message).not.toContain(FAKE_MONEYBIRD_TOKEN);
  });

  it('waits out a 429 for its Retry-After and then succeeds', async () => {
    const before = moneybird.requests.length;
    moneybird.rateLimitNext(1, 1);
    const started = Date.now();
    expect(await client().findContact('no-such-customer')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(moneybird.requests.length - before).toBe(2);
  });

  it('gives up when the limit does not lift', async () => {
    moneybird.rateLimitNext(10, 0);
    await expect(client().findContact('1')).rejects.toThrow(
      'moneybird answered 429: Too many requests',
    );
    moneybird.rateLimitNext(0);
  });

  it('waits for a slow answer within the timeout, and gives up on none', async () => {
    moneybird.answerAfter(200);
    expect(await client().findContact('no-such-customer')).toBeUndefined();
    moneybird.setMode('hanging');
    await expect(client({ timeoutMs: 300 }).findContact('1')).rejects.toThrow(
      'moneybird did not answer in time',
    );
  });

  it.each(Object.entries(UNEXPECTED_ANSWERS))(
    'fails as moneybird when it answers 200 with %s',
    async (_, unexpected) => {
      const contactId = await client().createContact(contact());
      moneybird.answerEveryCallWith(unexpected);
      const invoicing = client();
      await expectEachToFailAsUnexpected('moneybird', FAKE_MONEYBIRD_TOKEN, [
        () => invoicing.findContact('1'),
        () => invoicing.createContact(contact()),
        () => invoicing.findInvoice(contactId, '#SR-2026-010'),
        () =>
          invoicing.createDraftInvoice({
            contactId,
            reference: '#SR-2026-010',
            lines: [
              { description: 'Bel', quantity: 1, unitPriceInVatCents: 500, vatPercentage: 21 },
            ],
          }),
        () => invoicing.readInvoice('400000000000000000'),
      ]);
    },
  );

  it('fails on tax rates that changed shape rather than guessing a rate', async () => {
    moneybird.answerEveryCallWith({
      status: 200,
      body: [{ id: '300000000000000021', percentage: '21.0', active: true }],
    });
    await expect(
      client().createDraftInvoice({
        contactId: '1',
        reference: '#SR-2026-011',
        lines: [{ description: 'Bel', quantity: 1, unitPriceInVatCents: 500, vatPercentage: 21 }],
      }),
    ).rejects.toThrow('moneybird answered 200 with an unexpected body (at 0.tax_rate_type)');
  });
});
