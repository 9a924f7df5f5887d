import { basicAuth, callJson } from '../http.ts';

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

export type WorkOrderLine = {
  description: string;
  quantity: number;
  priceInVatCents: number;
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

type Envelope<T> = { error: boolean; error_message: string | null; data: T };

type CsOrder = {
  workshop_order_id: number;
  customer_id: number;
  status_id: number;
  status_text?: string;
  reference_text?: string;
  order_items?: {
    description: string;
    quantity: number;
    price_in_vat_cents: number;
    vat_percentage: number;
  }[];
};

const toWorkOrder = (order: CsOrder): WorkOrder => ({
  id: String(order.workshop_order_id),
  statusId: order.status_id,
  statusText: order.status_text ?? String(order.status_id),
  reference: order.reference_text ?? '',
  lines: (order.order_items ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    priceInVatCents: item.price_in_vat_cents,
    vatPercentage: item.vat_percentage,
  })),
});

/** CycleSoftware's datetime format, `YYYY-MM-DD HH:MM:SS`, in UTC. */
const csDateTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * CycleSoftware's REST API (docs.cyclesoftware.nl): HTTP Basic auth, answers wrapped in
 * `{error, error_message, data}`. The customer and bike creation calls follow the documented
 * resource paths; their exact fields are unconfirmed (see docs/integrations.md), so they are
 * kept here, in the one file a workshop would adjust.
 */
export function createCycleSoftwareClient(options: {
  baseUrl: string;
  username: string;
  password: string;
}): WorkshopSystem {
  const call = async <T>(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
  ) => {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    const envelope = await callJson<Envelope<T>>({
      system: 'cyclesoftware',
      url,
      method: init.method,
      body: init.body,
      headers: { Authorization: basicAuth(options.username, options.password) },
      errorText: (body) =>
        (body as Partial<Envelope<unknown>> | undefined)?.error_message ?? undefined,
    });
    return envelope.data;
  };

  return {
    async createCustomer(customer) {
      const data = await call<{ customer_id: number }>('/api/v1/customers.json', {
        method: 'POST',
        body: {
          firstname: customer.firstName,
          lastname: customer.lastName,
          company_name: customer.companyName ?? undefined,
          email: customer.email,
          phone: customer.phone ?? undefined,
          street: customer.street ?? undefined,
          house_number: [customer.houseNumber, customer.houseNumberAddition]
            .filter(Boolean)
            .join(''),
          postal_code: customer.postalCode ?? undefined,
          city: customer.city ?? undefined,
          country_code: 'NL',
        },
      });
      return { customerId: String(data.customer_id) };
    },

    async createBike(customerId, bike) {
      const data = await call<{ object_id: number }>(
        `/api/v1/customers/${customerId}/objects.json`,
        {
          method: 'POST',
          body: {
            brand: bike.brand,
            model: bike.model,
            frame: bike.frameNumber ?? undefined,
            km: bike.mileage ?? undefined,
          },
        },
      );
      return { bikeId: String(data.object_id) };
    },

    async findWorkOrder(customerId, reference) {
      const orders = await call<CsOrder[]>('/api/v1/workshop/orders.json', {
        query: { customer_id: customerId },
      });
      const order = orders.find((candidate) => candidate.reference_text === reference);
      return order && toWorkOrder(order);
    },

    async createWorkOrder(order) {
      const data = await call<CsOrder>(
        `/api/v1/customers/${order.customerId}/workshop-order.json`,
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
      return toWorkOrder(
        await call<CsOrder>(`/api/v1/customers/${customerId}/workshop-order/${workOrderId}.json`),
      );
    },

    async latestWorkOrderId() {
      const since = new Date(Date.now() - 90 * 86_400_000);
      const orders = await call<CsOrder[]>('/api/v1/workshop/orders.json', {
        query: { date_from: csDateTime(since), date_until: csDateTime(new Date()) },
      });
      const newest = orders.at(-1);
      return newest ? String(newest.workshop_order_id) : null;
    },
  };
}
