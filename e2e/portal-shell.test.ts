import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const WORKSHOP_NAME = 'Fiets & <Zo>';
const MARKETING_URL = 'https://fiets.example/?a=1&b=2';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer({ WORKSHOP_NAME, MARKETING_URL });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('the Content-Security-Policy', () => {
  it('runs no script put inline into the portal or the dashboard page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ['/multi-bike-portal', '/admin']) {
      await page.goto(`${server.url}${path}`);
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; violated: string }>((resolve) => {
            const report = (violated: string) => resolve({ ran: 'inlineRan' in window, violated });
            document.addEventListener(
              'securitypolicyviolation',
              (event) => report(event.effectiveDirective),
              { once: true },
            );
            const script = document.createElement('script');
            script.textContent = 'window.inlineRan = true';
            document.head.append(script);
            setTimeout(() => report('none'), 2000);
          }),
      );
      expect(outcome, path).toEqual({ ran: false, violated: 'script-src-elem' });
    }
    await context.close();
  });
});

describe("the portal's first paint", () => {
  it('sends form C paths and / the hero with this workshop, escaped, before any script', async () => {
    for (const path of ['/', '/customer', '/customer-portal-multi', '/multi-bike-portal']) {
      const page = await (await get(path)).text();
      expect(page, path).toContain('data-shell="portal"');
      expect(page, path).toContain('Fiets &amp; &lt;Zo&gt; Afspraak</h1>');
      expect(page, path).toContain('href="https://fiets.example/?a=1&amp;b=2"');
      expect(page, path).toContain('"workshopName":"Fiets & \\u003cZo>"');
      expect(page, path).not.toContain('__SPAAK_');
    }
  });

  it('sends the other paths the empty page, / to an admin too, and the shell to a signed-in customer', async () => {
    for (const path of ['/admin', '/customer-portal', '/customer-portal-steps', '/onbekend']) {
      expect(await (await get(path)).text(), path).not.toContain('data-shell');
    }
    // Form C stands on / for anyone but an admin (src/contract/client-routes.ts).
    for (const [email, startsAsShell] of [
      ['klant@example.nl', true],
      [E2E_ADMIN_EMAIL, false],
    ] as const) {
      const context = await browser.newContext();
      await server.signIn(await context.newPage(), email);
      const cookie = (await context.cookies())
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ');
      expect((await (await get('/', { cookie })).text()).includes('data-shell'), email).toBe(
        startsAsShell,
      );
      await context.close();
    }
  });

  it('shows the hero without scripts and takes it over without a hydration error', async () => {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      javaScriptEnabled: false,
    });
    const withoutScripts = await context.newPage();
    await withoutScripts.goto(`${server.url}/multi-bike-portal`);
    await withoutScripts.getByRole('heading', { name: `${WORKSHOP_NAME} Afspraak` }).waitFor();
    await withoutScripts.getByRole('status').getByText('Laden…').waitFor();
    await context.close();

    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/multi-bike-portal`);
    await page.getByRole('button', { name: 'Volgende' }).waitFor();
    await expect(page.title()).resolves.toBe(`${WORKSHOP_NAME} Afspraak`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends the shell with its stylesheet inside and compressed, so it paints without a second download', async () => {
    const compressed = await get('/multi-bike-portal', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const page = await compressed.text();
    expect(page).toMatch(/<style>[^<]*\.bg-brand-800/);
    expect(page).not.toContain('rel="stylesheet"');
    const gzipped = await get('/multi-bike-portal', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(page);
    const plain = await get('/multi-bike-portal', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('asks for the signed-in user once, already while the app is being loaded', async () => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/multi-bike-portal`);
    await page.getByRole('button', { name: 'Volgende' }).waitFor();
    const appScript = requested.find((path) => path.includes('/start-app-'));
    expect(appScript).toBeDefined();
    // Preloaded by the page: one request, under way before the app is even asked for.
    expect(requested.filter((path) => path === '/api/auth/user')).toHaveLength(1);
    expect(requested.indexOf('/api/auth/user')).toBeLessThan(requested.indexOf(appScript ?? ''));
    await page.close();
  });

  it('sends built scripts compressed and cacheable for good, and pages to be checked again', async () => {
    const page = await (await get('/multi-bike-portal')).text();
    const script = page.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script ?? '', { 'accept-encoding': 'br, gzip' });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/multi-bike-portal')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/admin')).headers.get('cache-control')).toBe('no-cache');
  });

  it("answers a built file that is not there, such as an old release's chunk, with 404 rather than the page", async () => {
    const missing = await get('/assets/start-app-0ld4sset.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});

describe('a page opened before a release', () => {
  /**
   * Form A's page, whose form comes in a chunk of its own; `gone` answers that chunk with 404.
   * With `serverDown`, nothing of the server answers but the page itself.
   */
  async function openFormA(gone: (attempt: number) => boolean, { serverDown = false } = {}) {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    let attempts = 0;
    await page.route('**/assets/single-page-form-*.js', (route) => {
      attempts += 1;
      if (serverDown) return route.abort('connectionrefused');
      return gone(attempts) ? route.fulfill({ status: 404, body: '' }) : route.continue();
    });
    if (serverDown) await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(`${server.url}/customer-portal`);
    return { page, loads };
  }

  it('reloads once to get the new release when a chunk it asks for is gone', async () => {
    const { page, loads } = await openFormA((attempt) => attempt === 1);
    await page
      .getByRole('heading', { name: 'Professionele e-bike service in Amsterdam' })
      .waitFor();
    expect(loads).toHaveLength(2);
    await page.close();
  });

  it('does not reload while the server is out of reach, and says the page could not be loaded', async () => {
    const { page, loads } = await openFormA(() => false, { serverDown: true });
    await page.getByRole('heading', { name: 'Pagina niet geladen' }).waitFor();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).waitFor();
    await page.waitForTimeout(1_500);
    expect(loads).toHaveLength(1);
    await page.close();
  });

  it('does not reload in a loop when the chunk stays gone', async () => {
    const { page, loads } = await openFormA(() => true);
    // The reload waits for the server's health answer: a busy machine takes over a second.
    await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(1_500);
    expect(loads).toHaveLength(2);
    await page.close();
  });
});
