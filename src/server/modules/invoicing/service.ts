import { eq } from 'drizzle-orm';
import { formatStreetLine } from '../../../contract/house-number.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { Database } from '../../db/connect.ts';
import { serviceRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Integrations } from '../../integrations/connect.ts';
import type {
  InvoiceContact,
  InvoiceLine,
  Invoicing,
} from '../../integrations/invoicing/client.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { SYSTEM_ACTOR } from '../../jobs/events.ts';
import { bikesOfRequest, workOrderIdsOf } from '../service-requests/bikes.ts';
import { invoiceDrafted } from './events.ts';

type Row = typeof serviceRequests.$inferSelect;

/**
 * Finds or creates the customer's contact, then finds (by reference) or creates the draft
 * invoice: a repeated call makes neither twice. Returns the invoice id.
 */
export async function draftInvoice(
  invoicing: Invoicing,
  invoice: { contact: InvoiceContact; reference: string; lines: InvoiceLine[] },
) {
  const { contact, reference, lines } = invoice;
  const contactId =
    (await invoicing.findContact(contact.customerId)) ?? (await invoicing.createContact(contact));
  return (
    (await invoicing.findInvoice(contactId, reference)) ??
    (await invoicing.createDraftInvoice({ contactId, reference, lines }))
  );
}

/**
 * Who pays: the customer and the invoice address of the request. Our customer id is the
 * contact's `customer_id`; a request from before customers were kept has `SR{request id}`.
 */
function contactOf(row: Row): InvoiceContact {
  const [firstWord = '', ...otherWords] = row.fullName.trim().split(/\s+/);
  return {
    customerId: row.customerId === null ? `SR${row.id}` : String(row.customerId),
    companyName: row.companyName,
    firstName: row.firstName || firstWord,
    lastName: row.lastName || otherWords.join(' '),
    email: row.email,
    address: formatStreetLine({ ...row, addition: row.houseNumberAddition }),
    zipcode: row.postalCode ?? '',
    city: row.city ?? '',
  };
}

/**
 * Makes the draft invoice of a completed repair: the lines the mechanics booked on every
 * work order of the request, for the customer's contact, referenced like the request. Stores
 * `invoiceId`; a request that has one is left alone, and a retry finds the invoice
 * an earlier attempt made before its answer was lost. Returns the invoice id, or null when
 * invoicing is not configured or the request is gone.
 */
export async function invoiceRepair(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  serviceRequestId: number;
}): Promise<string | null> {
  const { database, integrations } = options;
  const invoicing = integrations.invoicing;
  if (!invoicing) return null;
  const [row] = await database.db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.id, options.serviceRequestId));
  if (!row) return null;
  if (row.invoiceId) return row.invoiceId;
  const reference = formatReference(row.id, row.createdAt);
  const workshop = integrations.workshop;
  const customerId = row.workshopCustomerId;
  const workOrderIds = workOrderIdsOf(await bikesOfRequest(database.db, row.id));
  if (!workshop || !customerId || workOrderIds.length === 0) {
    throw new AppError('INVOICE_WITHOUT_WORK_ORDERS', { reference });
  }
  const orders = await Promise.all(
    workOrderIds.map((id) => workshop.readWorkOrder(customerId, id)),
  );
  const lines = orders.flatMap((order) => order.lines);
  if (lines.length === 0) {
    throw new AppError('INVOICE_WITHOUT_LINES', { reference });
  }
  const invoiceId = await draftInvoice(invoicing, { contact: contactOf(row), reference, lines });
  await database.transaction(async (tx) => {
    await tx.db
      .update(serviceRequests)
      .set({ invoiceId, updatedAt: new Date() })
      .where(eq(serviceRequests.id, row.id));
    await options.jobs.publish(tx, invoiceDrafted, {
      serviceRequestId: row.id,
      actor: SYSTEM_ACTOR,
      payload: { invoiceId },
    });
  });
  return invoiceId;
}
