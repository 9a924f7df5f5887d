import { z } from 'zod';
import { toE164 } from '../../../contract/phone-number.ts';
import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';
import { basicAuth, callJson, numericId } from '../http.ts';

/** A customer as the workshop system needs it for work orders. */
export type WorkshopCustomer = {
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string;
  phone: string | null;
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  postalCode: string | null;
  city: string | null;
};

export type WorkshopBike = {
  brand: string;
  model: string;
  frameNumber: string | null;
  mileage: number | null;
};

/** One line the mechanic booked; the price is per unit, VAT and the line's discount included. */
export type WorkOrderLine = {
  description: string;
  quantity: number;
  unitPriceInVatCents: number;
  vatPercentage: number;
};

export type WorkOrder = {
  id: string;
  statusId: number;
  statusText: string;
  reference: string;
  lines: WorkOrderLine[];
};

/**
 * The port the work-order service calls. Each method is one step that can be repeated: the
 * service records each result before the next, and `findWorkOrder` lets a retry find an
 * order made by an attempt whose answer was lost.
 */
export interface WorkshopSystem {
  createCustomer(customer: WorkshopCustomer): Promise<{ customerId: string }>;
  createBike(customerId: string, bike: WorkshopBike): Promise<{ bikeId: string }>;
  findWorkOrder(customerId: string, reference: string): Promise<WorkOrder | undefined>;
  createWorkOrder(order: {
    customerId: string;
    bikeId: string;
    reference: string;
    description: string;
  }): Promise<WorkOrder>;
  readWorkOrder(customerId: string, workOrderId: string): Promise<WorkOrder>;
  /** The newest work order, read to prove that the connection and credentials work. */
  latestWorkOrderId(): Promise<string | null>;
}

/** CycleSoftware's workshop-order status "Reparatie voltooid". */
export const CYCLESOFTWARE_COMPLETED_STATUS_ID = 7;

/**
 * CycleSoftware's answer `{error, error_message, data}` around the `data` we read. A 2xx whose
 * `error` is true is not a success, whatever its status says.
 */
const envelopeOf = <Data extends z.ZodType>(data: Data) =>
  z.object({ error: z.literal(false).optional(), data });

/**
 * A workshop order, the fields we read; its lines are empty until the mechanic books them. A
 * line's `price_in_vat_cents` is the line total; the unit price is `unit_price_in_vat_cents`,
 * less `unit_discount_amount_in_vat_cents` (`_workshop_orders.md`).
 */
const csOrderSchema = z.object({
  workshop_order_id: numericId,
  status_id: z.number(),
  status_text: z.string().nullish(),
  reference_text: z.string().nullish(),
  order_items: z
    .array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        unit_price_in_vat_cents: z.number(),
        unit_discount_amount_in_vat_cents: z.number().nullish(),
        vat_percentage: z.number(),
      }),
    )
    .nullish(),
});
type CsOrder = z.output<typeof csOrderSchema>;

/**
 * One record as CycleSoftware answers it: its docs show single objects bare (`{"customer_id":…}`,
 * `_customers.md`, `_repair_objects.md`, `_workshop_orders.md`) as well as in the envelope
 * (`GET /api/v1/workshop/repair-objects/:id.json`). An answer with `error` or `data` is read as
 * the envelope, so its `error: true` still fails; any other is the record itself.
 */
const recordOf = <Data extends z.ZodType>(data: Data) =>
  z.preprocess(
    (body) =>
      body !== null && typeof body === 'object' && !('error' in body) && !('data' in body)
        ? { data: body }
        : body,
    envelopeOf(data),
  );

const orderAnswer = recordOf(csOrderSchema);
/**
 * A list of orders is read without their lines, which only the invoice needs (it reads the one
 * order): an odd line in some older order must not stop finding an order or the connection test.
 */
const ordersAnswer = envelopeOf(z.array(csOrderSchema.omit({ order_items: true })));
const customerAnswer = recordOf(z.object({ customer_id: numericId }));
const objectAnswer = recordOf(z.object({ object_id: numericId }));

const toWorkOrder = (order: CsOrder): WorkOrder => ({
  id: order.workshop_order_id,
  statusId: order.status_id,
  statusText: order.status_text ?? String(order.status_id),
  reference: order.reference_text ?? '',
  lines: (order.order_items ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPriceInVatCents:
      item.unit_price_in_vat_cents - (item.unit_discount_amount_in_vat_cents ?? 0),
    vatPercentage: item.vat_percentage,
  })),
});

/**
 * Which of the customer's numbers a phone number is: `mob` for a Dutch mobile number (+316…),
 * which CycleSoftware can text when a repair is done, `tel` for any other.
 */
const phoneNumberIdOf = (phone: string) => (toE164(phone)?.startsWith('+316') ? 'mob' : 'tel');

/**
 * CycleSoftware's datetime, `2023-03-07 16:54:23`, on the workshop's clock: its answers give
 * times without a zone, and its example of a new order sends `2023-03-07T16:56:32+01:00`,
 * Amsterdam's winter offset. Swedish dates are written the ISO way.
 */
const workshopDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: WORKSHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});
const csDateTime = (date: Date) => workshopDateTime.format(date);
/** CycleSoftware's date, `2023-03-07`: what the order list's `date_from`/`date_until` take. */
const csDate = (date: Date) => csDateTime(date).slice(0, 10);

/**
 * CycleSoftware's REST API (docs.cyclesoftware.nl): HTTP Basic auth, lists wrapped in
 * `{error, error_message, data}`, records bare or wrapped. Paths, fields and formats are those of CycleSoftware's public
 * API docs (`source/includes/cs-api/` of CycleSoftware/cyclesoftware.github.io; see
 * docs/integrations.md).
 */
export function createCycleSoftwareClient(options: {
  baseUrl: string;
  username: string;
  password: string;
}): WorkshopSystem {
  /** One call whose answer must match `answer`, an `envelopeOf` the data we read. */
  const call = <Answer extends z.ZodType<{ data: unknown }>>(
    path: string,
    answer: Answer,
    init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    return callJson({
      system: 'cyclesoftware',
      url,
      method: init.method,
      body: init.body,
      headers: { Authorization: basicAuth(options.username, options.password) },
      answer,
      errorText: (body) =>
        (body as { error_message?: string | null } | undefined)?.error_message ?? undefined,
    });
  };

  return {
    async createCustomer(customer) {
      const { data } = await call('/api/v1/customers.json', customerAnswer, {
        method: 'POST',
        body: {
          first_name: customer.firstName,
          name: customer.lastName,
          company_name: customer.companyName ?? undefined,
          email: customer.email,
          street: customer.street ?? undefined,
          house_number: customer.houseNumber ?? undefined,
          house_number_postfix: customer.houseNumberAddition ?? undefined,
          postcode: customer.postalCode ?? undefined,
          city: customer.city ?? undefined,
          country_code_iso_3166: 'NL',
          phone_numbers: customer.phone
            ? [{ phone_number_id: phoneNumberIdOf(customer.phone), phone_number: customer.phone }]
            : undefined,
        },
      });
      return { customerId: data.customer_id };
    },

    async createBike(customerId, bike) {
      const { data } = await call(`/api/v1/customers/${customerId}/objects.json`, objectAnswer, {
        method: 'POST',
        body: {
          brand: bike.brand,
          model: bike.model,
          frame_id: bike.frameNumber ?? undefined,
          km_mileage: bike.mileage === null ? undefined : String(bike.mileage),
        },
      });
      return { bikeId: data.object_id };
    },

    async findWorkOrder(customerId, reference) {
      const { data: orders } = await call('/api/v1/workshop/orders.json', ordersAnswer, {
        query: { customer_id: customerId },
      });
      const order = orders.find((candidate) => candidate.reference_text === reference);
      return order && toWorkOrder(order);
    },

    async createWorkOrder(order) {
      const { data } = await call(
        `/api/v1/customers/${order.customerId}/workshop-order.json`,
        orderAnswer,
        {
          method: 'POST',
          body: {
            customer_id: Number(order.customerId),
            repair_object_id: Number(order.bikeId),
            reference_text: order.reference,
            repair_description: order.description,
            datetime_scheduled_start: csDateTime(new Date()),
          },
        },
      );
      return toWorkOrder(data);
    },

    async readWorkOrder(customerId, workOrderId) {
      const { data } = await call(
        `/api/v1/customers/${customerId}/workshop-order/${workOrderId}.json`,
        orderAnswer,
      );
      return toWorkOrder(data);
    },

    async latestWorkOrderId() {
      const since = new Date(Date.now() - 90 * 86_400_000);
      const { data: orders } = await call('/api/v1/workshop/orders.json', ordersAnswer, {
        query: { date_from: csDate(since), date_until: csDate(new Date()) },
      });
      const newest = orders.at(-1);
      return newest ? newest.workshop_order_id : null;
    },
  };
}
