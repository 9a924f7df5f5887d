import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../src/server/db/schema.ts';
import { startFakePdok } from '../src/server/integrations/address/fake.ts';
import { storedRequestsWhere } from '../src/server/test/stored-requests.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

// Issue 31, point 1: a postcode that is not Dutch and a phone number that does not exist for
// its country code are told under their fields in all three forms, and a corrected one is
// stored in one form: "1017AB", "+31612345678".

const POSTCODE_MESSAGE = 'Ongeldige postcode (bijvoorbeeld 1101 AM)';
const PHONE_MESSAGE = 'Dit telefoonnummer bestaat niet met deze landcode';

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

const open = async (path: string) => {
  page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
  await page.goto(`${server.url}${path}`);
};
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** A field by the start of its label, so 'Straat' is not 'Straat en huisnummer'. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\b`));

/** The message `control` names as its description while invalid, else ''. */
async function messageUnder(control: Locator) {
  if ((await control.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(label).fill(value);
}

const storedFor = (email: string) =>
  storedRequestsWhere(server.database.db, eq(serviceRequests.email, email));

const customer = (email: string) => ({
  Voornaam: 'Noor',
  Achternaam: 'Visser',
  'E-mailadres': email,
  'Straat en huisnummer': 'Kerkstraat 5',
  Plaats: 'Amsterdam',
});

describe('form A at /customer-portal', () => {
  it('tells a postcode of 4 digits and a number that no Dutch phone has under their fields, and stores them normalised once fixed', async () => {
    const email = 'postcode-a@example.nl';
    await open('/customer-portal');
    await fill({
      ...customer(email),
      Telefoonnummer: '12345678',
      Postcode: '1017',
      Fietsmerk: 'Gazelle',
      Framenummer: 'GZ-1',
      Probleembeschrijving: 'De versnellingen slaan over.',
    });
    await button('Verzenden').click();
    await expect.poll(() => messageUnder(field('Postcode'))).toBe(POSTCODE_MESSAGE);
    expect(await messageUnder(field('Telefoonnummer'))).toBe(PHONE_MESSAGE);
    await expectNoSeriousAxeViolations(page);
    expect(await storedFor(email)).toEqual([]);

    await fill({ Postcode: '1017 ab', Telefoonnummer: '06 12345678' });
    await expect.poll(() => messageUnder(field('Postcode'))).toBe('');
    expect(await messageUnder(field('Telefoonnummer'))).toBe('');
    await button('Verzenden').click();
    await expect.poll(async () => (await storedFor(email)).length).toBe(1);
    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({ postalCode: '1017AB', phone: '+31612345678' });
  });
});

describe('form B at /customer-portal-steps', () => {
  it('keeps the customer step open with the message under a postcode of five digits and under a Belgian number too short for Belgium', async () => {
    await open('/customer-portal-steps');
    await button('Volgende').click();
    await page.getByText('Stap 2 van 4', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Landcode' }).selectOption('+32');
    await fill({
      ...customer('postcode-b@example.nl'),
      Telefoonnummer: '470 12 34',
      Postcode: '12345',
    });
    await button('Volgende').click();
    await expect.poll(() => messageUnder(field('Postcode'))).toBe(POSTCODE_MESSAGE);
    expect(await messageUnder(field('Telefoonnummer'))).toBe(
      'Een telefoonnummer heeft minstens 8 cijfers',
    );
    expect(await page.getByText('Stap 2 van 4', { exact: true }).isVisible()).toBe(true);

    await fill({ Postcode: '1017AB', Telefoonnummer: '470 12 34 56' });
    await button('Volgende').click();
    await page.getByText('Stap 3 van 4', { exact: true }).waitFor();
  });
});

describe('form C at /multi-bike-portal', () => {
  const DRAFT_KEY = 'spaak:intake-draft:multi-bike-portal';
  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const byId = (id: string) => page.locator(`#${id}`);

  it('tells a bike location postcode of letters under its field on the first step', async () => {
    await open('/multi-bike-portal');
    await stepHeading('Service Levering').waitFor();
    await byId('bike-location-postcode').fill('abc');
    await byId('bike-location-house-number').fill('5');
    await page.getByRole('switch', { name: 'Adres handmatig invoeren' }).check();
    await byId('bike-location-street').fill('Kerkstraat');
    await byId('bike-location-city').fill('Amsterdam');
    await button('Volgende').click();
    await expect.poll(() => messageUnder(byId('bike-location-postcode'))).toBe(POSTCODE_MESSAGE);
    expect(await stepHeading('Service Levering').isVisible()).toBe(true);
  });

  it('tells the billing postcode and a phone number invalid for its country under their fields', async () => {
    await open('/multi-bike-portal');
    await stepHeading('Service Levering').waitFor();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFT_KEY);
    const draft = {
      version: 1,
      step: 2,
      deliveryType: 'workshop',
      firstName: 'Noor',
      lastName: 'Visser',
      customerType: 'private',
      companyName: '',
      email: 'postcode-c@example.nl',
      phoneCode: '+31',
      phoneNumber: '12345678',
      billing: {
        postcode: '1017',
        houseNumber: '5',
        addition: '',
        street: 'Kerkstraat',
        city: 'Amsterdam',
        manual: true,
      },
      bikeLocation: {
        postcode: '',
        houseNumber: '',
        addition: '',
        street: '',
        city: '',
        manual: false,
      },
      bikes: [],
      confirmed: false,
    };
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: DRAFT_KEY,
      value: JSON.stringify({ savedAt: Date.now(), value: draft }),
    });
    await page.reload();
    await stepHeading('Klantgegevens').waitFor();
    await button('Volgende').click();
    await expect.poll(() => messageUnder(byId('billing-postcode'))).toBe(POSTCODE_MESSAGE);
    expect(await messageUnder(byId('customer-phone'))).toBe(PHONE_MESSAGE);
    await expectNoSeriousAxeViolations(page);
  });
});
