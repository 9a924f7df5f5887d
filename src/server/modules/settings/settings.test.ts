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

describe('PUT /api/config/on-location-note', () => {
  const NOTE_URL = '/api/config/on-location-note';
  const publicNote = async () => (await server.app.inject({ method: 'GET', url: NOTE_URL })).json();

  it('says nothing of its own until staff word it: the portals use their own words', async () => {
    expect(await publicNote()).toEqual({ nl: '', en: '' });
  });

  it('keeps both languages, trimmed, and the portals read them at once', async () => {
    const response = await call('PUT', NOTE_URL, {
      nl: '  Voorrijkosten € 25, wij komen naar je toe ',
      en: 'Call-out charge € 25, we come to you',
    });
    expect(response.statusCode).toBe(200);
    const saved = {
      nl: 'Voorrijkosten € 25, wij komen naar je toe',
      en: 'Call-out charge € 25, we come to you',
    };
    expect(response.json()).toEqual(saved);
    expect(await publicNote()).toEqual(saved);
  });

  it('leaves the wait times as they were, and they leave the note', async () => {
    const waitTimes = await publicWaitTimes();
    await call('PUT', NOTE_URL, { nl: 'Voorrijkosten € 30', en: 'Call-out charge € 30' });
    expect(await publicWaitTimes()).toEqual(waitTimes);
    await call('PATCH', URL, { on_location_days: 4, workshop_days: 2 });
    expect(await publicNote()).toEqual({ nl: 'Voorrijkosten € 30', en: 'Call-out charge € 30' });
  });

  it.each([
    [{ nl: 'x'.repeat(141), en: '' }, 'Maximaal 140 tekens'],
    [{ nl: 'Voorrijkosten' }, INPUT_TEXTS_NL.expectedType({ expected: 'string' })],
    [{ nl: 'a', en: 'b', de: 'c' }, undefined],
  ])('refuses %o with 400 and keeps the stored note', async (body, message) => {
    const before = await publicNote();
    const response = await call('PUT', NOTE_URL, body);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await publicNote()).toEqual(before);
  });

  it('lets only staff change it', async () => {
    const before = await publicNote();
    const response = await server.app.inject({
      method: 'PUT',
      url: NOTE_URL,
      payload: { nl: 'Gratis', en: 'Free' },
    });
    expect(response.statusCode).toBe(401);
    expect(await publicNote()).toEqual(before);
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
