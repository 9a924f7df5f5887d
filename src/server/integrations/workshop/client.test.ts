import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectEachToFailAsUnexpected, UNEXPECTED_ANSWERS } from '../../test/unexpected-answers.ts';
import { basicAuth } from '../http.ts';
import { createCycleSoftwareClient, type WorkshopBike } from './client.ts';
import {
  FAKE_CYCLESOFTWARE_PASSWORD,
  FAKE_CYCLESOFTWARE_USER,
  type FakeCycleSoftware,
  startFakeCycleSoftware,
} from './fake.ts';

let cycleSoftware: FakeCycleSoftware;

beforeAll(async () => {
  cycleSoftware = await startFakeCycleSoftware();
});

afterAll(async () => {
  await cycleSoftware?.close();
});

afterEach(() => {
  cycleSoftware.answerEveryCallWith(undefined);
});

const client = () =>
  createCycleSoftwareClient({
    baseUrl: cycleSoftware.url,
    username: FAKE_CYCLESOFTWARE_USER,
    password: FAKE_CYCLESOFTWARE_PASSWORD,
  });

const customer = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  companyName: null,
  email: 'sanne@example.nl',
  phone: null,
  street: 'Overtoom',
  houseNumber: '15',
  houseNumberAddition: '2',
  postalCode: '1054HB',
  city: 'Amsterdam',
};

const bike: WorkshopBike = { brand: 'Gazelle', model: '', frameNumber: null, mileage: null };

describe('CycleSoftware client', () => {
  it('reads the ids and the work order out of the answers', async () => {
    const workshop = client();
    const { customerId } = await workshop.createCustomer(customer);
    const { bikeId } = await workshop.createBike(customerId, {
      brand: 'Gazelle',
      model: 'Ultimate',
      frameNumber: null,
      mileage: 1200,
    });
    const created = await workshop.createWorkOrder({
      customerId,
      bikeId,
      reference: '#SR-2026-001-1',
      description: 'Ketting slipt.',
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      statusId: 1,
      statusText: 'Nieuw',
      reference: '#SR-2026-001-1',
      lines: [],
    });
    expect(await workshop.findWorkOrder(customerId, '#SR-2026-001-1')).toEqual(created);
    expect(await workshop.findWorkOrder(customerId, '#SR-2026-001-2')).toBeUndefined();
    expect(await workshop.readWorkOrder(customerId, created.id)).toEqual(created);
    expect(await workshop.latestWorkOrderId()).toBe(created.id);
  });

  it('creates a customer with the documented fields, the addition apart', async () => {
    const { customerId } = await client().createCustomer({
      ...customer,
      companyName: 'Fietskoeriers BV',
      phone: '06-12345678',
    });
    expect(cycleSoftware.customers.get(Number(customerId))).toEqual({
      first_name: 'Sanne',
      name: 'de Vries',
      company_name: 'Fietskoeriers BV',
      email: 'sanne@example.nl',
      street: 'Overtoom',
      house_number: '15',
      house_number_postfix: '2',
      postcode: '1054HB',
      city: 'Amsterdam',
      country_code_iso_3166: 'NL',
      phone_numbers: [{ phone_number_id: 'mob', phone_number: '06-12345678' }],
    });
  });

  it.each([
    ['+31 6 1234 5678', 'mob'],
    ['020-1234567', 'tel'],
    ['+32 470 12 34 56', 'tel'],
  ])('files the phone number %s as %s', async (phone, phoneNumberId) => {
    const { customerId } = await client().createCustomer({ ...customer, phone });
    expect(cycleSoftware.customers.get(Number(customerId))?.phone_numbers).toEqual([
      { phone_number_id: phoneNumberId, phone_number: phone },
    ]);
  });

  it('creates a repair object with frame_id and the mileage as a string in km_mileage', async () => {
    const workshop = client();
    const { customerId } = await workshop.createCustomer(customer);
    const { bikeId } = await workshop.createBike(customerId, {
      ...bike,
      model: 'Ultimate C8',
      frameNumber: 'GZ123456',
      mileage: 1200,
    });
    expect(cycleSoftware.objects.get(Number(bikeId))).toEqual({
      brand: 'Gazelle',
      model: 'Ultimate C8',
      frame_id: 'GZ123456',
      km_mileage: '1200',
    });
  });

  it("asks for the last 90 days' orders by date, and schedules on Amsterdam's clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T22:30:00Z'));
    try {
      const workshop = client();
      const { customerId } = await workshop.createCustomer(customer);
      const { bikeId } = await workshop.createBike(customerId, bike);
      const order = await workshop.createWorkOrder({
        customerId,
        bikeId,
        reference: '#SR-2026-002-1',
        description: 'Ketting slipt.',
      });
      expect(cycleSoftware.orders.get(Number(order.id))?.datetime_scheduled_start).toBe(
        '2026-07-02 00:30:00',
      );
      expect(await workshop.latestWorkOrderId()).toBe(order.id);
      const query = cycleSoftware.requests.at(-1)?.query;
      expect(Object.fromEntries(query ?? [])).toEqual({
        date_from: '2026-04-03',
        date_until: '2026-07-02',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is refused by the fake, as by CycleSoftware, for a field its docs do not name', async () => {
    const response = await fetch(`${cycleSoftware.url}/api/v1/customers.json`, {
      method: 'POST',
      headers: {
        Authorization: basicAuth(FAKE_CYCLESOFTWARE_USER, FAKE_CYCLESOFTWARE_PASSWORD),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ firstname: 'Sanne', postal_code: '1054HB' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: true,
      error_message: 'Unknown field(s): firstname, postal_code',
    });
  });

  it.each([
    ['bare', (record: object) => record],
    ['in the envelope', (record: object) => ({ error: false, error_message: null, data: record })],
  ])('reads a record answered %s, as the docs show both', async (_, shape) => {
    const workshop = client();
    cycleSoftware.answerEveryCallWith({ status: 200, body: shape({ customer_id: 24 }) });
    expect(await workshop.createCustomer(customer)).toEqual({ customerId: '24' });
    cycleSoftware.answerEveryCallWith({
      status: 200,
      body: shape({ customer_id: 24, object_id: 208694, brand: 'Gazelle' }),
    });
    expect(await workshop.createBike('24', bike)).toEqual({ bikeId: '208694' });
    cycleSoftware.answerEveryCallWith({
      status: 200,
      body: shape({
        workshop_order_id: 978768,
        status_id: 7,
        status_text: 'Reparatie voltooid',
        reference_text: '#SR-2026-001-1',
        order_items: [],
      }),
    });
    const order = {
      id: '978768',
      statusId: 7,
      statusText: 'Reparatie voltooid',
      reference: '#SR-2026-001-1',
      lines: [],
    };
    expect(await workshop.readWorkOrder('24', '978768')).toEqual(order);
    expect(
      await workshop.createWorkOrder({
        customerId: '24',
        bikeId: '208694',
        reference: '#SR-2026-001-1',
        description: 'Ketting slipt.',
      }),
    ).toEqual(order);
  });

  it('takes an id sent as a string of digits as well as a number', async () => {
    cycleSoftware.answerEveryCallWith({
      status: 201,
      body: { error: false, error_message: null, data: { customer_id: '24' } },
    });
    expect(await client().createCustomer(customer)).toEqual({ customerId: '24' });
  });

  it.each(Object.entries(UNEXPECTED_ANSWERS))(
    'fails as cyclesoftware when it answers 200 with %s',
    async (_, unexpected) => {
      cycleSoftware.answerEveryCallWith(unexpected);
      const workshop = client();
      await expectEachToFailAsUnexpected('cyclesoftware', FAKE_CYCLESOFTWARE_PASSWORD, [
        () => workshop.createCustomer(customer),
        () =>
          workshop.createBike('1000', {
            brand: 'Sparta',
            model: '',
            frameNumber: null,
            mileage: null,
          }),
        () => workshop.findWorkOrder('1000', '#SR-2026-001-1'),
        () => workshop.readWorkOrder('1000', '1001'),
        () => workshop.latestWorkOrderId(),
      ]);
    },
  );

  it('fails on an envelope that says error, even with a 200 and data', async () => {
    cycleSoftware.answerEveryCallWith({
      status: 200,
      body: { error: true, error_message: 'Quota exceeded', data: { customer_id: 24 } },
    });
    await expect(client().createCustomer(customer)).rejects.toThrow(
      'cyclesoftware answered 200 with an unexpected body (at error)',
    );
  });

  it('fails on an order whose status or lines changed shape', async () => {
    cycleSoftware.answerEveryCallWith({
      status: 200,
      body: {
        error: false,
        error_message: null,
        data: { workshop_order_id: 978768, status_id: 7, order_items: [{ description: 'Arbeid' }] },
      },
    });
    await expect(client().readWorkOrder('24', '978768')).rejects.toThrow(
      'cyclesoftware answered 200 with an unexpected body (at data.order_items.0.quantity)',
    );
  });

  it('finds an order in a list whose other orders carry lines of another shape', async () => {
    const order = (id: number, reference: string) => ({
      workshop_order_id: id,
      status_id: 1,
      reference_text: reference,
      order_items: [{ description: null, quantity: '1' }],
    });
    cycleSoftware.answerEveryCallWith({
      status: 200,
      body: {
        error: false,
        error_message: null,
        data: [order(11, 'handmatig'), order(12, '#SR-2026-001-1')],
      },
    });
    const workshop = client();
    expect((await workshop.findWorkOrder('24', '#SR-2026-001-1'))?.id).toBe('12');
    expect(await workshop.latestWorkOrderId()).toBe('12');
  });
});
