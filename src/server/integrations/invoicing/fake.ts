import { type FakeRequest, type FakeResponse, startFakeHttpServer } from '../fake-http.ts';

export const FAKE_MONEYBIRD_ADMINISTRATION_ID = '123456789';
export const FAKE_MONEYBIRD_TOKEN = 'fake-moneybird-token';

type StoredContact = Record<string, unknown> & { id: string; customer_id: string };

type StoredInvoice = {
  id: string;
  contact_id: string;
  reference: string | null;
  state: 'draft';
  invoice_id: null;
  prices_are_incl_tax: boolean;
  details: Record<string, unknown>[];
};

/** The administration's tax rates, as Moneybird lists them (a purchase rate among them). */
const TAX_RATES = [
  { id: '300000000000000021', percentage: '21.0', tax_rate_type: 'sales_invoice', active: true },
  { id: '300000000000000009', percentage: '9.0', tax_rate_type: 'sales_invoice', active: true },
  { id: '300000000000000000', percentage: '0.0', tax_rate_type: 'sales_invoice', active: true },
  { id: '300000000000000121', percentage: '21.0', tax_rate_type: 'purchase_invoice', active: true },
];

const error = (status: number, message: unknown): FakeResponse => ({
  status,
  body: { error: message },
});

/**
 * A local Moneybird: the Bearer token, one administration, contacts found by `customer_id`,
 * tax rates, and draft sales invoices. `rateLimitNext` answers 429 with `Retry-After`, the
 * way Moneybird refuses calls over its limit.
 */
export async function startFakeMoneybird() {
  const contacts = new Map<string, StoredContact>();
  const invoices = new Map<string, StoredInvoice>();
  const rateLimit = { left: 0, retryAfterSeconds: 1 };
  // Moneybird's ids are large numbers sent as strings.
  let nextId = 400_000_000_000_000_000n;
  const newId = () => String(nextId++);
  const prefix = `/${FAKE_MONEYBIRD_ADMINISTRATION_ID}`;

  const route = (request: FakeRequest): FakeResponse => {
    if (rateLimit.left > 0) {
      rateLimit.left -= 1;
      return {
        ...error(429, 'Too many requests'),
        headers: { 'retry-after': String(rateLimit.retryAfterSeconds) },
      };
    }
    if (request.headers.authorization !== `Bearer ${FAKE_MONEYBIRD_TOKEN}`)
      return error(401, 'Token is invalid');
    if (!request.path.startsWith(`${prefix}/`)) return error(404, 'Administration not found');
    const path = request.path.slice(prefix.length);
    const body = (request.body ?? {}) as Record<string, Record<string, unknown> | undefined>;

    const contactPath = path.match(/^\/contacts\/customer_id\/([^/]+)\.json$/);
    if (request.method === 'GET' && contactPath) {
      const customerId = decodeURIComponent(contactPath[1] ?? '');
      const contact = [...contacts.values()].find(
        (candidate) => candidate.customer_id === customerId,
      );
      return contact ? { status: 200, body: contact } : error(404, 'record not found');
    }
    if (request.method === 'POST' && path === '/contacts.json') {
      const fields = body.contact ?? {};
      const customerId = String(fields.customer_id ?? '');
      if ([...contacts.values()].some((contact) => contact.customer_id === customerId))
        return error(422, { customer_id: ['is already taken'] });
      const contact: StoredContact = { ...fields, id: newId(), customer_id: customerId };
      contacts.set(contact.id, contact);
      return { status: 201, body: contact };
    }
    if (request.method === 'GET' && path === '/tax_rates.json') {
      return { status: 200, body: TAX_RATES };
    }
    if (request.method === 'GET' && path === '/sales_invoices.json') {
      const filter = request.query.get('filter') ?? '';
      const contactId = filter.match(/contact_id:(\d+)/)?.[1];
      return {
        status: 200,
        body: [...invoices.values()].filter(
          (invoice) => !contactId || invoice.contact_id === contactId,
        ),
      };
    }
    if (request.method === 'POST' && path === '/sales_invoices.json') {
      const fields = body.sales_invoice ?? {};
      const contactId = String(fields.contact_id ?? '');
      if (!contacts.has(contactId)) return error(422, { contact_id: ['does not exist'] });
      const details = (fields.details_attributes ?? []) as Record<string, unknown>[];
      if (details.some((detail) => !TAX_RATES.some((rate) => rate.id === detail.tax_rate_id)))
        return error(422, { tax_rate_id: ['is invalid'] });
      const invoice: StoredInvoice = {
        id: newId(),
        contact_id: contactId,
        reference: typeof fields.reference === 'string' ? fields.reference : null,
        state: 'draft',
        invoice_id: null,
        prices_are_incl_tax: fields.prices_are_incl_tax === true,
        details,
      };
      invoices.set(invoice.id, invoice);
      return { status: 201, body: invoice };
    }
    return error(404, 'Not found');
  };

  const server = await startFakeHttpServer(route);
  return {
    ...server,
    contacts,
    invoices,
    /** Refuses the next `count` calls with 429 and `Retry-After: retryAfterSeconds`. */
    rateLimitNext(count: number, retryAfterSeconds = 1) {
      rateLimit.left = count;
      rateLimit.retryAfterSeconds = retryAfterSeconds;
    },
  };
}

export type FakeMoneybird = Awaited<ReturnType<typeof startFakeMoneybird>>;
