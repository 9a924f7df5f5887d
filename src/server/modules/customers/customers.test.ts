import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, customers } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { contactDetailsIn, historyOf } from '../../test/events.ts';
import { buildSubmission, insertServiceRequest } from '../../test/factories.ts';

let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

const submit = (email: string, fullName: [string, string]) =>
  server.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: { origin: TEST_PUBLIC_URL },
    payload: {
      firstName: fullName[0],
      lastName: fullName[1],
      email,
      phone: '+31 612345678',
      street: 'Overtoom',
      postalCode: '1054HB',
      city: 'Amsterdam',
      bikes: [{ brand: 'Gazelle', issueDescription: 'De versnellingen slaan over.' }],
    },
  });

const submitFor = (companyName: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: { origin: TEST_PUBLIC_URL },
    payload: buildSubmission({
      email: 'zuidas@example.nl',
      customerType: 'business',
      companyName,
    }),
  });

beforeAll(async () => {
  server = await createTestApp();
  call = await signInAdmin(server);
  await submit('lotte@example.nl', ['Lotte', 'Mulder']);
  await submit('lotte@example.nl', ['Lotte', 'Mulder']);
  await submit('bram@example.nl', ['Bram', 'Smit']);
});

afterAll(async () => {
  await server?.close();
});

describe('customers', () => {
  it('lists customers and finds them by name or e-mail', async () => {
    const all = (await call('GET', '/api/customers')).json();
    expect(all.map((customer: { email: string }) => customer.email).sort()).toEqual([
      'bram@example.nl',
      'lotte@example.nl',
    ]);
    const byName = (await call('GET', '/api/customers?search=mulder')).json();
    expect(byName.map((customer: { fullName: string }) => customer.fullName)).toEqual([
      'Lotte Mulder',
    ]);
    const byEmail = (await call('GET', '/api/customers?search=bram@')).json();
    expect(byEmail).toHaveLength(1);
  });

  it('finds a customer by the company their request was sent for, ignoring case', async () => {
    const response = await submitFor('Fietskoeriers Zuidas');
    expect(response.statusCode).toBe(201);
    const found = (await call('GET', '/api/customers?search=koeriers%20zuidas')).json();
    expect(found.map((customer: { email: string }) => customer.email)).toEqual([
      'zuidas@example.nl',
    ]);
  });

  it("shows a customer's service history", async () => {
    const [lotte] = (await call('GET', '/api/customers?search=lotte')).json();
    expect((await call('GET', `/api/customers/${lotte.id}`)).json().email).toBe('lotte@example.nl');
    const history = (await call('GET', `/api/customers/${lotte.id}/service-requests`)).json();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ status: 'pending', deliveryType: 'workshop' });
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await call('GET', '/api/customers/999999')).statusCode).toBe(404);
  });
});

describe('a request sent with other contact details than its customer record', () => {
  const marit = buildSubmission({
    firstName: 'Marit',
    lastName: 'Bos',
    email: 'marit@example.nl',
    phone: '+31 611111111',
  });
  /** Another name and address under Marit's e-mail; the same phone, written otherwise. */
  const other = buildSubmission({
    firstName: 'Iemand',
    lastName: 'Anders',
    email: 'MARIT@Example.NL',
    phone: '+31 6 1111 1111',
    street: 'Kalverstraat',
    houseNumber: '1',
    houseNumberAddition: undefined,
    postalCode: '1012 NX',
  });
  let first: number;
  let second: number;

  const submitted = async (body: object) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/api/service-requests',
        headers: { origin: TEST_PUBLIC_URL },
        payload: body,
      })
    ).json().id as number;

  const maritsRecord = async () =>
    (
      await server.database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'marit@example.nl'))
    )[0];

  const adopt = (id: number, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/service-requests/${id}/adopt-contact-details`,
      headers,
    });

  beforeAll(async () => {
    first = await submitted(marit);
    second = await submitted(other);
  });

  it('says in the request and in the service history which details differ and what the record holds', async () => {
    const request = (await call('GET', `/api/service-requests/${second}`)).json();
    expect(request.contactDifferences).toEqual(['name', 'address']);
    expect(request.customerContact).toEqual({
      fullName: 'Marit Bos',
      phone: '+31611111111',
      street: 'Overtoom',
      houseNumber: '15',
      houseNumberAddition: '2',
      postalCode: '1054HB',
      city: 'Amsterdam',
    });
    expect((await call('GET', `/api/service-requests/${first}`)).json().contactDifferences).toEqual(
      [],
    );
    const history = (
      await call('GET', `/api/customers/${request.customerId}/service-requests`)
    ).json();
    expect(
      history.map((entry: { id: number; contactDifferences: string[] }) => [
        entry.id,
        entry.contactDifferences,
      ]),
    ).toEqual([
      [second, ['name', 'address']],
      [first, []],
    ]);
  });

  it('refuses a signed-in user without admin rights, and an admin from another site, changing nothing', async () => {
    const before = await maritsRecord();
    const user = await server.signIn('klant@example.nl');
    expect((await adopt(second, { cookie: user, origin: TEST_PUBLIC_URL })).statusCode).toBe(403);
    expect((await adopt(second, { origin: TEST_PUBLIC_URL })).statusCode).toBe(401);
    const admin = await server.signIn(TEST_ADMIN_EMAIL);
    expect(
      (await adopt(second, { cookie: admin, origin: 'https://elders.example' })).statusCode,
    ).toBe(403);
    expect(await maritsRecord()).toEqual(before);
  });

  it("lets an admin adopt the request's differing details into the record, and audits it without them", async () => {
    const response = await call('POST', `/api/service-requests/${second}/adopt-contact-details`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: second, contactDifferences: [] });
    expect(await maritsRecord()).toMatchObject({
      fullName: 'Iemand Anders',
      email: 'marit@example.nl',
      // Only what differed is copied: the phone keeps the record's own writing.
      phone: '+31611111111',
      street: 'Kalverstraat',
      houseNumber: '1',
      houseNumberAddition: null,
      postalCode: '1012NX',
      city: 'Amsterdam',
    });
    const [entry] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'customer.contact-details-adopted'));
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN_EMAIL,
      subject: `customer:${(await maritsRecord())?.id}`,
      detail: { serviceRequestId: second, details: ['name', 'address'] },
    });
    expect((await call('GET', `/api/service-requests/${first}`)).json().contactDifferences).toEqual(
      ['name', 'address'],
    );
  });

  it("records the adoption in the request's history by the admin, naming the fields without their values", async () => {
    const events = await historyOf(server.database.db, second);
    expect(events.filter((event) => event.type === 'request.contact_details_adopted')).toEqual([
      {
        type: 'request.contact_details_adopted',
        actor: TEST_ADMIN_EMAIL,
        payload: {
          fields: [
            'fullName',
            'street',
            'houseNumber',
            'houseNumberAddition',
            'postalCode',
            'city',
          ],
        },
      },
    ]);
    const request = (await call('GET', `/api/service-requests/${second}`)).json();
    expect(contactDetailsIn(events, request, request.customerContact)).toEqual([]);
  });

  it('answers 404 for a request that does not exist and 409 for one that has no customer', async () => {
    const missing = await call('POST', '/api/service-requests/999999/adopt-contact-details');
    expect(missing.statusCode).toBe(404);
    const unlinked = await insertServiceRequest(server.database.db, { customerId: null });
    const conflict = await call(
      'POST',
      `/api/service-requests/${unlinked.id}/adopt-contact-details`,
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(`Serviceaanvraag ${unlinked.id} hoort bij geen klant`);
  });
});
