import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

const WORKSHOP_NAME = 'Fiets & Co';
const MARKETING_URL = 'https://fietsenco.example/';

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer({ WORKSHOP_NAME, MARKETING_URL });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await page?.context().close();
});

/** Each language's words of the band, as a person reads them. */
const BAND_WORDS = {
  nl: { locale: 'nl-NL', switch: 'Taal', home: 'Startpagina' },
  en: { locale: 'en-GB', switch: 'Language', home: 'Home' },
} as const;

/** Every page a customer or a signing-in admin starts on, and where its Home link goes. */
const PAGES = [
  { name: 'form A', path: '/customer-portal', home: '/' },
  { name: 'form B', path: '/customer-portal-steps', home: '/' },
  { name: 'form C', path: '/customer', home: MARKETING_URL },
  { name: 'the sign-in page', path: '/api/login', home: MARKETING_URL },
];

const open = async (path: string, locale: string) => {
  page = await (await browser.newContext({ viewport: PHONE_VIEWPORT, locale })).newPage();
  await page.goto(`${server.url}${path}`);
};

describe.each(Object.entries(BAND_WORDS))('the band of every page, in %s', (_, words) => {
  it.each(PAGES)(
    'is the same on $name: the name home, the switch, Home, the title, on a phone',
    async ({ path, home }) => {
      await open(path, words.locale);
      const band = page.getByRole('banner');
      await band.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await band.getByRole('link', { name: WORKSHOP_NAME, exact: true }).getAttribute('href'),
      ).toBe('/');
      const languages = band.getByRole('group', { name: words.switch });
      await languages.getByText('Nederlands').waitFor();
      await languages.getByText('English').waitFor();
      expect(
        await band.getByRole('link', { name: words.home, exact: true }).getAttribute('href'),
      ).toBe(home);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.getByRole('main').waitFor();
      const sidewaysScroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sidewaysScroll).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    },
  );
});

describe("the sign-in page's language switch", () => {
  it('shows the page in the language chosen, and the answer to its form follows', async () => {
    await open('/api/login', BAND_WORDS.nl.locale);
    await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
    await page.getByRole('group', { name: 'Taal' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');

    await page.getByLabel('Email address').fill('switch@example.nl');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('link', { name: 'Nederlands' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Inloggen' }).waitFor();
  });

  it("keeps the choice for the portal's first paint", async () => {
    await open('/api/login?lang=en', BAND_WORDS.nl.locale);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.goto(`${server.url}/customer`);
    await page.getByRole('heading', { level: 1, name: `${WORKSHOP_NAME} Appointment` }).waitFor();
  });
});
