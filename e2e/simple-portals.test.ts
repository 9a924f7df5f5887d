import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_SHELL } from '../src/contract/portal-shell.ts';
import { PHOTO_PATH_PATTERN } from '../src/contract/uploads.ts';
import { serviceRequests } from '../src/server/db/schema.ts';
import { startFakePdok } from '../src/server/integrations/address/fake.ts';
import { storedRequest, storedRequestsWhere } from '../src/server/test/stored-requests.ts';
import { expectUsablePage } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { hasFocus } from './support/focus.ts';
import { doubleTapSend, loseIntakeAnswers } from './support/intake.ts';
import { expectNoPrivacyLink, expectPrivacyLink } from './support/privacy-link.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

/** A 1×1 PNG, a real image for the upload. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
const REFERENCE = /^#SR-\d{4}-\d{3,}$/;

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

const openPage = async (viewport: { width: number; height: number }, path: string) => {
  page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`${server.url}${path}`);
};
const button = (name: string) => page.getByRole('button', { name, exact: true });
const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** Form A's confirmation, under the page's title, which stays. */
const sentHeading = () =>
  page.getByRole('heading', { level: 2, name: 'Service Aanvraag Succesvol Verzonden!' });
const field = (label: string) => page.getByLabel(label, { exact: false });
const stepText = (step: number) => page.getByText(`Stap ${step} van 4`, { exact: true });
const toastText = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Types each value into the field of that label, in order, as a customer does. */
async function fillFields(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(label).fill(value);
}

const checkPage = () => expectUsablePage(page);

const storedRequestWithBikes = (id: number) => storedRequest(server.database.db, id);

const idOf = (reference: string) => Number(reference.split('-').at(-1));

const WIZARD_DRAFT_KEY = 'spaak:intake-draft:wizard';

/** A wizard draft filled in for the workshop, on `step`, as a customer leaves it. */
const wizardDraft = (step: number, email: string) => ({
  version: 1,
  step,
  deliveryType: 'workshop',
  bikeLocation: {
    bikeLocationStreet: '',
    bikeLocationHouseNumber: '',
    bikeLocationAddition: '',
    bikeLocationPostcode: '',
    bikeLocationCity: '',
  },
  customer: {
    firstName: 'Bram',
    lastName: 'Jansen',
    customerType: 'private',
    companyName: '',
    email,
    phoneCode: '+31',
    phoneNumber: '0612345678',
    street: 'Prinsengracht 263',
    postalCode: '1016GV',
    city: 'Amsterdam',
  },
  bike: {
    brand: 'Gazelle',
    model: '',
    frameNumber: 'GZ-1',
    mileage: '',
    issueDescription: 'Achterrem piept en de ketting slipt.',
  },
});

/** Opens the wizard on `draft`, as a new tab does on a draft left in the browser. */
async function openWizardWithDraft(draft: object) {
  await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
  // Seeded once the wizard has saved its own first draft, which would otherwise win.
  await stepText(1).waitFor();
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, WIZARD_DRAFT_KEY);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: WIZARD_DRAFT_KEY,
    value: JSON.stringify({ savedAt: Date.now(), value: draft }),
  });
  await page.reload();
}

/** The wizard's first step on location: its address search, the not-found notice, and a field. */
async function openAddressSearch() {
  await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
  await page.getByRole('radio', { name: /Op locatie/ }).check();
  return {
    search: field('Zoek het adres waar de fiets staat'),
    notice: page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.'),
    /** By the start of its label, so 'Straat' is not 'Straat en huisnummer'. */
    textbox: (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\b`) }),
  };
}

/** The text of the element that has focus. */
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());

/** Form A at desk size, filled in for one bike by the customer with `email`. */
async function openFormAFilledIn(email: string) {
  await openPage(DESKTOP_VIEWPORT, '/customer-portal');
  await fillFields({
    Voornaam: 'Noor',
    Achternaam: 'Visser',
    'E-mailadres': email,
    Telefoonnummer: '612345678',
    'Straat en huisnummer': 'Overtoom 15-2',
    Postcode: '1054HB',
    Plaats: 'Amsterdam',
    Fietsmerk: 'Gazelle',
    Framenummer: 'GZ-1',
    Probleembeschrijving: 'De versnellingen slaan over.',
  });
}

describe('form A: the single-page request at /customer-portal', () => {
  it('sends a request with a photo, keeps a draft across a reload, and starts afresh', async () => {
    await openPage(DESKTOP_VIEWPORT, '/customer-portal');
    await h1('Professionele e-bike service in Amsterdam').waitFor();
    expect(await page.getByRole('link', { name: 'Startpagina' }).getAttribute('href')).toBe('/');
    await checkPage();

    // Required marks on every required field; model is optional.
    for (const label of [
      'Voornaam',
      'Achternaam',
      'E-mailadres',
      'Telefoonnummer',
      'Straat en huisnummer',
      'Postcode',
      'Plaats',
      'Fietsmerk',
      'Framenummer',
      'Probleembeschrijving',
    ]) {
      expect(await field(label).first().getAttribute('aria-required'), label).toBe('true');
    }
    expect(await page.getByRole('group', { name: 'Klanttype (verplicht)' }).count()).toBe(1);
    expect(await field('Model').getAttribute('aria-required')).toBeNull();
    await expectPrivacyLink(page);

    // The progress bar follows the section being filled in.
    const progress = page.getByRole('navigation', { name: 'Voortgang' });
    const currentStep = () => progress.locator('[aria-current="step"]').textContent();
    expect(await currentStep()).toContain('Stap 1');
    await field('Model').focus();
    await expect.poll(currentStep).toContain('Stap 2');
    await progress.getByText('Stap 2 van 2: Je fiets').waitFor({ state: 'attached' });

    // Sending it empty shows and announces the field errors, and sends nothing.
    await button('Verzenden').click();
    await page.getByText('Voornaam is verplicht').waitFor();
    expect(await field('Voornaam').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Framenummer is verplicht').count()).toBe(1);

    await field('Voornaam').fill('Anna');
    await field('Achternaam').fill('de Vries');
    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await field('E-mailadres').fill('Anna@Example.nl');
    await field('Telefoonnummer').fill('471234567');
    await page.getByLabel('Landcode').selectOption('+32');
    await field('Straat en huisnummer').fill('Keizersgracht 12');
    await field('Postcode').fill('1015 cs');
    await field('Plaats').fill('Amsterdam');
    await field('Fietsmerk').fill('VanMoof');
    await field('Framenummer').fill('VM-123456');
    await field('Probleembeschrijving').fill('De motor valt uit bij het optrekken.');

    // Business without a company name: the validation toast.
    await button('Verzenden').click();
    await toastText('Bedrijfsnaam is verplicht voor zakelijke klanten.');
    await toastText('Validatiefout');

    // What was typed survives a reload.
    await page.reload();
    await h1('Professionele e-bike service in Amsterdam').waitFor();
    expect(await field('Voornaam').inputValue()).toBe('Anna');
    expect(await field('Framenummer').inputValue()).toBe('VM-123456');
    expect(await page.getByLabel('Landcode').inputValue()).toBe('+32');
    await field('Bedrijfsnaam').fill('Fietskoeriers BV');

    // The photo is uploaded as soon as it is chosen, and kept in the draft.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'fiets.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await toastText('Foto voor fiets 1 succesvol geüpload');
    await page.getByText('Geüpload: fiets.png').waitFor();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/service-requests', async (route) => {
      await held;
      await route.continue();
    });
    await button('Verzenden').click();
    await button('Verzenden...').waitFor();
    release();

    await sentHeading().waitFor();
    const reference = (await page.getByTestId('reference').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    await page.getByText('binnen 24 uur', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Startpagina' }).count()).toBeGreaterThan(0);
    await checkPage();

    const row = await storedRequestWithBikes(idOf(reference));
    expect(row).toMatchObject({
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      customerType: 'business',
      companyName: 'Fietskoeriers BV',
      email: 'anna@example.nl',
      phone: '+32471234567',
      street: 'Keizersgracht 12',
      postalCode: '1015CS',
      city: 'Amsterdam',
      deliveryType: 'workshop',
    });
    expect(row?.bikes).toHaveLength(1);
    expect(row?.bikes[0]).toMatchObject({
      brand: 'VanMoof',
      frameNumber: 'VM-123456',
      issueDescription: 'De motor valt uit bij het optrekken.',
    });
    expect(row?.bikes[0]?.model).toBeUndefined();
    expect(row?.bikes[0]?.photoPath).toMatch(PHOTO_PATH_PATTERN);

    // 'Nog een aanvraag indienen' returns to an empty form, on its heading, and the draft is gone.
    await button('Nog een aanvraag indienen').click();
    await h1('Professionele e-bike service in Amsterdam').waitFor();
    expect(await focusedText()).toBe('Vraag service aan');
    expect(await field('Voornaam').inputValue()).toBe('');
    expect(await field('Framenummer').inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: 'Particulier' }).isChecked()).toBe(true);
    await page.reload();
    await h1('Professionele e-bike service in Amsterdam').waitFor();
    expect(await field('Voornaam').inputValue()).toBe('');
  });

  it('sends a changed request under a new key after a send was stored but its answer lost', async () => {
    const email = 'formulier-a-verloren@example.nl';
    await openFormAFilledIn(email);

    const { keys, answerFromNowOn } = await loseIntakeAnswers(page);
    await button('Verzenden').click();
    await toastText('Kon service aanvraag niet verzenden');
    // The button keeps focus through the send, so the keyboard can send again from there.
    expect(await focusedText()).toBe('Verzenden');
    await page.reload();
    await h1('Professionele e-bike service in Amsterdam').waitFor();
    await button('Verzenden').click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);

    answerFromNowOn();
    await field('Probleembeschrijving').fill('De versnellingen slaan over, vooral bergop.');
    await button('Verzenden').click();
    await sentHeading().waitFor();
    expect(keys[2]).not.toBe(keys[0]);
    const stored = await storedRequestsWhere(server.database.db, eq(serviceRequests.email, email));
    expect(stored.map((request) => request.bikes[0]?.issueDescription)).toEqual([
      'De versnellingen slaan over.',
      'De versnellingen slaan over, vooral bergop.',
    ]);
  });

  it('sends once when both taps of a double tap land before the button shows it is sending', async () => {
    const email = 'formulier-a-dubbel@example.nl';
    await openFormAFilledIn(email);
    const keys = await doubleTapSend(page, button('Verzenden'), sentHeading());
    expect(keys).toHaveLength(1);
    const stored = await server.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.email, email));
    expect(stored).toHaveLength(1);
  });

  it('announces an empty send once, as the number of fields to fix, puts the cursor in the first, and keeps each message under its field', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal');
    await button('Verzenden').click();
    await page.getByText('Voornaam is verplicht').waitFor();
    const alerts = page.getByRole('alert');
    await expect
      .poll(() => alerts.allTextContents())
      .toEqual(['Controleer de 10 gemarkeerde velden.']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('customer-firstName');
    const invalid = page.locator('[aria-invalid="true"]');
    expect(await invalid.count()).toBe(10);
    for (const control of await invalid.all()) {
      const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
      const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
      expect(await message.isVisible(), describedBy).toBe(true);
      expect(await message.textContent()).not.toBe('');
    }
  });

  it('fits a 360 px wide phone without sideways scrolling, also with errors and a company', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal');
    await h1('Professionele e-bike service in Amsterdam').waitFor();
    await checkPage();

    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await field('Bedrijfsnaam').waitFor();
    await field('Fietsmerk').fill(
      'Een merknaam die veel langer is dan een telefoonscherm breed is',
    );
    await button('Verzenden').click();
    await page.getByText('Voornaam is verplicht').waitFor();
    await checkPage();

    // The check itself: a page wider than the phone is caught.
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '400px';
      wide.style.height = '1px';
      document.querySelector('main')?.append(wide);
    });
    await expect(checkPage()).rejects.toThrow();
  });

  it('gives the address fields the autofill hints browsers know for a one-line street and number', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal');
    const hint = (label: string) => field(label).first().getAttribute('autocomplete');
    expect(await hint('Straat en huisnummer')).toBe('address-line1');
    expect(await hint('Postcode')).toBe('postal-code');
    expect(await hint('Plaats')).toBe('address-level2');
  });

  it('shows no privacy link when the workshop has no privacy statement', async () => {
    page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
    // The page carries the site information; the other name proves it is the one read
    // before the link is looked for.
    await page.route(`${server.url}/customer-portal`, async (route) => {
      const response = await route.fetch();
      const { 'content-encoding': _encoding, ...headers } = response.headers();
      const siteInfo = new RegExp(`(id="${PORTAL_SHELL.siteInfoElementId}">)([^<]*)`);
      const body = (await response.text()).replace(siteInfo, (_element, start, json) => {
        const site = { ...JSON.parse(json), workshopName: 'Fietsmaker Zonder Privacy' };
        return start + JSON.stringify({ ...site, privacyUrl: null });
      });
      await route.fulfill({ response, headers, body });
    });
    await page.goto(`${server.url}/customer-portal`);
    await page.getByText('Fietsmaker Zonder Privacy', { exact: true }).waitFor();
    await button('Verzenden').waitFor();
    await expectNoPrivacyLink(page);
  });
});

describe('form B: the four-step wizard at /customer-portal-steps', () => {
  it('walks the steps on a phone, on location, to the reference number', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await h1('Service aanvragen').waitFor();
    await stepText(1).waitFor();
    expect(await button('Vorige').isDisabled()).toBe(true);
    await checkPage();

    // Step 1: on location, and no address yet: the step refuses to move on.
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    await button('Volgende').click();
    // The address's four fields are one search, so the step says what is missing.
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(['Vul het adres in waar de fiets staat.']);
    // Read out once and written once: under the search, not again beside the buttons.
    expect(await page.getByText('Vul het adres in waar de fiets staat.').count()).toBe(2);
    expect((await page.getByRole('alert').boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await stepText(1).count()).toBeGreaterThan(0);
    await checkPage();

    const search = field('Zoek het adres waar de fiets staat');
    await search.fill('P');
    await page.waitForTimeout(500);
    expect(await page.getByRole('list', { name: 'Adressuggesties' }).count()).toBe(0);
    await search.fill('Prinsengracht 263');
    const suggestion = page.getByRole('button', {
      name: 'Prinsengracht 263, 1016GV Amsterdam',
      exact: true,
    });
    await suggestion.waitFor();
    await checkPage();
    await suggestion.click();
    await page.getByRole('heading', { name: 'Gekozen adres' }).waitFor();
    await toastText('Adres gekozen');
    await checkPage();

    await button('Volgende').click();
    await stepText(2).waitFor();
    expect(await button('Vorige').isDisabled()).toBe(false);

    // Step 2 refuses empty required fields, then takes the customer.
    await button('Volgende').click();
    await page.getByText('Voornaam is verplicht').waitFor();
    await page.getByText('Vul een geldig e-mailadres in').waitFor();
    await checkPage();
    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await button('Volgende').click();
    await toastText('Validatiefout');
    await page.getByRole('radio', { name: 'Particulier' }).check();
    expect(await page.getByLabel('Bedrijfsnaam').count()).toBe(0);
    await fillFields({
      Voornaam: 'Bram',
      Achternaam: 'Jansen',
      'E-mailadres': 'bram@example.nl',
      Telefoonnummer: '0612345678',
      'Straat en huisnummer': 'Prinsengracht 263',
      Postcode: '1016GV',
      Plaats: 'Amsterdam',
    });

    // What was typed survives a reload, on the same step.
    await page.reload();
    await stepText(2).waitFor();
    expect(await field('Voornaam').inputValue()).toBe('Bram');
    await button('Volgende').click();

    // Step 3: a photo that is too large is refused with a toast.
    await stepText(3).waitFor();
    await checkPage();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'groot.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await toastText('Kies een afbeelding kleiner dan 5 MB');
    await toastText('Bestand te groot');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'remschijf.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await page.getByText('Geüpload: remschijf.png').waitFor();
    await field('Fietsmerk').fill('Gazelle');
    await field('Model').fill('Ultimate C380');
    await field('Framenummer').fill('GZ-998877');
    await field('Kilometerstand').fill('12.5');
    await button('Volgende').click();
    await page.getByText('Kilometerstand moet een positief geheel getal zijn').first().waitFor();
    await field('Kilometerstand').fill('1250');
    await button('Volgende').click();

    // Step 4: the description, what happens next and the privacy statement.
    await stepText(4).waitFor();
    await page.getByRole('heading', { name: 'Wat gebeurt er nu?' }).waitFor();
    await expectPrivacyLink(page);
    await checkPage();
    await button('Vorige').click();
    await stepText(3).waitFor();
    expect(await field('Kilometerstand').inputValue()).toBe('1250');
    await button('Volgende').click();
    await field('Probleembeschrijving').fill('Kort');
    await button('Verstuur Aanvraag').click();
    await page.getByText('Beschrijf het probleem wat uitgebreider').first().waitFor();
    await field('Probleembeschrijving').fill('Achterrem piept en de ketting slipt.');
    await button('Verstuur Aanvraag').click();

    await page.getByRole('heading', { name: 'Uw Referentienummer' }).waitFor();
    const reference = (await page.getByTestId('reference').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    await page.getByText('Bewaar dit nummer', { exact: false }).waitFor();
    await checkPage();

    const row = await storedRequestWithBikes(idOf(reference));
    expect(row).toMatchObject({
      fullName: 'Bram Jansen',
      email: 'bram@example.nl',
      phone: '+31612345678',
      customerType: 'private',
      companyName: null,
      street: 'Prinsengracht 263',
      postalCode: '1016GV',
      city: 'Amsterdam',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Prinsengracht',
      bikeLocationHouseNumber: '263',
      bikeLocationPostcode: '1016GV',
      bikeLocationCity: 'Amsterdam',
    });
    expect(row?.bikes).toEqual([
      {
        brand: 'Gazelle',
        model: 'Ultimate C380',
        frameNumber: 'GZ-998877',
        mileage: 1250,
        issueDescription: 'Achterrem piept en de ketting slipt.',
        photoPath: expect.stringMatching(PHOTO_PATH_PATTERN),
      },
    ]);

    // 'Nog een aanvraag indienen' returns to step 1 with nothing filled in.
    await button('Nog een aanvraag indienen').click();
    await stepText(1).waitFor();
    expect(await page.getByRole('radio', { name: /In de werkplaats/ }).isChecked()).toBe(true);

    // The draft is gone: a reload starts at step 1 with nothing filled in.
    await page.goto(`${server.url}/customer-portal-steps`);
    await stepText(1).waitFor();
    expect(await page.getByRole('radio', { name: /In de werkplaats/ }).isChecked()).toBe(true);
  });

  it('announces a refused step once, with the field messages linked to their fields and the cursor in the first', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await button('Volgende').click();
    await stepText(2).waitFor();
    await button('Volgende').click();
    await page.getByText('Voornaam is verplicht').waitFor();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(['Controleer de 7 gemarkeerde velden.']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('customer-firstName');
    expect(await field('Voornaam').getAttribute('aria-describedby')).toBe(
      'customer-firstName-error',
    );
  });

  it("names a bad mileage in the refused step's announcement, not required fields, as mileage is optional", async () => {
    await openWizardWithDraft(wizardDraft(3, 'kilometerstand@example.nl'));
    await stepText(3).waitFor();
    for (const mileage of ['abc', '1,5']) {
      await field('Kilometerstand').fill(mileage);
      await button('Volgende').click();
      await expect
        .poll(() => page.getByRole('alert').allTextContents())
        .toEqual(['Kilometerstand moet een positief geheel getal zijn']);
    }
    // Several fields to fix: how many, whether missing or filled in wrongly.
    await field('Fietsmerk').fill('');
    await button('Volgende').click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(['Controleer de 2 gemarkeerde velden.']);
  });

  it("goes back one step on the phone's Back button and forward again, keeping what was typed, and after the send Back leaves without sending again", async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await button('Volgende').click();
    await stepText(2).waitFor();
    await field('Voornaam').fill('Bram');
    await page.goBack();
    await stepText(1).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer-portal-steps');
    await page.goForward();
    await stepText(2).waitFor();
    expect(await field('Voornaam').inputValue()).toBe('Bram');

    await fillFields({
      Achternaam: 'Terug',
      'E-mailadres': 'bram-terug@example.nl',
      Telefoonnummer: '0612345678',
      'Straat en huisnummer': 'Prinsengracht 263',
      Postcode: '1016GV',
      Plaats: 'Amsterdam',
    });
    await button('Volgende').click();
    await stepText(3).waitFor();
    await fillFields({ Fietsmerk: 'Gazelle', Framenummer: 'GZ-1' });
    await button('Volgende').click();
    await stepText(4).waitFor();
    await field('Probleembeschrijving').fill('Achterrem piept en de ketting slipt.');
    await button('Verstuur Aanvraag').click();
    await page.getByRole('heading', { name: 'Uw Referentienummer' }).waitFor();
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    expect(await button('Verstuur Aanvraag').count()).toBe(0);
    const stored = await server.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.email, 'bram-terug@example.nl'));
    expect(stored).toHaveLength(1);
  });

  it("starts 'Nog een aanvraag indienen' on the first step's heading, with a history of its own that Forward cannot leave", async () => {
    await openWizardWithDraft(wizardDraft(1, 'nog-een@example.nl'));
    for (const step of [2, 3, 4]) {
      await button('Volgende').click();
      await stepText(step).waitFor();
    }
    await button('Verstuur Aanvraag').click();
    await button('Nog een aanvraag indienen').click();
    await stepText(1).waitFor();
    await expect.poll(focusedText).toBe('Stap 1 van 4Service Levering');

    await page.goForward();
    await page.waitForTimeout(300);
    expect(await stepText(1).count()).toBe(1);
    expect(await stepText(2).count()).toBe(0);
    // The new form's own steps go back and forward as before.
    await button('Volgende').click();
    await stepText(2).waitFor();
    await page.goBack();
    await stepText(1).waitFor();
    await page.goForward();
    await stepText(2).waitFor();
  });

  it("goes back through the steps before a draft reopened on step 3, on the phone's Back button, and after the send Back leaves", async () => {
    await openWizardWithDraft(wizardDraft(3, 'heropend-concept@example.nl'));
    await stepText(3).waitFor();
    await page.goBack();
    await stepText(2).waitFor();
    await page.goBack();
    await stepText(1).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer-portal-steps');

    await page.goForward();
    await page.goForward();
    await stepText(3).waitFor();
    await button('Volgende').click();
    await button('Verstuur Aanvraag').click();
    await page.getByRole('heading', { name: 'Uw Referentienummer' }).waitFor();
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });

  it('takes a send refused for a field of step 2 back to that field, with Back going to step 1 and Forward on to the last step', async () => {
    const draft = wizardDraft(4, 'telefoon-fout@example.nl');
    draft.customer.phoneNumber = '1234';
    await openWizardWithDraft(draft);
    await stepText(4).waitFor();
    await button('Verstuur Aanvraag').click();
    await stepText(2).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('customer-phone');

    await page.goBack();
    await stepText(1).waitFor();
    await page.goForward();
    await page.goForward();
    await stepText(3).waitFor();
    await page.goForward();
    await stepText(4).waitFor();
  });

  it('writes a house number with a suffix as Dutch addresses do: Overtoom 15-2', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    await field('Zoek het adres waar de fiets staat').fill('Overtoom 15');
    const suggestion = page.getByRole('button', {
      name: 'Overtoom 15-2, 1054HB Amsterdam',
      exact: true,
    });
    await suggestion.click();
    await page.getByRole('heading', { name: 'Gekozen adres' }).waitFor();
    expect(await page.getByTestId('selected-address').textContent()).toMatch(
      /^Overtoom 15-2\s*1054HB Amsterdam$/,
    );
    await toastText('Overtoom 15-2, 1054HB Amsterdam');
  });

  it('moves focus to what takes the place of the address control just used: the chosen address, the search again, the first field to type by hand', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    const search = field('Zoek het adres waar de fiets staat');
    await search.fill('Overtoom 15');
    await page
      .getByRole('button', { name: 'Overtoom 15-2, 1054HB Amsterdam', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Gekozen adres' }).waitFor();
    expect(await focusedText()).toBe('Gekozen adres');

    await button('Ander adres kiezen').click();
    await search.waitFor();
    expect(await hasFocus(search)).toBe(true);

    await button('Adres handmatig invullen').click();
    expect(await hasFocus(field('Straat'))).toBe(true);
  });

  it('does not send the step on Enter in the address search, and shows a hand-typed address again after a reload', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    const search = field('Zoek het adres waar de fiets staat');
    await search.fill('Damrak 1');
    await search.press('Enter');
    await page.waitForTimeout(300);
    expect(await page.getByText('Vul het adres in waar de fiets staat.').count()).toBe(0);

    // Not found, so the address is typed by hand.
    await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    await field('Straat').fill('Damrak');
    await field('Huisnummer').fill('1');
    await page.waitForTimeout(600);
    await page.reload();
    expect(await field('Straat').inputValue()).toBe('Damrak');
    expect(await field('Huisnummer').inputValue()).toBe('1');
  });

  it('gives the bike location typed by hand the autofill hints browsers know, none for the house number and addition', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    await button('Adres handmatig invullen').click();
    const hint = (label: string) =>
      page.getByRole('textbox', { name: new RegExp(`^${label}\\b`) }).getAttribute('autocomplete');
    expect(await hint('Straat')).toBe('shipping address-line1');
    expect(await hint('Postcode')).toBe('shipping postal-code');
    expect(await hint('Plaats')).toBe('shipping address-level2');
    expect(await hint('Huisnummer')).toBeNull();
    expect(await hint('Toevoeging')).toBeNull();
  });

  it('carries the postcode and house number searched for into the fields typed by hand, and drops the not-found notice once typing by hand or searching again', async () => {
    const { search, notice, textbox } = await openAddressSearch();
    await search.fill('9999 ZZ 12');
    await notice.waitFor();
    await expect.poll(() => textbox('Postcode').inputValue()).toBe('9999ZZ');
    expect(await textbox('Huisnummer').inputValue()).toBe('12');

    // A new search: the notice was about the one before.
    await search.fill('9999 ZZ 14');
    expect(await notice.count()).toBe(0);
    await notice.waitFor();
    await textbox('Straat').fill('Nergensstraat');
    expect(await notice.count()).toBe(0);
    expect(await textbox('Postcode').inputValue()).toBe('9999ZZ');
  });

  it('carries the latest search that found nothing into the fields typed by hand, keeping what the customer typed there', async () => {
    const { search, notice, textbox } = await openAddressSearch();
    await search.fill('1234AB 5');
    await notice.waitFor();
    await expect.poll(() => textbox('Postcode').inputValue()).toBe('1234AB');
    expect(await textbox('Huisnummer').inputValue()).toBe('5');

    await search.fill('Damstraat 12, 1012JM');
    await notice.waitFor();
    await expect.poll(() => textbox('Postcode').inputValue()).toBe('1012JM');
    expect(await textbox('Huisnummer').inputValue()).toBe('12');
    expect(await textbox('Straat').inputValue()).toBe('Damstraat');

    // Typed by the customer: another search leaves it, and still carries the rest.
    await textbox('Huisnummer').fill('7');
    await textbox('Plaats').fill('Amsterdam');
    await search.fill('Kalverstraat 3, 1012NX');
    await expect.poll(() => textbox('Postcode').inputValue()).toBe('1012NX');
    expect(await textbox('Straat').inputValue()).toBe('Kalverstraat');
    expect(await textbox('Huisnummer').inputValue()).toBe('7');
    expect(await textbox('Plaats').inputValue()).toBe('Amsterdam');
  });

  it('carries street, number and place of a search written without commas into the fields typed by hand', async () => {
    const { search, notice, textbox } = await openAddressSearch();
    await search.fill('Dorpsstraat 99 Zwolle');
    await notice.waitFor();
    await expect.poll(() => textbox('Straat').inputValue()).toBe('Dorpsstraat');
    expect(await textbox('Huisnummer').inputValue()).toBe('99');
    expect(await textbox('Plaats').inputValue()).toBe('Zwolle');
  });

  it('clears the suggestions and says so when the address search fails', async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    pdok.state.mode = 'down';
    try {
      await field('Zoek het adres waar de fiets staat').fill('Amstel 1');
      await toastText('Kon adressuggesties niet ophalen');
      expect(await page.getByRole('list', { name: 'Adressuggesties' }).count()).toBe(0);
      await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    } finally {
      pdok.state.mode = 'up';
    }
  });
});
