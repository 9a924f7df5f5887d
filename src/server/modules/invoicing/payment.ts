import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import type { Integrations } from '../../integrations/connect.ts';
import type { InvoicePayment } from '../../integrations/invoicing/client.ts';

// Where the customer pays their invoice online (decision 050).

/**
 * Moneybird's states of a sent invoice that still waits for the customer's money. Not `draft`
 * (staff have not sent it), `scheduled` (it goes out later), `pending_payment` (a direct debit
 * is on its way), `paid` or `uncollectible`.
 */
const PAYABLE_STATES: readonly string[] = ['open', 'late', 'reminded'];

/** How many unpaid invoices one check reads: Moneybird allows 150 calls in 5 minutes. */
export const PAYMENT_CHECK_BATCH = 100;

/**
 * The page where the customer pays the invoice of their request, once staff sent it and until
 * it is paid; null otherwise, and without invoicing. Read from the request, as the last check
 * (`refreshInvoicePayment`) left it, so the customer's page costs no call to the vendor.
 */
export async function paymentUrlFor(db: Db, serviceRequestId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: serviceRequests.invoicePaymentUrl })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, serviceRequestId), isNull(serviceRequests.invoicePaidAt)));
  return row?.url ?? null;
}

/** What a request keeps of its invoice's state. */
function paymentColumns(invoice: InvoicePayment) {
  if (invoice.state === 'paid') return { invoicePaymentUrl: null, invoicePaidAt: new Date() };
  return {
    invoicePaymentUrl: PAYABLE_STATES.includes(invoice.state) ? invoice.paymentUrl : null,
    invoicePaidAt: null,
  };
}

/**
 * Reads the request's invoice and keeps its payment page while it can be paid; a paid invoice
 * is marked so and never read again. Does nothing without invoicing, an invoice, or once paid.
 * Answers the payment URL as it now stands.
 */
export async function refreshInvoicePayment(options: {
  database: Database;
  integrations: Integrations;
  serviceRequestId: number;
}) {
  const { db } = options.database;
  const invoicing = options.integrations.invoicing;
  const [row] = await db
    .select({ invoiceId: serviceRequests.invoiceId, paidAt: serviceRequests.invoicePaidAt })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, options.serviceRequestId));
  if (!invoicing || !row?.invoiceId || row.paidAt) return null;
  const columns = paymentColumns(await invoicing.readInvoice(row.invoiceId));
  await db
    .update(serviceRequests)
    .set(columns)
    .where(eq(serviceRequests.id, options.serviceRequestId));
  return columns.invoicePaymentUrl;
}

/**
 * The 15-minute check: the newest invoices not known to be paid, each read once. One that
 * cannot be read is named in `failures` and the others still go on.
 */
export async function checkInvoicePayments(options: {
  database: Database;
  integrations: Integrations;
}) {
  if (!options.integrations.invoicing) return { failures: [] };
  const unpaid = await options.database.db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(isNotNull(serviceRequests.invoiceId), isNull(serviceRequests.invoicePaidAt)))
    .orderBy(desc(serviceRequests.id))
    .limit(PAYMENT_CHECK_BATCH);
  const failures: string[] = [];
  for (const { id } of unpaid) {
    await refreshInvoicePayment({ ...options, serviceRequestId: id }).catch((error: unknown) => {
      failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return { failures };
}
