import { z } from 'zod';
import { callJson, IntegrationError, numericId } from '../http.ts';

/** A customer as the invoicing system keeps them. */
export type InvoiceContact = {
  /** Our customer id; the invoicing system finds the contact by it. */
  customerId: string;
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Street, number and addition on one line. */
  address: string;
  zipcode: string;
  city: string;
};

/** One invoice line; the price is per unit, VAT included: Moneybird multiplies it by `amount`. */
export type InvoiceLine = {
  description: string;
  quantity: number;
  unitPriceInVatCents: number;
  vatPercentage: number;
};

/**
 * What an invoice says about paying it: its state (`draft` until staff send it, then `open`,
 * `late`, `reminded`, …, `paid`) and the page where the customer pays it online.
 */
export type InvoicePayment = { state: string; paymentUrl: string | null };

/**
 * The port the invoicing service calls. Each method is one step that can be repeated: a
 * contact is looked up by our customer id and an invoice by its reference before either is
 * created, so a retry never makes a second one.
 */
export interface Invoicing {
  findContact(customerId: string): Promise<string | undefined>;
  createContact(contact: InvoiceContact): Promise<string>;
  findInvoice(contactId: string, reference: string): Promise<string | undefined>;
  createDraftInvoice(invoice: {
    contactId: string;
    reference: string;
    lines: InvoiceLine[];
  }): Promise<string>;
  readInvoice(invoiceId: string): Promise<InvoicePayment>;
}

/** A 429 is waited out and tried again this often before the call counts as failed. */
const RATE_LIMITED_RETRIES = 2;
/** Moneybird's limit is per 5 minutes; a 429 without `Retry-After` waits this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** Never wait longer than Moneybird's whole window, whatever a header says. */
const MAX_RETRY_AFTER_SECONDS = 300;

/** Moneybird's ids are large numbers sent as strings. */
const recordSchema = z.object({ id: numericId });

/** `GET /tax_rates.json`, the fields we match a line's VAT percentage on. */
const taxRatesSchema = z.array(
  z.object({
    id: numericId,
    percentage: z.string(),
    tax_rate_type: z.string(),
    active: z.boolean(),
  }),
);

/** `GET /sales_invoices.json`, the fields we find an invoice by. */
const invoicesSchema = z.array(z.object({ id: numericId, reference: z.string().nullish() }));

/** `GET /sales_invoices/{id}.json`, the fields about paying it. */
const invoicePaymentSchema = z.object({
  id: numericId,
  state: z.string(),
  payment_url: z.url().nullish(),
});

/** Moneybird's error body: `{error}` with a text or a map of fields to messages. */
function errorText(body: unknown) {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    return Object.entries(error)
      .map(([field, messages]) => `${field} ${[messages].flat().join(', ')}`)
      .join('; ');
  }
  return undefined;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Moneybird's API v2: `{baseUrl}/{administrationId}/{resource}.json` with a Bearer token.
 * The limit is 150 calls per 5 minutes; a 429 is waited out for its `Retry-After` and tried
 * again. Each line's VAT percentage is matched to one of the administration's active sales
 * tax rates, read once; a percentage without a rate fails loudly rather than guessing.
 */
export function createMoneybirdClient(options: {
  baseUrl: string;
  administrationId: string;
  token: string;
  /** Revenue account for every line; unset leaves Moneybird's default. */
  ledgerAccountId?: string;
  timeoutMs?: number;
}): Invoicing {
  const call = async <Answer extends z.ZodType>(
    path: string,
    answer: Answer,
    init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<z.output<Answer>> => {
    const url = new URL(
      `${options.baseUrl}/${encodeURIComponent(options.administrationId)}${path}`,
    );
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await callJson({
          system: 'moneybird',
          url,
          method: init.method,
          body: init.body,
          headers: { Authorization: `Bearer ${options.token}` },
          timeoutMs: options.timeoutMs,
          answer,
          errorText,
        });
      } catch (error) {
        if (
          !(error instanceof IntegrationError) ||
          error.status !== 429 ||
          attempt >= RATE_LIMITED_RETRIES
        )
          throw error;
        const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
        await sleep(Math.min(seconds, MAX_RETRY_AFTER_SECONDS) * 1000);
      }
    }
  };

  let taxRates: Promise<z.output<typeof taxRatesSchema>> | undefined;
  async function taxRateIdFor(percentage: number) {
    taxRates ??= call('/tax_rates.json', taxRatesSchema).catch((error: unknown) => {
      taxRates = undefined;
      throw error;
    });
    const rate = (await taxRates).find(
      (candidate) =>
        candidate.active &&
        candidate.tax_rate_type === 'sales_invoice' &&
        Number(candidate.percentage) === percentage,
    );
    if (!rate) {
      throw new IntegrationError(
        'moneybird',
        `moneybird has no active sales tax rate of ${percentage}%`,
      );
    }
    return rate.id;
  }

  return {
    async findContact(customerId) {
      try {
        const contact = await call(
          `/contacts/customer_id/${encodeURIComponent(customerId)}.json`,
          recordSchema,
        );
        return contact.id;
      } catch (error) {
        if (error instanceof IntegrationError && error.status === 404) return undefined;
        throw error;
      }
    },

    async createContact(contact) {
      const created = await call('/contacts.json', recordSchema, {
        method: 'POST',
        body: {
          contact: {
            company_name: contact.companyName ?? undefined,
            firstname: contact.firstName,
            lastname: contact.lastName,
            address1: contact.address,
            zipcode: contact.zipcode,
            city: contact.city,
            country: 'NL',
            send_invoices_to_email: contact.email,
            customer_id: contact.customerId,
          },
        },
      });
      return created.id;
    },

    async findInvoice(contactId, reference) {
      const invoices = await call('/sales_invoices.json', invoicesSchema, {
        query: { filter: `state:all,contact_id:${contactId}`, per_page: '100' },
      });
      return invoices.find((invoice) => invoice.reference === reference)?.id;
    },

    async createDraftInvoice(invoice) {
      const details = [];
      for (const line of invoice.lines) {
        details.push({
          description: line.description,
          price: euros(line.unitPriceInVatCents),
          amount: String(line.quantity),
          tax_rate_id: await taxRateIdFor(line.vatPercentage),
          ledger_account_id: options.ledgerAccountId,
        });
      }
      const created = await call('/sales_invoices.json', recordSchema, {
        method: 'POST',
        body: {
          sales_invoice: {
            contact_id: invoice.contactId,
            reference: invoice.reference,
            prices_are_incl_tax: true,
            details_attributes: details,
          },
        },
      });
      return created.id;
    },

    async readInvoice(invoiceId) {
      const invoice = await call(
        `/sales_invoices/${encodeURIComponent(invoiceId)}.json`,
        invoicePaymentSchema,
      );
      return { state: invoice.state, paymentUrl: invoice.payment_url ?? null };
    },
  };
}
