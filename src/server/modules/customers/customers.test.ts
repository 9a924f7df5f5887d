import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';

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
