import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/app.ts';
import { contactDetailsIn, historyOf } from '../../test/events.ts';
import { insertServiceRequest } from '../../test/factories.ts';

let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const newLabel = async (name: string) =>
  (await call('POST', '/api/labels', { name, color: '#DC2626', description: 'Met spoed' })).json();

describe('labels', () => {
  it('creates a label with its colour in lower case', async () => {
    const label = await newLabel('Spoed');
    expect(label).toMatchObject({ name: 'Spoed', color: '#dc2626', isActive: true });
  });

  it('refuses a second label with the same name, in any case, with 409', async () => {
    await newLabel('Uniek');
    for (const name of ['Uniek', 'uniek', 'UNIEK']) {
      const response = await call('POST', '/api/labels', { name, color: '#000000' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Er bestaat al een label met deze naam');
    }
  });

  it('lets a label change the case of its own name', async () => {
    const label = await newLabel('Hoofdletter');
    const response = await call('PATCH', `/api/labels/${label.id}`, {
      name: 'HOOFDLETTER',
      color: '#000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('HOOFDLETTER');
  });

  it.each([
    [{ color: '#000000' }, 'Naam is verplicht'],
    [{ name: ' ', color: '#000000' }, 'Naam is verplicht'],
    [{ name: 'Kleurloos' }, 'Kleur is verplicht'],
    [{ name: 'Kleurloos', color: 'rood' }, 'Kies een kleur als #rrggbb'],
  ])('refuses %o with "%s"', async (body, message) => {
    const response = await call('POST', '/api/labels', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('switches a label off and on, and edits it', async () => {
    const label = await newLabel('Schakel');
    expect(
      (await call('PATCH', `/api/labels/${label.id}`, { isActive: false })).json().isActive,
    ).toBe(false);
    const edited = await call('PATCH', `/api/labels/${label.id}`, {
      name: 'Geschakeld',
      color: '#16a34a',
    });
    expect(edited.json()).toMatchObject({ name: 'Geschakeld', color: '#16a34a', isActive: false });
  });

  it('puts an active label on a request once, takes it off, and refuses a disabled one', async () => {
    const request = await insertServiceRequest(server.database.db);
    const label = await newLabel('Garantie');
    const url = `/api/service-requests/${request.id}/labels/${label.id}`;
    await call('POST', url);
    const twice = await call('POST', url);
    expect(twice.json().map((item: { id: number }) => item.id)).toEqual([label.id]);
    expect((await call('DELETE', url)).json()).toEqual([]);
    await call('PATCH', `/api/labels/${label.id}`, { isActive: false });
    expect((await call('POST', url)).statusCode).toBe(409);
  });

  it('removes a deleted label from every request', async () => {
    const request = await insertServiceRequest(server.database.db);
    const label = await newLabel('Weg');
    await call('POST', `/api/service-requests/${request.id}/labels/${label.id}`);
    expect((await call('DELETE', `/api/labels/${label.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/service-requests/${request.id}/labels`)).json()).toEqual([]);
    expect((await call('GET', `/api/service-requests/${request.id}`)).json().labels).toEqual([]);
  });

  it("records in the request's history each label put on or taken off, by the admin, by id", async () => {
    const request = await insertServiceRequest(server.database.db);
    const kept = await newLabel('Blijft');
    const deleted = await newLabel('Verdwijnt');
    const link = (label: { id: number }) =>
      `/api/service-requests/${request.id}/labels/${label.id}`;
    await call('POST', link(kept));
    await call('POST', link(kept));
    await call('DELETE', link(kept));
    expect((await call('DELETE', link(kept))).statusCode).toBe(404);
    await call('POST', link(deleted));
    await call('DELETE', `/api/labels/${deleted.id}`);
    const events = await historyOf(server.database.db, request.id);
    const event = (type: string, label: { id: number }) => ({
      type,
      actor: TEST_ADMIN_EMAIL,
      payload: { labelId: label.id },
    });
    expect(events).toEqual([
      event('request.label_added', kept),
      event('request.label_removed', kept),
      event('request.label_added', deleted),
      event('request.label_removed', deleted),
    ]);
    expect(contactDetailsIn(events, request)).toEqual([]);
  });
});
