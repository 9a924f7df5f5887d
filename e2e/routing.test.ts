import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { adminChunkFiles } from './support/client-build.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const MULTI_BIKE_HEADING = 'Spaak Afspraak';
const ADMIN_HEADING = 'Spaak · Beheerdersdashboard';

/** Every customer path and the h1 of the portal that stands on it (docs/product.md#paths). */
const PORTAL_HEADINGS: Record<string, string> = {
  '/': MULTI_BIKE_HEADING,
  '/customer': MULTI_BIKE_HEADING,
  '/customer-portal-multi': MULTI_BIKE_HEADING,
  '/multi-bike-portal': MULTI_BIKE_HEADING,
  '/customer-portal': 'Professionele e-bike service in Amsterdam',
  '/customer-portal-steps': 'Service aanvragen',
};

let server: E2eServer;
let browser: Browser;
let page: Page;
let requestedPaths: string[];

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
  requestedPaths = [];
  page.on('request', (request) => requestedPaths.push(new URL(request.url()).pathname));
});

afterEach(async () => {
  await page.context().close();
});

const open = (path: string) => page.goto(`${server.url}${path}`);
const signIn = (email: string) => server.signIn(page, email);
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const linkHref = (name: string) =>
  page.getByRole('link', { name, exact: true }).getAttribute('href');
const tab = (name: string) => page.getByRole('tab', { name, exact: true });

describe('routing by sign-in state', () => {
  it('shows the loading message on every path while the user lookup is under way', async () => {
    const held: Route[] = [];
    await page.route('**/api/auth/user', (route) => {
      held.push(route);
    });
    // Form C's paths start as the portal shell (decision 008): the loading message stands
    // under the portal's hero, and no form is shown until the lookup has answered.
    await open('/');
    await page.getByRole('status').filter({ hasText: 'Laden…' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Spaak Afspraak' }).waitFor();
    expect(await page.getByRole('button', { name: 'Volgende' }).count()).toBe(0);
    for (const path of ['/admin', '/bestaat-niet']) {
      await open(path);
      await page.getByRole('status').filter({ hasText: 'Laden…' }).waitFor();
      expect(await page.getByRole('heading').count()).toBe(0);
    }
    await expectNoSeriousAxeViolations(page);
    for (const route of held) await route.continue();
    await heading('404 Pagina Niet Gevonden').waitFor();
  });

  it('shows the exact not-found page on an unknown path, in a document answered with 404', async () => {
    const response = await open('/bestaat-niet');
    expect(response?.status()).toBe(404);
    await heading('404 Pagina Niet Gevonden').waitFor();
    expect(await page.title()).toBe('404 Pagina Niet Gevonden – Spaak');
    expect(
      await page.getByText('Ben je vergeten de pagina aan de router toe te voegen?').count(),
    ).toBe(1);
    // The red alert icon sits beside the heading, hidden from screen readers.
    const icon = page.locator('main svg[aria-hidden="true"]');
    expect(await icon.count()).toBe(1);
    expect(await icon.getAttribute('class')).toContain('text-red-500');
    await expectNoSeriousAxeViolations(page);
  });

  it('treats /customer-overview as unknown for anyone but an admin', async () => {
    expect((await open('/customer-overview'))?.status()).toBe(404);
    await heading('404 Pagina Niet Gevonden').waitFor();
  });

  it('asks a signed-out visitor of /admin to log in at /api/login', async () => {
    await open('/admin');
    await heading('Beheerderstoegang Vereist').waitFor();
    expect(await linkHref('Inloggen')).toBe('/api/login');
    await expectNoSeriousAxeViolations(page);
  });

  it('denies /admin to a signed-in user without admin rights, with links onward', async () => {
    await signIn('klant@example.nl');
    await open('/admin');
    await heading('Admin Toegang Geweigerd').waitFor();
    await page.getByText('Je account heeft geen beheerdersrechten.', { exact: false }).waitFor();
    expect(await linkHref('Naar het klantenportaal')).toBe('/customer');
    expect(await linkHref('Uitloggen')).toBe('/api/logout');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Naar het klantenportaal' }).click();
    await heading(MULTI_BIKE_HEADING).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer');
  });

  it('shows the dashboard to the admin, who lands on /admin after following the link', async () => {
    await signIn(E2E_ADMIN_EMAIL);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await heading(ADMIN_HEADING).waitFor();
    expect(await tab('Serviceverzoeken').getAttribute('aria-selected')).toBe('true');
    expect(await linkHref('Uitloggen')).toBe('/api/logout');
    expect(await linkHref('Klantenportaal')).toBe('/customer');
    await expectNoSeriousAxeViolations(page);
  });

  it('shows the admin the dashboard on / and /customer-overview too, and the portal on /customer', async () => {
    await signIn(E2E_ADMIN_EMAIL);
    await open('/');
    await heading(ADMIN_HEADING).waitFor();
    expect(await tab('Serviceverzoeken').getAttribute('aria-selected')).toBe('true');
    await open('/customer-overview');
    await heading(ADMIN_HEADING).waitFor();
    expect(await tab('Klantenoverzicht').getAttribute('aria-selected')).toBe('true');
    expect(await tab('Serviceverzoeken').getAttribute('aria-selected')).toBe('false');
    await open('/customer');
    await heading(MULTI_BIKE_HEADING).waitFor();
  });

  it('signs out through /api/logout and no longer shows the dashboard', async () => {
    await signIn(E2E_ADMIN_EMAIL);
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await page.waitForURL(`${server.url}/`);
    await open('/admin');
    await heading('Beheerderstoegang Vereist').waitFor();
  });

  it("shows each customer path's own portal without loading admin code", async () => {
    const adminChunks = adminChunkFiles();
    expect(adminChunks.length).toBeGreaterThan(0);
    for (const [path, portalHeading] of Object.entries(PORTAL_HEADINGS)) {
      const response = await open(path);
      expect(response?.status(), path).toBe(200);
      const titleInHtml = (await response?.text())?.match(/<title>([^<]*)<\/title>/)?.[1];
      await heading(portalHeading).waitFor();
      // The page's script sets the title the server's HTML already had.
      expect(await page.title(), path).toBe(titleInHtml);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      if (portalHeading === MULTI_BIKE_HEADING) {
        expect(await linkHref('Beheerder Login'), path).toBe('/api/login');
      }
      await expectNoSeriousAxeViolations(page);
    }
    await page.waitForLoadState('networkidle');
    expect(requestedPaths.filter((path) => adminChunks.includes(path))).toEqual([]);

    // The same check on an admin page finds the chunk, so the check above can fail.
    await signIn(E2E_ADMIN_EMAIL);
    await heading(ADMIN_HEADING).waitFor();
    expect(requestedPaths.some((path) => adminChunks.includes(path))).toBe(true);
  });

  it('says so on /admin when the user lookup fails, while the portals keep working', async () => {
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
    );
    await open('/admin');
    await heading('Inloggegevens niet geladen').waitFor();
    await page.getByText('503: {"message":"Down"}').waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.unroute('**/api/auth/user');
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await heading('Beheerderstoegang Vereist').waitFor();

    // Signed out is answered as `null`; a 401 is an error like any other
    // (docs/product.md#client-behaviour).
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Nee"}' }),
    );
    await open('/admin');
    await page.getByText('401: {"message":"Nee"}').waitFor();

    await page.route('**/api/auth/user', (route) => route.fulfill({ status: 500, body: '' }));
    await open('/customer');
    await heading(MULTI_BIKE_HEADING).waitFor();
  });
});

describe('signing in by e-mail link in the browser', () => {
  it('asks for an e-mail address at /api/login and confirms the link was sent', async () => {
    await open('/api/login');
    await page.getByLabel('E-mailadres').fill('klant@example.nl');
    await page.getByRole('button', { name: 'Stuur inloglink' }).click();
    await page.getByRole('heading', { name: 'Controleer je e-mail' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('signs in only at the button of the link page, then explains a used link and offers a new one', async () => {
    const link = await server.signInUrl('klant@example.nl');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Inloglink werkt niet' }).waitFor();
    await page.getByRole('link', { name: 'Vraag een nieuwe link aan' }).click();
    await page.getByLabel('E-mailadres').waitFor();
  });

  it('speaks English to a browser that prefers it, from the form to the used link', async () => {
    const english = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    try {
      await english.goto(`${server.url}/api/login`);
      expect(await english.getAttribute('html', 'lang')).toBe('en-GB');
      await english.getByLabel('Email address').fill('client@example.com');
      await english.getByRole('button', { name: 'Send sign-in link' }).click();
      await english.getByRole('heading', { name: 'Check your email' }).waitFor();
      await expectNoSeriousAxeViolations(english);
      const link = await server.signInUrl('client@example.com');
      await english.goto(link);
      await english.getByRole('button', { name: 'Sign in' }).click();
      await english.waitForURL(`${server.url}/`);
      await english.goto(link);
      await english.getByRole('heading', { name: 'This sign-in link does not work' }).waitFor();
      await expectNoSeriousAxeViolations(english);
    } finally {
      await english.context().close();
    }
  });
});
