import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type CycleSoftwareWebhook,
  cycleSoftwareWebhookSchema,
} from '../../../contract/invoicing.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { bikes, serviceRequests, webhookDeliveries } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Integrations } from '../../integrations/connect.ts';
import type { InvoiceLine } from '../../integrations/invoicing/client.ts';
import {
  CYCLESOFTWARE_COMPLETED_STATUS_ID,
  type WorkOrder,
} from '../../integrations/workshop/client.ts';
import type { Jobs } from '../../jobs/boss.ts';
import { bikesOfRequest, workOrderIdsOf } from '../service-requests/bikes.ts';
import { followWorkOrderStatus, recordCompletedWorkOrder } from '../work-orders/service.ts';
import { draftInvoice } from './service.ts';

const SOURCE = 'cyclesoftware';

/**
 * CycleSoftware's signature of a delivery: HMAC-SHA256 of the raw body with the shared
 * secret, in hex. Unconfirmed (docs/integrations.md): the algorithm, and whether a `sha256=`
 * prefix is sent; both are accepted here and nowhere else.
 */
export const signCycleSoftwareDelivery = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Compares the signature's bytes with ours in constant time. */
function isSignedBy(rawBody: string, signature: string | undefined, secret: string) {
  if (!signature) return false;
  const received = Buffer.from(signature.trim().replace(/^sha256=/i, ''), 'hex');
  const expected = Buffer.from(signCycleSoftwareDelivery(rawBody, secret), 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/**
 * A work order that CycleSoftware reports as "Reparatie voltooid" completes its request once
 * every other work order of that request is completed as well (a request with several bikes
 * has one order per bike). Returns whether the request was completed now.
 */
async function completeRepairOf(
  options: { database: Database; jobs: Jobs; integrations: Integrations },
  workOrderId: string,
) {
  const { db } = options.database;
  const [found] = await db
    .select({ row: serviceRequests })
    .from(bikes)
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikes.serviceRequestId))
    .where(and(eq(serviceRequests.status, 'approved'), eq(bikes.workOrderId, workOrderId)));
  const row = found?.row;
  if (!row || row.completedAt) return false;
  const others = workOrderIdsOf(await bikesOfRequest(db, row.id)).filter(
    (id) => id !== workOrderId,
  );
  if (others.length > 0) {
    const { workshop } = options.integrations;
    const customerId = row.workshopCustomerId;
    if (!workshop || !customerId) return false;
    const orders = await Promise.all(others.map((id) => workshop.readWorkOrder(customerId, id)));
    if (orders.some((order) => order.statusId !== CYCLESOFTWARE_COMPLETED_STATUS_ID)) return false;
  }
  return recordCompletedWorkOrder({ ...options, serviceRequestId: row.id });
}

/** Moves the bike of an approved request whose work order this is, as its status says. */
async function followStatusOf(
  options: { database: Database; jobs: Jobs; workshop: Config['workshop'] },
  workOrderId: string,
  order: Pick<WorkOrder, 'statusId' | 'statusText'>,
) {
  const [bike] = await options.database.db
    .select({ bikeId: bikes.id, serviceRequestId: bikes.serviceRequestId })
    .from(bikes)
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikes.serviceRequestId))
    .where(and(eq(serviceRequests.status, 'approved'), eq(bikes.workOrderId, workOrderId)));
  if (!bike) return;
  await followWorkOrderStatus({ ...options, ...bike, order });
}

/**
 * A CycleSoftware webhook delivery, its raw body as received. Refused (401) unless signed
 * with our secret. A delivery id seen before changes nothing; it
 * is recorded only after it was handled, so a delivery whose handling failed is handled when
 * CycleSoftware sends it again. `workshop_order.updated` moves the order's bike as its status says
 * (`WORKSHOP_STATUS_STAGES`), and to status 7 completes the request (archived and invoiced)
 * once every order of it is; every other event is acknowledged and left alone.
 */
export async function receiveCycleSoftwareWebhook(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  /** For the mail of the stage a work order's status moves its bike to. */
  workshop: Config['workshop'];
  /** `CYCLESOFTWARE_WEBHOOK_SECRET`. */
  secret: string;
  rawBody: string;
  signature: string | undefined;
  deliveryId: string | undefined;
}) {
  if (!isSignedBy(options.rawBody, options.signature, options.secret))
    throw new AppError('WORKSHOP_WEBHOOK_SIGNATURE_REFUSED');
  const delivery = parseDelivery(options.rawBody);
  const deliveryId = options.deliveryId || delivery.id;
  const { db } = options.database;
  const [seen] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.source, SOURCE), eq(webhookDeliveries.deliveryId, deliveryId)));
  if (seen) return { received: true as const, duplicate: true };
  const { payload } = delivery;
  if (
    delivery.event_name === 'workshop_order.updated' &&
    payload.status_id !== undefined &&
    payload.workshop_order_id !== undefined
  ) {
    const workOrderId = String(payload.workshop_order_id);
    await followStatusOf(options, workOrderId, {
      statusId: payload.status_id,
      statusText: payload.status_text ?? String(payload.status_id),
    });
    if (payload.status_id === CYCLESOFTWARE_COMPLETED_STATUS_ID)
      await completeRepairOf(options, workOrderId);
  }
  await db.insert(webhookDeliveries).values({ source: SOURCE, deliveryId }).onConflictDoNothing();
  return { received: true as const, duplicate: false };
}

function parseDelivery(rawBody: string): CycleSoftwareWebhook {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('WEBHOOK_BODY_NOT_JSON');
  }
  const parsed = cycleSoftwareWebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError('WEBHOOK_BODY_NOT_A_DELIVERY');
  return parsed.data;
}

/** Who the test invoice is for: a contact of its own, so no customer sees it. */
const TEST_CONTACT = {
  customerId: 'spaak-webhooktest',
  companyName: 'Spaak webhooktest',
  firstName: 'Spaak',
  lastName: 'Webhooktest',
  email: 'webhooktest@spaak.invalid',
  address: 'Lemelerbergweg 48',
  zipcode: '1101AM',
  city: 'Amsterdam',
};

/** Nothing to pay: a test invoice sent by mistake costs nobody anything. */
const TEST_LINE: InvoiceLine = {
  description: 'Testregel van de CycleSoftware-webhook in Spaak',
  quantity: 1,
  unitPriceInVatCents: 0,
  vatPercentage: 21,
};

/**
 * The configuration tab's test of the invoicing path: a completed-repair delivery for a work
 * order no request has, signed with our secret, goes through the webhook's own verification
 * and handling; then a draft invoice with one test line is made in Moneybird for a test
 * contact, as for a real repair. Answers the invoice id (the draft stays in Moneybird, to be
 * deleted there).
 */
export async function testInvoicingWebhook(options: {
  database: Database;
  jobs: Jobs;
  integrations: Integrations;
  config: Config;
}) {
  const { invoicing } = options.integrations;
  if (!invoicing) throw new AppError('INVOICING_NOT_CONFIGURED');
  const secret = options.config.integrations.cycleSoftwareWebhookSecret;
  if (!secret) throw new AppError('WORKSHOP_WEBHOOK_TEST_UNAVAILABLE');
  const deliveryId = randomUUID();
  const rawBody = JSON.stringify({
    id: deliveryId,
    account_id: 0,
    event_name: 'workshop_order.updated',
    event_timestamp: new Date().toISOString(),
    payload: { workshop_order_id: 0, status_id: CYCLESOFTWARE_COMPLETED_STATUS_ID },
  });
  await receiveCycleSoftwareWebhook({
    ...options,
    workshop: options.config.workshop,
    secret,
    rawBody,
    signature: signCycleSoftwareDelivery(rawBody, secret),
    deliveryId,
  });
  const invoiceId = await draftInvoice(invoicing, {
    contact: TEST_CONTACT,
    reference: `Spaak webhooktest ${deliveryId}`,
    lines: [TEST_LINE],
  });
  return { invoice_id: invoiceId };
}
