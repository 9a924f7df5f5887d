import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import DASHBOARD_EN from '../src/client/features/admin/dashboard/strings.en.ts';
import INTAKE_EN from '../src/client/features/intake/shared/strings.en.ts';
import SINGLE_PAGE_EN from '../src/client/features/intake/single-page/strings.en.ts';
import WIZARD_EN from '../src/client/features/intake/wizard/strings.en.ts';
import { startFakePdok } from '../src/server/integrations/address/fake.ts';
import { storedRequest } from '../src/server/test/stored-requests.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

let pdok: Awaited<ReturnType<typeof startFakePdok>>;
let server: E2eServer;
let browser: Browser;

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

/** A page in a browser of its own (its own storage and cookies), Dutch unless told. */
async function openPage(path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The sign-in pages name no icon, so the browser asks for /favicon.ico, which is not there.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}${path}`);
  return { page, errors, close: () => context.close() };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

const switchTo = (page: Page, name: 'English' | 'Nederlands') =>
  page.getByRole('group', { name: name === 'English' ? 'Taal' : 'Language' }).getByRole('button', {
    name,
    exact: true,
  });

/** Switches the page to English with its switch, and waits until the page says so. */
async function chooseEnglish(page: Page) {
  await switchTo(page, 'English').click();
  await expect.poll(() => htmlLang(page)).toBe('en-GB');
  const english = page.getByRole('group', { name: 'Language' }).getByRole('button', {
    name: 'English',
  });
  expect(await english.getAttribute('aria-pressed')).toBe('true');
}

/** The request the page sends to the intake, once it has been sent. */
function intakeRequest(page: Page) {
  return new Promise<Request>((resolve) => {
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/service-requests'
      )
        resolve(request);
    });
  });
}

/** What the intake was asked in: the page's language as the header, the choice as the cookie. */
async function expectSentInEnglish(request: Request) {
  const headers = await request.allHeaders();
  expect(headers['accept-language']).toBe('en');
  expect(headers.cookie).toContain('spaak.lang=en');
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

async function waitForValue(page: Page, selector: string, value: string) {
  await page.waitForFunction(
    ([css, expected]) =>
      (document.querySelector(css as string) as HTMLInputElement | null)?.value === expected,
    [selector, value],
  );
}

describe('choosing English on the customer portals', () => {
  it('form C: switches halfway, keeping what was typed, and sends the request in English', async () => {
    const { page, errors, close } = await openPage('/');
    await stepHeading(page, 'Service Levering').waitFor();
    expect(await htmlLang(page)).toBe('nl-NL');
    await page.getByRole('radio', { name: /In de werkplaats/ }).check();
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await page.locator('#customer-firstName').fill('Anna');

    await chooseEnglish(page);
    await stepHeading(page, INTAKE_EN.multiBikeSteps[1]).waitFor();
    expect(await page.locator('#customer-firstName').inputValue()).toBe('Anna');
    await page.getByRole('link', { name: INTAKE_EN.adminLogin }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.locator('#customer-lastName').fill('de Vries');
    await page.locator('#customer-email').fill('anna.en@example.nl');
    await page.locator('#customer-phone').fill('612345678');
    await page.locator('#billing-postcode').fill('1011PN');
    await page.locator('#billing-house-number').fill('1');
    await waitForValue(page, '#billing-street', 'Amstel');
    await page.getByRole('button', { name: INTAKE_EN.next, exact: true }).click();

    await stepHeading(page, INTAKE_EN.multiBikeSteps[2]).waitFor();
    await page.getByLabel(INTAKE_EN.brand).selectOption('gazelle');
    await page.getByLabel(INTAKE_EN.model).fill('Ultimate C8');
    await page.getByLabel(INTAKE_EN.issueDescription).fill('The brakes squeak and drag.');
    await page.getByRole('button', { name: INTAKE_EN.next, exact: true }).click();

    await stepHeading(page, INTAKE_EN.reviewTitle).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('checkbox', { name: INTAKE_EN.confirm }).check();
    const sent = intakeRequest(page);
    await page.getByRole('button', { name: INTAKE_EN.submit, exact: true }).click();
    await page.getByRole('heading', { name: INTAKE_EN.successTitle }).waitFor();
    await expectSentInEnglish(await sent);
    await expectNoSeriousAxeViolations(page);

    const number = await page
      .getByText(/^Request number: \d+$/)
      .first()
      .textContent();
    const stored = await storedRequest(server.database.db, Number(number?.replace(/\D/g, '')));
    expect(stored).toMatchObject({
      email: 'anna.en@example.nl',
      deliveryType: 'workshop',
      language: 'en',
    });
    expect(errors).toEqual([]);
    await close();
  });

  it('form A: switches after the first field, keeping it, and sends the request in English', async () => {
    const { page, errors, close } = await openPage('/customer-portal');
    const field = (label: string) => page.getByLabel(label, { exact: false });
    await field('Voornaam').fill('Bram');

    await chooseEnglish(page);
    await page.getByRole('heading', { level: 1, name: SINGLE_PAGE_EN.heroTitle }).waitFor();
    expect(await field(INTAKE_EN.firstName).inputValue()).toBe('Bram');
    await expectNoSeriousAxeViolations(page);

    await field(INTAKE_EN.lastName).fill('Jansen');
    await page.getByRole('radio', { name: INTAKE_EN.simple.private }).check();
    await field(INTAKE_EN.email).fill('bram.en@example.nl');
    await field(INTAKE_EN.phone).fill('0612345678');
    await field(INTAKE_EN.simple.street).fill('Keizersgracht 12');
    await field(INTAKE_EN.postcode).fill('1015CS');
    await field(INTAKE_EN.city).fill('Amsterdam');
    await field(INTAKE_EN.simple.brand).fill('VanMoof');
    await field(INTAKE_EN.simple.frameNumber).fill('VM-123456');
    await field(INTAKE_EN.issueDescription).fill('The motor cuts out when pulling away.');
    const sent = intakeRequest(page);
    await page.getByRole('button', { name: SINGLE_PAGE_EN.submit, exact: true }).click();
    await page.getByRole('heading', { name: SINGLE_PAGE_EN.successHeading }).waitFor();
    await expectSentInEnglish(await sent);
    await page.getByRole('button', { name: INTAKE_EN.simple.startAgain }).waitFor();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('form B: switches on the first step and walks the wizard to its reference in English', async () => {
    const { page, errors, close } = await openPage('/customer-portal-steps');
    await page.getByText('Stap 1 van 4', { exact: true }).waitFor();

    await chooseEnglish(page);
    await page.getByText(WIZARD_EN.stepOf(1, 4), { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const field = (label: string) => page.getByLabel(label, { exact: false });
    const next = page.getByRole('button', { name: INTAKE_EN.next, exact: true });
    await page.getByRole('radio', { name: new RegExp(WIZARD_EN.workshop) }).check();
    await next.click();

    await page.getByText(WIZARD_EN.stepOf(2, 4), { exact: true }).waitFor();
    await field(INTAKE_EN.firstName).fill('Cor');
    await field(INTAKE_EN.lastName).fill('Bakker');
    await page.getByRole('radio', { name: INTAKE_EN.simple.private }).check();
    await field(INTAKE_EN.email).fill('cor.en@example.nl');
    await field(INTAKE_EN.phone).fill('0612345678');
    await field(INTAKE_EN.simple.street).fill('Prinsengracht 263');
    await field(INTAKE_EN.postcode).fill('1016GV');
    await field(INTAKE_EN.city).fill('Amsterdam');
    await next.click();

    await page.getByText(WIZARD_EN.stepOf(3, 4), { exact: true }).waitFor();
    await field(INTAKE_EN.simple.brand).fill('Gazelle');
    await field(INTAKE_EN.simple.frameNumber).fill('GZ-998877');
    await next.click();

    await page.getByText(WIZARD_EN.stepOf(4, 4), { exact: true }).waitFor();
    await page.getByRole('heading', { name: WIZARD_EN.whatNext }).waitFor();
    await field(INTAKE_EN.issueDescription).fill('The rear brake squeaks and the chain slips.');
    const sent = intakeRequest(page);
    await page.getByRole('button', { name: WIZARD_EN.submit, exact: true }).click();
    await page.getByRole('heading', { name: WIZARD_EN.referenceLabel }).waitFor();
    await expectSentInEnglish(await sent);
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the choice across a reload, where the server already sends the page in English', async () => {
    const { page, errors, close } = await openPage('/');
    // The switch in the prerendered shell answers once the app has taken the page over.
    await page.getByRole('button', { name: 'Volgende' }).waitFor();
    await chooseEnglish(page);
    expect(await page.evaluate(() => localStorage.getItem('spaak.lang'))).toBe('en');
    const [cookie] = (await page.context().cookies()).filter(({ name }) => name === 'spaak.lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 60 * 60);

    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain(`<html lang="en-GB">`);
    await stepHeading(page, INTAKE_EN.multiBikeSteps[0]).waitFor();
    expect(await htmlLang(page)).toBe('en-GB');

    await switchTo(page, 'Nederlands').click();
    await stepHeading(page, 'Service Levering').waitFor();
    expect(await htmlLang(page)).toBe('nl-NL');
    await page.reload();
    await stepHeading(page, 'Service Levering').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the language of a first visit', () => {
  it('is English for a browser that prefers it, from the first paint, without a hydration error', async () => {
    const sent = await fetch(`${server.url}/`, { headers: { 'Accept-Language': 'en-GB,en' } });
    const html = await sent.text();
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain(INTAKE_EN.heroText);
    expect(sent.headers.get('vary')).toContain('Accept-Language');

    const { page, errors, close } = await openPage('/', { locale: 'en-GB' });
    await stepHeading(page, INTAKE_EN.multiBikeSteps[0]).waitFor();
    await page.getByRole('button', { name: INTAKE_EN.next, exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en-GB');
    // Following the browser is no choice: nothing is remembered until the person chooses.
    expect(await page.evaluate(() => localStorage.getItem('spaak.lang'))).toBeNull();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('is Dutch for a browser that prefers Dutch, or neither language', async () => {
    for (const locale of ['nl-NL', 'de-DE']) {
      const { page, close } = await openPage('/customer-portal-steps', { locale });
      await page.getByText('Stap 1 van 4', { exact: true }).waitFor();
      expect(await htmlLang(page)).toBe('nl-NL');
      await close();
    }
  });
});

describe("the dashboard's language", () => {
  it('keeps the choice across a reload and for the admin on another browser, also one made on a portal', async () => {
    const first = await openPage('/');
    await server.signIn(first.page, E2E_ADMIN_EMAIL);
    await first.page.goto(`${server.url}/admin`);
    await first.page.getByRole('tab', { name: 'Serviceverzoeken' }).waitFor();
    const saved = first.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/user/language',
    );
    await chooseEnglish(first.page);
    expect((await saved).status()).toBe(200);
    await first.page.getByRole('tab', { name: DASHBOARD_EN.tabs.requests }).waitFor();
    await expectNoSeriousAxeViolations(first.page);

    await first.page.reload();
    await first.page.getByRole('tab', { name: DASHBOARD_EN.tabs.requests }).waitFor();
    expect(await htmlLang(first.page)).toBe('en-GB');

    // Another browser, Dutch and without any choice of its own, signed in as the same admin.
    const second = await openPage('/');
    await server.signIn(second.page, E2E_ADMIN_EMAIL);
    await second.page.goto(`${server.url}/admin`);
    await second.page.getByRole('tab', { name: DASHBOARD_EN.tabs.requests }).waitFor();
    expect(await htmlLang(second.page)).toBe('en-GB');
    expect(await second.page.getByRole('tab', { name: 'Serviceverzoeken' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(second.page);

    // Back to Dutch there: kept with the admin again.
    await switchTo(second.page, 'Nederlands').click();
    await second.page.getByRole('tab', { name: 'Serviceverzoeken' }).waitFor();
    await expect
      .poll(async () => (await server.database.executeSql('SELECT language FROM users')).rows)
      .toEqual([{ language: 'nl' }]);

    // A choice made on a portal is the admin's too, or the next visit would undo it.
    await second.page.goto(`${server.url}/customer-portal`);
    await chooseEnglish(second.page);
    await expect
      .poll(async () => (await server.database.executeSql('SELECT language FROM users')).rows)
      .toEqual([{ language: 'en' }]);
    await second.page.reload();
    await second.page.getByRole('heading', { level: 1, name: SINGLE_PAGE_EN.heroTitle }).waitFor();
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.close();
    await second.close();
  });
});
