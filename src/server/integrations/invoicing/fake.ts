import { z } from 'zod';
import { type FakeRequest, type FakeResponse, startFakeHttpServer } from '../fake-http.ts';

export const FAKE_MONEYBIRD_ADMINISTRATION_ID = '123456789';
export const FAKE_MONEYBIRD_TOKEN = 'fake-moneybird-token';

type StoredContact = Record<string, unknown> & { id: string; customer_id: string };

/** Moneybird's documented contact attributes that take text. */
const CONTACT_TEXT_ATTRIBUTES = [
  'company_name',
  'firstname',
  'lastname',
  'address1',
  'address2',
  'zipcode',
  'city',
  'country',
  'phone',
  'delivery_method',
  'customer_id',
  'tax_number',
  'chamber_of_commerce',
  'bank_account',
  'send_invoices_to_attention',
  'send_invoices_to_email',
  'send_estimates_to_attention',
  'send_estimates_to_email',
  'sepa_iban',
  'sepa_iban_account_name',
  'sepa_bic',
  'sepa_mandate_id',
  'sepa_mandate_date',
  'sepa_sequence_type',
  'si_identifier_type',
  'si_identifier',
  'invoice_workflow_id',
  'estimate_workflow_id',
] as const;

/** `contact` of `POST /contacts.json`: Moneybird's documented contact attributes only. */
const contactSchema = z.strictObject({
  ...(Object.fromEntries(
    CONTACT_TEXT_ATTRIBUTES.map((attribute) => [attribute, z.string().optional()]),
  ) as Record<(typeof CONTACT_TEXT_ATTRIBUTES)[number], z.ZodOptional<z.ZodString>>),
  sepa_active: z.boolean().optional(),
  email_ubl: z.boolean().optional(),
  direct_debit: z.boolean().optional(),
});

/** Money and quantities as Moneybird takes them: decimal strings such as "17.50" or "0.5". */
const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * `sales_invoice` of `POST /sales_invoices.json`, the documented attributes only: `price` is
 * the price of one unit and `amount` the quantity, so Moneybird bills `amount × price`.
 */
const salesInvoiceSchema = z.strictObject({
  contact_id: z.string(),
  reference: z.string().optional(),
  prices_are_incl_tax: z.boolean().optional(),
  invoice_date: z.string().optional(),
  currency: z.string().optional(),
  language: z.string().optional(),
  workflow_id: z.string().optional(),
  document_style_id: z.string().optional(),
  details_attributes: z.array(
    z.strictObject({
      description: z.string(),
      price: decimalString,
      amount: decimalString,
      tax_rate_id: z.string(),
      ledger_account_id: z.string().optional(),
      product_id: z.string().optional(),
      project_id: z.string().optional(),
      period: z.string().optional(),
      row_order: z.number().optional(),
    }),
  ),
});
/** `sales_invoice_sending` of `PATCH /sales_invoices/{id}/send_invoice.json`. */
const sendingSchema = z.strictObject({
  delivery_method: z.enum(['Email', 'Simplerinvoicing', 'Peppol', 'Manual', 'Post']).optional(),
  sending_scheduled: z.boolean().optional(),
  deliver_ubl: z.boolean().optional(),
  mergeable: z.boolean().optional(),
  email_address: z.string().optional(),
  email_message: z.string().optional(),
  invoice_date: z.string().optional(),
});

type SalesInvoiceDetail = z.output<typeof salesInvoiceSchema>['details_attributes'][number];

type StoredInvoice = {
  id: string;
  contact_id: string;
  reference: string | null;
  /** `draft` until sent; then `open` until paid (late and reminded are left out here). */
  state: 'draft' | 'open' | 'paid';
  /** The invoice's number, given when it is sent. */
  invoice_id: string | null;
  sent_at: string | null;
  paid_at: string | null;
  /** The invoice's public page, and the page where the customer pays it online. */
  url: string;
  payment_url: string;
  prices_are_incl_tax: boolean;
  /** What the customer pays, as Moneybird adds the lines up: "80.00". */
  total_price_incl_tax: string;
  details: SalesInvoiceDetail[];
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
 * A body Moneybird would refuse: an attribute it does not know is a 400, a known one with a
 * wrong value a 422 naming the attribute, in its `{error}` shape.
 */
function refusal(issue: z.core.$ZodIssue): FakeResponse {
  if (issue.code === 'unrecognized_keys')
    return error(400, `Unknown attribute(s): ${issue.keys.join(', ')}`);
  return error(422, { [issue.path.join('.')]: ['is invalid'] });
}

/** The invoice total incl. VAT in cents: each line's amount × price, plus VAT when excluded. */
function totalInVatCents(invoice: z.output<typeof salesInvoiceSchema>) {
  return invoice.details_attributes.reduce((total, detail) => {
    const rate = TAX_RATES.find((candidate) => candidate.id === detail.tax_rate_id);
    const vat = invoice.prices_are_incl_tax ? 1 : 1 + Number(rate?.percentage ?? 0) / 100;
    return total + Math.round(Number(detail.amount) * Number(detail.price) * vat * 100);
  }, 0);
}

/**
 * A local Moneybird: the Bearer token, one administration, contacts found by `customer_id`,
 * tax rates, and draft sales invoices; contacts and invoices are checked against the
 * documented attributes and refused as Moneybird refuses them. `rateLimitNext` answers 429 with `Retry-After`, the
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
      const parsed = contactSchema.safeParse(body.contact);
      if (!parsed.success) return refusal(parsed.error.issues[0] as z.core.$ZodIssue);
      const fields = parsed.data;
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
      const parsed = salesInvoiceSchema.safeParse(body.sales_invoice);
      if (!parsed.success) return refusal(parsed.error.issues[0] as z.core.$ZodIssue);
      const fields = parsed.data;
      if (!contacts.has(fields.contact_id)) return error(422, { contact_id: ['does not exist'] });
      const details = fields.details_attributes;
      if (details.some((detail) => !TAX_RATES.some((rate) => rate.id === detail.tax_rate_id)))
        return error(422, { tax_rate_id: ['is invalid'] });
      const id = newId();
      const publicViewCode = `${id.slice(-6)}pv`;
      const invoice: StoredInvoice = {
        id,
        contact_id: fields.contact_id,
        reference: fields.reference ?? null,
        state: 'draft',
        invoice_id: null,
        sent_at: null,
        paid_at: null,
        url: `${server.url}/${FAKE_MONEYBIRD_ADMINISTRATION_ID}/sales_invoices/${publicViewCode}`,
        payment_url: `${server.url}/${FAKE_MONEYBIRD_ADMINISTRATION_ID}/sales_invoices/${publicViewCode}/pay`,
        prices_are_incl_tax: fields.prices_are_incl_tax === true,
        total_price_incl_tax: (totalInVatCents(fields) / 100).toFixed(2),
        details,
      };
      invoices.set(invoice.id, invoice);
      return { status: 201, body: invoice };
    }
    const invoicePath = path.match(/^\/sales_invoices\/(\d+)\.json$/);
    if (request.method === 'GET' && invoicePath) {
      const invoice = invoices.get(invoicePath[1] ?? '');
      return invoice ? { status: 200, body: invoice } : error(404, 'record not found');
    }
    const sendPath = path.match(/^\/sales_invoices\/(\d+)\/send_invoice\.json$/);
    if (request.method === 'PATCH' && sendPath) {
      const invoice = invoices.get(sendPath[1] ?? '');
      if (!invoice) return error(404, 'record not found');
      const parsed = sendingSchema.safeParse(body.sales_invoice_sending ?? {});
      if (!parsed.success) return refusal(parsed.error.issues[0] as z.core.$ZodIssue);
      if (invoice.state === 'draft') {
        invoiceNumbers += 1;
        Object.assign(invoice, {
          state: 'open',
          invoice_id: `2026-${String(invoiceNumbers).padStart(4, '0')}`,
          sent_at: new Date().toISOString().slice(0, 10),
        });
      }
      return { status: 200, body: invoice };
    }
    return error(404, 'Not found');
  };

  let invoiceNumbers = 0;
  const server = await startFakeHttpServer(route);
  return {
    ...server,
    contacts,
    invoices,
    /** The customer paid an invoice, as Moneybird records a payment that settles it. */
    markPaid(invoiceId: string) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      Object.assign(invoice, { state: 'paid', paid_at: new Date().toISOString() });
    },
    /** Refuses the next `count` calls with 429 and `Retry-After: retryAfterSeconds`. */
    rateLimitNext(count: number, retryAfterSeconds = 1) {
      rateLimit.left = count;
      rateLimit.retryAfterSeconds = retryAfterSeconds;
    },
  };
}

export type FakeMoneybird = Awaited<ReturnType<typeof startFakeMoneybird>>;
