import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_BIKE_PORTAL_PATHS } from '../../contract/client-routes.ts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.ts';

// The pages are made from the built client, as `npm test` builds it first.
const clientBuild = new URL('../../../dist/client/index.html', import.meta.url);

let server: TestApp;
let customer: string;
let admin: string;

beforeAll(async () => {
  if (!existsSync(clientBuild)) {
    throw new Error('The client is not built: run `npx vite build` (npm test does) first.');
  }
  server = await createTestApp({ WORKSHOP_NAME: 'Fiets & Co' });
  customer = await server.signIn('klant@example.nl');
  admin = await server.signIn(TEST_ADMIN_EMAIL);
});

afterAll(async () => {
  await server?.close();
});

const open = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('the pages the server sends', () => {
  it.each([
    ['/', 'Fiets &amp; Co Afspraak'],
    ...MULTI_BIKE_PORTAL_PATHS.map((path) => [path, 'Fiets &amp; Co Afspraak']),
    ['/customer-portal', 'Service Aanvraag – Fiets &amp; Co'],
    ['/customer-portal-steps', 'Service Aanvraag in Stappen – Fiets &amp; Co'],
    ['/admin', 'Beheerderstoegang Vereist – Fiets &amp; Co'],
    ['/ADMIN/', 'Beheerderstoegang Vereist – Fiets &amp; Co'],
    ['/customer-portal?utm_source=flyer', 'Service Aanvraag – Fiets &amp; Co'],
  ])('answers %s with 200 and the title its page sets', async (path, title) => {
    const response = await open(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(response.body)).toBe(title);
    expect(response.body).toContain('"workshopName":"Fiets & Co"');
  });

  it('names the page by who asks: the customer is denied /admin, the admin gets the dashboard', async () => {
    const denied = await open('/admin', customer);
    expect(denied.statusCode).toBe(200);
    expect(titleOf(denied.body)).toBe('Admin Toegang Geweigerd – Fiets &amp; Co');
    expect(titleOf((await open('/', customer)).body)).toBe('Fiets &amp; Co Afspraak');
    for (const path of ['/', '/admin', '/customer-overview', '/admin/serviceverzoeken/1?q=a']) {
      const dashboard = await open(path, admin);
      expect(dashboard.statusCode, path).toBe(200);
      expect(titleOf(dashboard.body), path).toBe('Beheerdersdashboard – Fiets &amp; Co');
    }
    expect(titleOf((await open('/customer', admin)).body)).toBe('Fiets &amp; Co Afspraak');
  });

  it('answers a path it does not know with the not-found page and 404', async () => {
    for (const [path, cookie] of [
      ['/dit-bestaat-niet', undefined],
      ['/customer-portal/extra', undefined],
      ['/customer-overview', undefined],
      ['/customer-overview', customer],
    ] as const) {
      const response = await open(path, cookie);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body), path).toBe('404 Pagina Niet Gevonden – Fiets &amp; Co');
      // The page whose script renders the not-found page.
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('titles a page in the language the request asks for: the language cookie, else Accept-Language', async () => {
    const openIn = (url: string, headers: Record<string, string>) =>
      server.app.inject({ method: 'GET', url, headers });
    const english = { cookie: 'spaak.lang=en' };
    expect(titleOf((await openIn('/', english)).body)).toBe('Fiets &amp; Co Appointment');
    expect(titleOf((await openIn('/customer-portal-steps', english)).body)).toBe(
      'Service Request in Steps – Fiets &amp; Co',
    );
    const browserInEnglish = { 'accept-language': 'en-GB,en;q=0.9' };
    const notFound = await openIn('/bestaat-niet', browserInEnglish);
    expect(notFound.statusCode).toBe(404);
    expect(titleOf(notFound.body)).toBe('404 Page Not Found – Fiets &amp; Co');
    expect(notFound.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const chosenOverBrowser = { ...browserInEnglish, cookie: 'spaak.lang=nl' };
    expect(titleOf((await openIn('/customer-portal', chosenOverBrowser)).body)).toBe(
      'Service Aanvraag – Fiets &amp; Co',
    );
    const adminInEnglish = { cookie: `${admin}; spaak.lang=en` };
    expect(titleOf((await openIn('/admin', adminInEnglish)).body)).toBe(
      'Admin Dashboard – Fiets &amp; Co',
    );
  });

  it('keeps JSON 404s for unknown API paths, missing built files and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/bestaat-niet'],
      ['GET', '/assets/verdwenen-chunk.js'],
      ['POST', '/dit-bestaat-niet'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: 'Niet gevonden',
        code: 'ROUTE_NOT_FOUND',
        params: {},
      });
    }
  });
});
