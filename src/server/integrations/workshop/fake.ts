import { z } from 'zod';
import { type FakeRequest, type FakeResponse, startFakeHttpServer } from '../fake-http.ts';
import { basicAuth } from '../http.ts';
import { CYCLESOFTWARE_COMPLETED_STATUS_ID } from './client.ts';

export const FAKE_CYCLESOFTWARE_USER = 'spaak-test';
export const FAKE_CYCLESOFTWARE_PASSWORD = 'fake-password';

/** A line as a mechanic books it: quantity, unit price and (optionally) a discount per unit. */
type BookedLine = {
  description: string;
  quantity: number;
  unit_price_in_vat_cents: number;
  unit_discount_amount_in_vat_cents?: number;
  vat_percentage: number;
};

type StoredOrder = {
  workshop_order_id: number;
  customer_id: number;
  repair_object_id: number;
  reference_text: string;
  repair_description: string;
  datetime_scheduled_start: string;
  status_id: number;
  status_text: string;
  order_items: (Required<BookedLine> & { price_in_vat_cents: number })[];
};

/** A text field of CycleSoftware's records: documented as a string, sent as one. */
const text = z.string().optional();

/** The fields `POST /api/v1/customers.json` takes (`_customers.md`, Customer (object)). */
const customerSchema = z.strictObject({
  customer_type_name: text,
  customer_reference: text,
  postcode: text,
  house_number: text,
  house_number_postfix: text,
  company_name: text,
  attn: text,
  title: text,
  initials: text,
  insertion: text,
  first_name: text,
  name: text,
  street: text,
  city: text,
  country_code_iso_3166: text,
  email: text,
  vat_number: text,
  coc_number: text,
  discount_percentage: z.number().optional(),
  // Read-only, but the docs' own example sends it as null.
  datetime_created: z.null().optional(),
  phone_numbers: z
    .array(
      z.strictObject({
        phone_number_id: z.string(),
        customer_id: z.number().optional(),
        phone_number: z.string(),
        name: text,
      }),
    )
    .optional(),
});

/** The fields `POST /api/v1/customers/:id/objects.json` takes (`_repair_objects.md`). */
const repairObjectSchema = z.strictObject({
  // Read-only, but the docs' own example sends it.
  object_id: z.number().optional(),
  object_barcode: text,
  is_active: z.boolean().optional(),
  object_type_name: text,
  category: text,
  brand: text,
  model: text,
  model_year: text,
  color: text,
  variant: text,
  phone_number_id: text,
  license_plate: text,
  km_mileage: text,
  frame_id: text,
  chip_id: text,
  key_id: text,
  engine_id: text,
  battery_id: text,
  lock_id: text,
  workshop_rate_id: z.number().optional(),
  service_level_id: z.number().optional(),
  lease_fleet_customer_id: z.number().optional(),
  lease_employer_customer_id: z.number().optional(),
  lease_contract_number: text,
});

/** A datetime as documented (`2023-03-07 12:13:47`) or as the docs' example sends one. */
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[+-]\d{2}:\d{2})?$/);
/** A date, `2023-03-07` (`_introduction.md`, API Types). */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optionalNumber = z.number().nullish();

/**
 * The fields `POST /api/v1/customers/:id/workshop-order.json` takes (`_workshop_orders.md`),
 * and the read-only ones its example sends as null.
 */
const workshopOrderSchema = z.strictObject({
  customer_id: z.number(),
  store_id: optionalNumber,
  repair_object_id: z.number(),
  is_active: z.boolean().optional(),
  reference_text: text,
  datetime_scheduled_start: dateTime.optional(),
  mechanic_employee_id: optionalNumber,
  created_by_employee_id: optionalNumber,
  last_update_employee_id: optionalNumber,
  phone_number_id: text,
  repair_description: text,
  status_id: z.number().optional(),
  borrowed_object_reference: z.string().nullish(),
  custom_repair_time_minutes: optionalNumber,
  repair_codes: z.array(z.string()).nullish(),
  service_card_codes: z.array(z.string()).nullish(),
  delivery_method_id: optionalNumber,
  order_items: z.array(z.looseObject({})).nullish(),
  datetime_scheduled_finished: z.null().optional(),
  datetime_created: z.null().optional(),
  datetime_modified: z.null().optional(),
  status_text: z.null().optional(),
  invoice_number: z.null().optional(),
  total_repair_time_minutes: z.null().optional(),
});

/** The GET parameters of `GET /api/v1/workshop/orders.json` (`_workshop_orders.md`). */
const ordersQuerySchema = z.strictObject({
  object_query: text,
  store_id: text,
  status_ids: text,
  customer_id: text,
  repair_object_id: text,
  date_from: date.optional(),
  date_until: date.optional(),
  offset: text,
});

/**
 * A request CycleSoftware's docs do not allow, refused as its API refuses an invalid request:
 * 400 with `{error: true, error_message}` naming the field.
 */
function refusal(issue: z.core.$ZodIssue | undefined): FakeResponse {
  if (issue?.code === 'unrecognized_keys')
    return error(400, `Unknown field(s): ${issue.keys.join(', ')}`);
  return error(400, `Invalid value for ${issue?.path.join('.') || 'the request'}`);
}

/** A list, in CycleSoftware's envelope. */
const list = (data: unknown[]): FakeResponse => ({
  status: 200,
  body: { error: false, error_message: null, data },
});
/** One record: its docs show customers, repair objects and orders answered bare. */
const record = (data: object): FakeResponse => ({ status: 200, body: data });
const error = (status: number, message: string): FakeResponse => ({
  status,
  body: { error: true, error_message: message },
});

/**
 * A local CycleSoftware: Basic auth, records answered bare and lists in the
 * `{error, error_message, data}` envelope as its docs show them, customers,
 * repair objects and workshop orders kept in memory. `completeOrder` plays the mechanic who
 * finishes a repair.
 */
export async function startFakeCycleSoftware() {
  const customers = new Map<number, z.output<typeof customerSchema>>();
  const objects = new Map<number, z.output<typeof repairObjectSchema>>();
  const orders = new Map<number, StoredOrder>();
  let nextId = 1000;
  const expectedAuth = basicAuth(FAKE_CYCLESOFTWARE_USER, FAKE_CYCLESOFTWARE_PASSWORD);

  const route = (request: FakeRequest): FakeResponse => {
    if (request.headers.authorization !== expectedAuth) return error(401, 'Unauthorized');
    const body = request.body ?? {};
    const { method, path } = request;
    if (method === 'POST' && path === '/api/v1/customers.json') {
      const parsed = customerSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error.issues[0]);
      const id = nextId++;
      customers.set(id, parsed.data);
      return record({ customer_id: id, ...parsed.data });
    }
    const objectPath = path.match(/^\/api\/v1\/customers\/(\d+)\/objects\.json$/);
    if (method === 'POST' && objectPath) {
      if (!customers.has(Number(objectPath[1]))) return error(404, 'Customer not found');
      const parsed = repairObjectSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error.issues[0]);
      const id = nextId++;
      objects.set(id, parsed.data);
      return record({ customer_id: Number(objectPath[1]), ...parsed.data, object_id: id });
    }
    const createOrderPath = path.match(/^\/api\/v1\/customers\/(\d+)\/workshop-order\.json$/);
    if (method === 'POST' && createOrderPath) {
      const customerId = Number(createOrderPath[1]);
      if (!customers.has(customerId)) return error(404, 'Customer not found');
      const parsed = workshopOrderSchema.safeParse(body);
      if (!parsed.success) return refusal(parsed.error.issues[0]);
      const fields = parsed.data;
      if (!objects.has(fields.repair_object_id)) return error(400, 'Unknown repair object');
      const order: StoredOrder = {
        workshop_order_id: nextId++,
        customer_id: customerId,
        repair_object_id: fields.repair_object_id,
        reference_text: fields.reference_text ?? '',
        repair_description: fields.repair_description ?? '',
        datetime_scheduled_start: fields.datetime_scheduled_start ?? '',
        status_id: 1,
        status_text: 'Nieuw',
        order_items: [],
      };
      orders.set(order.workshop_order_id, order);
      return record(order);
    }
    const readOrderPath = path.match(/^\/api\/v1\/customers\/(\d+)\/workshop-order\/(\d+)\.json$/);
    if (method === 'GET' && readOrderPath) {
      const order = orders.get(Number(readOrderPath[2]));
      if (!order || order.customer_id !== Number(readOrderPath[1]))
        return error(404, 'Workshop order not found');
      return record(order);
    }
    if (method === 'GET' && path === '/api/v1/workshop/orders.json') {
      const parsed = ordersQuerySchema.safeParse(Object.fromEntries(request.query));
      if (!parsed.success) return refusal(parsed.error.issues[0]);
      const { customer_id: customerId, date_from: from, date_until: until } = parsed.data;
      return list(
        [...orders.values()].filter((order) => {
          const startDate = order.datetime_scheduled_start.slice(0, 10);
          return (
            (!customerId || order.customer_id === Number(customerId)) &&
            (!from || startDate >= from) &&
            (!until || startDate <= until)
          );
        }),
      );
    }
    return error(404, 'Not found');
  };

  const server = await startFakeHttpServer(route);
  return {
    ...server,
    orders,
    customers,
    objects,
    /**
     * Marks a work order "Reparatie voltooid" with the lines the mechanic booked, each with its
     * line total `price_in_vat_cents` beside the unit price, as CycleSoftware answers them.
     */
    completeOrder(workOrderId: string, lines: BookedLine[]) {
      const order = orders.get(Number(workOrderId));
      if (!order) throw new Error(`No fake work order ${workOrderId}`);
      order.status_id = CYCLESOFTWARE_COMPLETED_STATUS_ID;
      order.status_text = 'Reparatie voltooid';
      order.order_items = lines.map((line) => {
        const discount = line.unit_discount_amount_in_vat_cents ?? 0;
        return {
          ...line,
          unit_discount_amount_in_vat_cents: discount,
          price_in_vat_cents: line.quantity * (line.unit_price_in_vat_cents - discount),
        };
      });
    },
  };
}

export type FakeCycleSoftware = Awaited<ReturnType<typeof startFakeCycleSoftware>>;
