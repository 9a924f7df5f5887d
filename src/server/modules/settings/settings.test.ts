import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXTS_NL } from '../../../contract/errors/input-nl.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  server = await createTestApp();
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
});

const URL = '/api/config/service-wait-times';
const publicWaitTimes = async () => (await server.app.inject({ method: 'GET', url: URL })).json();

describe('PATCH /api/config/service-wait-times', () => {
  it.each([
    [{ on_location_days: 0, workshop_days: 1 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ on_location_days: 2, workshop_days: 0 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ on_location_days: -3, workshop_days: 1 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ on_location_days: 1.5, workshop_days: 1 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ on_location_days: '3', workshop_days: 1 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ on_location_days: null, workshop_days: 1 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ workshop_days: 1 }, INPUT_TEXTS_NL.waitDaysTooFew],
    [{ on_location_days: 366, workshop_days: 1 }, 'Wachttijden kunnen hoogstens 365 dagen zijn'],
  ])('refuses %o with 400 "%s" and keeps the stored values', async (body, message) => {
    const before = await publicWaitTimes();
    const response = await call('PATCH', URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await publicWaitTimes()).toEqual(before);
  });

  it('accepts the minimum of 1 day each and the portals read the new values at once', async () => {
    const response = await call('PATCH', URL, { on_location_days: 1, workshop_days: 1 });
    expect(response.json()).toEqual({ on_location_days: 1, workshop_days: 1 });
    expect(await publicWaitTimes()).toEqual({ on_location_days: 1, workshop_days: 1 });
    await call('PATCH', URL, { on_location_days: 7, workshop_days: 3 });
    expect(await publicWaitTimes()).toEqual({ on_location_days: 7, workshop_days: 3 });
  });
});

describe('GET /api/site', () => {
  const siteOf = async (app: TestApp) =>
    (await app.app.inject({ method: 'GET', url: '/api/site' })).json();

  it("tells the portals the workshop's name, address, website and privacy statement", async () => {
    expect(await siteOf(server)).toEqual({
      workshopName: 'Spaak',
      workshopAddress: 'Lemelerbergweg 48, 1101AM Amsterdam, Nederland',
      marketingUrl: 'https://spaak.amsterdam',
      privacyUrl: 'https://spaak.amsterdam/privacy',
    });
  });

  it('gives the configured privacy statement, and null when PRIVACY_URL is set empty', async () => {
    const configured = await createTestApp({ PRIVACY_URL: 'https://fietsmaker.example/privacy' });
    const without = await createTestApp({ PRIVACY_URL: '' });
    try {
      expect((await siteOf(configured)).privacyUrl).toBe('https://fietsmaker.example/privacy');
      expect((await siteOf(without)).privacyUrl).toBeNull();
    } finally {
      await configured.close();
      await without.close();
    }
  });
});
