import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let server: TestApp;
let asAdmin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  asAdmin = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const names = async () =>
  ((await server.app.inject({ url: '/api/lease-companies' })).json() as { name: string }[]).map(
    (company) => company.name,
  );

describe('the leasing companies the portals offer', () => {
  it('start with the common Dutch ones, by name, for anyone', async () => {
    expect(await names()).toEqual([
      'Athlon',
      'Ayvens',
      'Business Bike',
      'Lease a Bike',
      'Mobility Mixx',
    ]);
  });

  it('take a new company from staff, trimmed, and refuse one already listed in another case', async () => {
    const added = await asAdmin('POST', '/api/lease-companies', { name: ' Fietsplan ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ id: expect.any(Number), name: 'Fietsplan' });
    const again = await asAdmin('POST', '/api/lease-companies', { name: 'FIETSPLAN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Deze leasemaatschappij staat al in de lijst');
    expect((await names()).filter((name) => name.toLowerCase() === 'fietsplan')).toHaveLength(1);
  });

  it('refuse an empty name with the field message, and adding nothing', async () => {
    const before = await names();
    const empty = await asAdmin('POST', '/api/lease-companies', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Kies de leasemaatschappij of vul die in');
    expect(await names()).toEqual(before);
  });

  it('lose a company staff remove, and answer 404 for one that is gone', async () => {
    const { id } = (await asAdmin('POST', '/api/lease-companies', { name: 'Tijdelijk' })).json();
    expect((await asAdmin('DELETE', `/api/lease-companies/${id}`)).statusCode).toBe(200);
    expect(await names()).not.toContain('Tijdelijk');
    const gone = await asAdmin('DELETE', `/api/lease-companies/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Deze leasemaatschappij staat niet (meer) in de lijst');
  });
});
