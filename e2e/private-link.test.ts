import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePdok } from '../src/server/integrations/address/fake.ts';
import { expectUsablePage } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;
let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  pdok = await startFakePdok();
  server = await startE2eServer({ PDOK_URL: pdok.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await pdok?.stop();
});

afterEach(async () => {
  await page?.context().close();
});

const field = (label: string) => page.getByLabel(label, { exact: false });

const checkPage = () => expectUsablePage(page);

describe('the private link', () => {
  it('is shown on the confirmation and opens the request, in Dutch and English, on a phone', async () => {
    page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
    await page.goto(`${server.url}/customer-portal`);
    for (const [label, value] of Object.entries({
      Voornaam: 'Noor',
      Achternaam: 'Visser',
      'E-mailadres': 'noor@example.nl',
      Telefoonnummer: '612345678',
      'Straat en huisnummer': 'Overtoom 15-2',
      Postcode: '1054HB',
      Plaats: 'Amsterdam',
      Fietsmerk: 'Gazelle',
      Framenummer: 'GZ-1',
      Probleembeschrijving: 'De versnellingen slaan over.',
    })) {
      await field(label).fill(value);
    }
    await page.getByRole('button', { name: 'Verzenden', exact: true }).click();

    const notice = page.getByRole('region', { name: 'Volg je aanvraag' });
    await notice.waitFor();
    const reference = (await page.getByTestId('reference').textContent()) ?? '';
    const link = notice.getByRole('link', { name: /Bekijk je aanvraag/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    await checkPage();

    // The configured address names port 0 in these tests: the page is opened on the real one.
    await page.goto(`${server.url}${new URL(href).pathname}`);
    await page.getByRole('heading', { level: 1, name: `Aanvraag ${reference}` }).waitFor();
    await page.getByText('Hallo Noor,').waitFor();
    await page.getByText('We bekijken je aanvraag', { exact: false }).waitFor();
    expect(await page.content()).not.toContain('Visser');
    await checkPage();

    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await page.getByText('Bike 1: Gazelle').waitFor();
    await checkPage();
  });

  it('shows one neutral page for a link that opens nothing', async () => {
    page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
    const response = await page.goto(`${server.url}/r/${'A'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer' }).waitFor();
    await checkPage();
  });
});
