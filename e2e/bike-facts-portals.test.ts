import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import INTAKE_EN from '../src/client/features/intake/shared/strings.en.ts';
import { INTAKE_TEXTS } from '../src/client/features/intake/shared/strings.ts';
import { INPUT_TEXTS_EN } from '../src/contract/errors/input-en.ts';
import { INPUT_TEXTS_NL } from '../src/contract/errors/input-nl.ts';
import type { Language } from '../src/contract/language.ts';
import { storedRequest } from '../src/server/test/stored-requests.ts';
import { expectUsablePage } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';
import { escapeRegExp } from './support/table-texts.ts';

// Issue 34 at intake: each portal asks per bike whether it is an e-bike and a lease bike, and
// the request is stored with what the customer answered.

const TEXTS = {
  nl: { facts: INTAKE_TEXTS.dutch.bikeFacts, input: INPUT_TEXTS_NL },
  en: { facts: INTAKE_EN.bikeFacts, input: INPUT_TEXTS_EN },
};

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await page?.context().close();
});

async function openPage(path: string, language: Language = 'nl') {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    ...(language === 'en' ? { locale: 'en-GB' } : {}),
  });
  page = await context.newPage();
  await page.goto(`${server.url}${path}`);
}

/** Opens `path` on `draft` stored under `key`, as a tab opened on a draft left in the browser. */
async function openWithDraft(path: string, key: string, draft: object, language: Language) {
  await openPage(path, language);
  // Seeded once the form has saved its own first draft, which would otherwise win.
  await page.waitForFunction((name) => localStorage.getItem(name) !== null, key);
  await page.evaluate(({ name, value }) => localStorage.setItem(name, value), {
    name: key,
    value: JSON.stringify({ savedAt: Date.now(), value: draft }),
  });
  await page.reload();
}

/** The e-bike and lease questions of the bike in `scope`, by their labels in `language`. */
function bikeFacts(scope: Page | Locator, language: Language) {
  const { facts } = TEXTS[language];
  // From the label's start: 'Leasemaatschappij' is also the end of 'Naam van de leasemaatschappij'.
  const field = (label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
  const answer = (question: string, yes: boolean) =>
    scope
      .getByRole('group', { name: question, exact: true })
      .getByRole('radio', { name: yes ? facts.yes : facts.no, exact: true })
      .check();
  return {
    driveSystem: field(facts.driveSystem),
    ownDriveSystem: field(facts.customDriveSystem),
    errorCode: field(facts.errorCode),
    batterySerial: field(facts.batterySerial),
    company: field(facts.leaseCompany),
    ownCompany: field(facts.customLeaseCompany),
    contractNumber: field(facts.contractNumber),
    answerEBike: (yes: boolean) => answer(facts.isEBike, yes),
    answerLease: (yes: boolean) => answer(facts.isLease, yes),
  };
}

/** The field is marked invalid and shows `message` under it, linked as its description. */
async function expectMessageUnder(field: Locator, message: string) {
  const id = await field.getAttribute('id');
  await page.locator(`[id="${id}-error"]`).getByText(message, { exact: true }).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await field.getAttribute('aria-describedby')).toContain(`${id}-error`);
}

/** Waits until the stored draft holds `text`: what a reload then finds. */
const draftHolds = (key: string, text: string) =>
  page.waitForFunction(
    ([name, typed]) => localStorage.getItem(name as string)?.includes(typed as string),
    [key, text],
  );

const storedBikes = async (id: number) => (await storedRequest(server.database.db, id))?.bikes;

const idOfReference = async () =>
  Number((await page.getByTestId('reference').textContent())?.split('-').at(-1));

const customer = {
  firstName: 'Noor',
  lastName: 'Visser',
  customerType: 'private',
  companyName: '',
  email: 'noor@example.nl',
  phoneCode: '+31',
  phoneNumber: '0612345678',
};

describe('form A, /customer-portal', () => {
  it('stores an e-bike on lease, shows the messages under their fields and keeps the answers across a reload and a Nee', async () => {
    await openPage('/customer-portal');
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
      Probleembeschrijving: 'De motor valt uit bij het optrekken.',
    })) {
      await page.getByLabel(label, { exact: false }).first().fill(value);
    }
    const facts = bikeFacts(page, 'nl');
    // Nothing more until a question is answered with Ja.
    expect(await facts.driveSystem.count()).toBe(0);
    expect(await facts.contractNumber.count()).toBe(0);

    await facts.answerEBike(true);
    await facts.driveSystem.selectOption('Bosch');
    await facts.errorCode.fill('E010!');
    await facts.batterySerial.fill('BAT 4411-22');
    await facts.answerLease(true);
    await facts.company.selectOption('Athlon');
    await page.getByRole('button', { name: 'Verzenden', exact: true }).click();
    await expectMessageUnder(facts.errorCode, INPUT_TEXTS_NL.errorCodeInvalid);
    await expectMessageUnder(facts.contractNumber, INPUT_TEXTS_NL.contractNumberRequired);
    await expectUsablePage(page);

    await facts.errorCode.fill('E010');
    await facts.contractNumber.fill('ATH-2026-0042');
    // 'Nee' hides the e-bike's fields; the draft keeps them for a 'Ja' again, also after a reload.
    await facts.answerEBike(false);
    expect(await facts.driveSystem.count()).toBe(0);
    await draftHolds('spaak:intake-draft:single-page', 'ATH-2026-0042');
    await page.reload();
    expect(await facts.contractNumber.inputValue()).toBe('ATH-2026-0042');
    expect(await facts.driveSystem.count()).toBe(0);
    await facts.answerEBike(true);
    expect(await facts.driveSystem.inputValue()).toBe('Bosch');
    expect(await facts.errorCode.inputValue()).toBe('E010');

    await page.getByRole('button', { name: 'Verzenden', exact: true }).click();
    await page.getByTestId('reference').waitFor();
    expect(await storedBikes(await idOfReference())).toEqual([
      expect.objectContaining({
        brand: 'Gazelle',
        eBike: { driveSystem: 'Bosch', errorCode: 'E010', batterySerial: 'BAT 4411-22' },
        lease: { company: 'Athlon', contractNumber: 'ATH-2026-0042' },
      }),
    ]);
  });
});

describe('form B, /customer-portal-steps, in English', () => {
  it("stores an e-bike of a drive system in the customer's own words, after the message for the missing contract number", async () => {
    await openWithDraft(
      '/customer-portal-steps',
      'spaak:intake-draft:wizard',
      {
        version: 1,
        step: 3,
        deliveryType: 'workshop',
        bikeLocation: {},
        customer: {
          ...customer,
          street: 'Prinsengracht 263',
          postalCode: '1016GV',
          city: 'Amsterdam',
        },
        bike: {
          brand: 'Stevens',
          model: '',
          frameNumber: 'ST-9',
          mileage: '',
          issueDescription: 'The motor stops after a few minutes.',
        },
      },
      'en',
    );
    await page.getByText('Step 3 of 4', { exact: true }).waitFor();
    const facts = bikeFacts(page, 'en');
    await facts.answerEBike(true);
    await facts.driveSystem.selectOption({ label: 'Other' });
    await facts.ownDriveSystem.fill('Pendix eDrive');
    await facts.batterySerial.fill('PX-99');
    await facts.answerLease(true);
    await facts.company.selectOption('Lease a Bike');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectMessageUnder(facts.contractNumber, INPUT_TEXTS_EN.contractNumberRequired);
    await expectUsablePage(page);

    await facts.contractNumber.fill('LAB 123/45');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Step 4 of 4', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send Request', exact: true }).click();
    await page.getByTestId('reference').waitFor();
    expect(await storedBikes(await idOfReference())).toEqual([
      expect.objectContaining({
        brand: 'Stevens',
        eBike: { driveSystem: 'Pendix eDrive', batterySerial: 'PX-99' },
        lease: { company: 'Lease a Bike', contractNumber: 'LAB 123/45' },
      }),
    ]);
  });
});

describe('form C, /multi-bike-portal', () => {
  const draftOnBikeStep = {
    version: 1,
    step: 3,
    deliveryType: 'workshop',
    ...customer,
    billing: {
      postcode: '1016GV',
      houseNumber: '263',
      addition: '',
      street: 'Prinsengracht',
      city: 'Amsterdam',
      manual: false,
    },
    bikeLocation: { postcode: '', houseNumber: '', addition: '', street: '', city: '' },
    bikes: [
      {
        key: 'b1',
        brand: 'vanmoof',
        customBrand: '',
        model: 'S3',
        frameNumber: '',
        mileage: '',
        issueDescription: 'Display blijft zwart na opladen.',
        serviceType: 'repair',
      },
    ],
    confirmed: false,
  };
  const openOnBikeStep = () =>
    openWithDraft(
      '/multi-bike-portal',
      'spaak:intake-draft:multi-bike-portal',
      draftOnBikeStep,
      'nl',
    );
  const firstBike = () => page.getByRole('region', { name: 'Fiets 1' });

  it('stores an e-bike on lease and shows its facts on the review', async () => {
    await openOnBikeStep();
    const facts = bikeFacts(firstBike(), 'nl');
    await facts.answerEBike(true);
    await facts.driveSystem.selectOption('Shimano');
    await facts.errorCode.fill('W013');
    await facts.answerLease(true);
    await facts.company.selectOption('Ayvens');
    await facts.contractNumber.fill('AYV-778');
    await expectUsablePage(page);
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();

    await page.getByRole('heading', { level: 2, name: 'Controleer Je Aanvraag' }).waitFor();
    for (const [label, value] of [
      ['Aandrijfsysteem', 'Shimano'],
      ['Foutcode op het display', 'W013'],
      ['Leasemaatschappij', 'Ayvens'],
      ['Contractnummer', 'AYV-778'],
    ]) {
      await page.getByRole('definition').filter({ hasText: value }).first().waitFor();
      await page.getByRole('term').filter({ hasText: label }).first().waitFor();
    }
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await page.getByRole('button', { name: 'Aanvraag Verzenden', exact: true }).click();
    const sent = await page.getByText(/^Aanvraagnummer: \d+$/).textContent();
    expect(await storedBikes(Number(sent?.split(': ')[1]))).toEqual([
      expect.objectContaining({
        brand: 'VanMoof',
        eBike: { driveSystem: 'Shimano', errorCode: 'W013' },
        lease: { company: 'Ayvens', contractNumber: 'AYV-778' },
      }),
    ]);
  });

  it("offers 'Overig' when the list of leasing companies cannot be loaded, and says so", async () => {
    await openOnBikeStep();
    await page.route('**/api/lease-companies', (route) => route.abort('connectionreset'));
    const facts = bikeFacts(firstBike(), 'nl');
    await facts.answerLease(true);
    await page.getByText(TEXTS.nl.facts.leaseCompaniesUnavailable).waitFor();
    expect(await facts.company.locator('option').allTextContents()).toEqual([
      TEXTS.nl.facts.chooseLeaseCompany,
      'Overig',
    ]);
    await facts.company.selectOption({ label: 'Overig' });
    await facts.ownCompany.fill('Fietsplan BV');
    await facts.contractNumber.fill('FP 2026 1');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Controleer Je Aanvraag' }).waitFor();
    await page.getByRole('definition').filter({ hasText: 'Fietsplan BV' }).waitFor();
    await expectUsablePage(page);
  });
});
