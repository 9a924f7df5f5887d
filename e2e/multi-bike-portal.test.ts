import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../src/contract/uploads.ts';
import { serviceRequests } from '../src/server/db/schema.ts';
import { startFakePdok } from '../src/server/integrations/address/fake.ts';
import { storedRequestsWhere } from '../src/server/test/stored-requests.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { focusedName } from './support/focus.ts';
import { doubleTapSend, loseIntakeAnswers } from './support/intake.ts';
import { expectPrivacyLink } from './support/privacy-link.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

const DRAFT_KEY = 'spaak:intake-draft:multi-bike-portal';
/** A 1×1 PNG, a real image for the upload. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

beforeEach(async () => {
  page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
});

afterEach(async () => {
  await page.context().close();
});

const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const toastText = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** No horizontal scrolling at 360 px, and no serious accessibility finding. */
async function checkPage() {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
}

async function waitForValue(selector: string, value: string) {
  await page.waitForFunction(
    ([css, expected]) =>
      (document.querySelector(css as string) as HTMLInputElement | null)?.value === expected,
    [selector, value],
  );
}

/** A draft on the last step, filled in and confirmed, as a customer leaves it. */
const reviewedDraft = () => ({
  version: 1,
  step: 4,
  deliveryType: 'workshop',
  firstName: 'Piet',
  lastName: 'Jansen',
  customerType: 'private',
  companyName: '',
  email: 'piet@example.nl',
  phoneCode: '+32',
  phoneNumber: '471234567',
  billing: {
    postcode: '1016GV',
    houseNumber: '263',
    addition: '',
    street: 'Prinsengracht',
    city: 'Amsterdam',
    manual: false,
  },
  bikeLocation: {
    postcode: '',
    houseNumber: '',
    addition: '',
    street: '',
    city: '',
    manual: false,
  },
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
  confirmed: true,
});

/** Opens the portal on `draft`, as if the customer had left it there `ageMs` ago. */
async function openWithDraft(draft: object, ageMs = 0) {
  await page.goto(`${server.url}/multi-bike-portal`);
  // Seeded once the portal has saved its own first draft, which would otherwise win.
  await stepHeading('Service Levering').waitFor();
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFT_KEY);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: DRAFT_KEY,
    value: JSON.stringify({ savedAt: Date.now() - ageMs, value: draft }),
  });
  await page.reload();
}

/** The phone's Back, once per step heading, each on the portal's own address. */
async function goBackThrough(...headings: string[]) {
  for (const heading of headings) {
    await page.goBack();
    await stepHeading(heading).waitFor();
  }
  expect(new URL(page.url()).pathname).toBe('/multi-bike-portal');
}

/** Confirms and sends the review step; Back from the confirmation then leaves the portal. */
async function sendThenLeaveByBack() {
  await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
  await button('Aanvraag Verzenden').click();
  await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
  await page.goBack();
  expect(page.url()).toBe('about:blank');
}

const requestsBy = (email: string) =>
  storedRequestsWhere(server.database.db, eq(serviceRequests.email, email));

describe('the multi-bike portal (form C)', () => {
  it('shows the hero, the first step on on_location and the title on every form C path', async () => {
    for (const path of ['/', '/customer', '/customer-portal-multi', '/multi-bike-portal']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Spaak Afspraak' }).waitFor();
      await stepHeading('Service Levering').waitFor();
    }
    expect(await page.title()).toBe('Spaak Afspraak');
    expect(await page.getByRole('link', { name: 'Startpagina' }).getAttribute('href')).toBe(
      'https://spaak.amsterdam',
    );
    expect(await page.getByRole('link', { name: 'Beheerder Login' }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(await page.getByRole('radio', { name: /Op locatie/ }).isChecked()).toBe(true);
    expect(await button('Vorige').isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /In de werkplaats/ }).check();
    await page.getByText('Lemelerbergweg 48, 1101AM Amsterdam, Nederland').waitFor();
    await page.getByText('13:00-19:00').waitFor();
    await checkPage();
  });

  it('walks four steps with two bikes to "Aanvraag Verzonden!", which a reload shows again, and stores the request', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    await stepHeading('Service Levering').waitFor();

    // Step 1: on_location, the bike's address found by postcode and house number.
    await button('Volgende').click();
    await toastText('Vul alle verplichte velden in voordat u doorgaat.');
    await page.locator('#bike-location-postcode').fill('1101 AM');
    await page.locator('#bike-location-house-number').fill('48');
    await waitForValue('#bike-location-street', 'Lemelerbergweg');
    await waitForValue('#bike-location-city', 'Amsterdam');
    await checkPage();
    await button('Volgende').click();

    // Step 2: the gate names what is missing, next to each field and in a toast.
    await stepHeading('Klantgegevens').waitFor();
    await button('Volgende').click();
    await toastText('Vul alle verplichte velden in voordat u doorgaat.');
    // The toast is the one announcement; each message stands under its field, linked to it.
    await page.getByText('Voornaam is verplicht').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('customer-firstName');
    expect(await page.locator('#customer-firstName').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#customer-firstName').getAttribute('aria-describedby')).toBe(
      'customer-firstName-error',
    );
    await checkPage();

    await page.locator('#customer-firstName').fill('Anna');
    await page.locator('#customer-lastName').fill('de Vries');
    await page.getByRole('switch', { name: 'Zakelijk?' }).check();
    await page.locator('#customer-email').fill('Anna@Example.nl');
    await page.locator('#customer-phone').fill('612345678');
    await page.locator('#billing-postcode').fill('1011PN');
    await page.locator('#billing-house-number').fill('1');
    await waitForValue('#billing-street', 'Amstel');
    await button('Volgende').click();
    await toastText('Bedrijfsnaam is verplicht voor zakelijke klanten.');
    await page.locator('#customer-companyName').fill('Fietskoerier BV');

    // The draft survives a reload.
    await page.waitForFunction(
      (key) => localStorage.getItem(key)?.includes('Fietskoerier'),
      DRAFT_KEY,
    );
    await page.reload();
    await stepHeading('Klantgegevens').waitFor();
    expect(await page.locator('#customer-firstName').inputValue()).toBe('Anna');
    expect(await page.locator('#customer-companyName').inputValue()).toBe('Fietskoerier BV');
    await page.getByText(/Lemelerbergweg 48, 1101 ?AM Amsterdam/).waitFor();
    await button('Volgende').click();

    // Step 3: two bikes, the second of a brand that is not listed.
    await stepHeading('Fiets Informatie').waitFor();
    await button('Volgende').click();
    await toastText('Vul alle verplichte fietsinformatie in, inclusief probleembeschrijving.');
    await page.getByText('Merk is verplicht').first().waitFor();
    await page.getByLabel('Merk').first().selectOption('gazelle');
    await page.getByLabel('Model').first().fill('Ultimate C8');
    await page.getByLabel('Probleembeschrijving').first().fill('De remmen piepen en slepen.');
    await page.getByLabel('Foto (optioneel)').first().setInputFiles({
      name: 'fiets.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await toastText('Foto voor fiets 1 succesvol geüpload');
    // The uploaded photo is named; the browser's "no file chosen" beside it would contradict it.
    await page.getByText('fiets.png').first().waitFor();
    expect(await page.getByLabel('Foto (optioneel)').first().isVisible()).toBe(false);

    await button('Nog een Fiets Toevoegen').click();
    await page.getByLabel('Merk').nth(1).selectOption('overig');
    await page.getByPlaceholder('Voer merknaam in').fill('Stevens');
    await page.getByLabel('Model').nth(1).fill('E-Courier');
    await page.getByLabel('Kilometerstand (optioneel)').nth(1).fill('1200');
    await page.getByLabel('Soort service').nth(1).selectOption('repair');
    await page.getByLabel('Probleembeschrijving').nth(1).fill('Achterband is steeds lek.');
    await checkPage();
    await button('Volgende').click();

    // Step 4: the summary, the confirmation that unlocks sending, and the privacy statement.
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.getByText('Fiets 2: Stevens E-Courier').waitFor();
    await expectPrivacyLink(page);
    expect(await button('Aanvraag Verzenden').isDisabled()).toBe(true);
    await checkPage();
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await button('Aanvraag Verzenden').click();

    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    const numberText = await page
      .getByText(/^Aanvraagnummer: \d+$/)
      .first()
      .textContent();
    const id = Number(numberText?.replace(/\D/g, ''));
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await checkPage();
    // A reload shows the confirmation again, with its number, not an empty form.
    await page.reload();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    await page.getByText(`Aanvraagnummer: ${id}`).first().waitFor();

    const [stored] = await storedRequestsWhere(server.database.db, eq(serviceRequests.id, id));
    expect(stored).toMatchObject({
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      customerType: 'business',
      companyName: 'Fietskoerier BV',
      email: 'anna@example.nl',
      phone: '+31612345678',
      street: 'Amstel',
      houseNumber: '1',
      postalCode: '1011PN',
      city: 'Amsterdam',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Lemelerbergweg',
      bikeLocationHouseNumber: '48',
      bikeLocationPostcode: '1101AM',
      bikeLocationCity: 'Amsterdam',
      status: 'pending',
    });
    expect(stored?.bikes).toEqual([
      expect.objectContaining({
        brand: 'Gazelle',
        model: 'Ultimate C8',
        issueDescription: 'De remmen piepen en slepen.',
        photoPath: expect.stringMatching(/^\/api\/photos\//),
      }),
      expect.objectContaining({
        brand: 'Stevens',
        model: 'E-Courier',
        mileage: 1200,
        issueDescription: 'Achterband is steeds lek.',
      }),
    ]);
  });

  it('falls back to manual entry when the address is not found', async () => {
    await page.goto(`${server.url}/customer-portal-multi`);
    await page.locator('#bike-location-postcode').fill('9999ZZ');
    await page.locator('#bike-location-house-number').fill('1');
    await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    expect(await page.locator('#bike-location-street').isEditable()).toBe(true);
  });

  it('drops the not-found notice as soon as the postcode or house number changes, and shows none once manual entry is on, keeping what was typed', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    const notice = page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.');
    await page.locator('#bike-location-postcode').fill('9999ZZ');
    await page.locator('#bike-location-house-number').fill('1');
    await notice.waitFor();
    await page.locator('#bike-location-house-number').fill('2');
    expect(await notice.count()).toBe(0);
    await notice.waitFor();
    await page.locator('#bike-location-postcode').fill('');
    expect(await notice.count()).toBe(0);
    // Without a postcode there is nothing not found: the switch is the customer's again.
    const manual = page.getByRole('switch', { name: 'Adres handmatig invoeren' });
    await expect.poll(() => manual.isChecked()).toBe(false);
    await manual.check();
    await page.locator('#bike-location-postcode').fill('9999ZZ');
    await page.waitForTimeout(800);
    expect(await notice.count()).toBe(0);
    expect(await page.locator('#bike-location-postcode').inputValue()).toBe('9999ZZ');
    expect(await page.locator('#bike-location-house-number').inputValue()).toBe('2');
    expect(await page.locator('#bike-location-street').isEditable()).toBe(true);
  });

  it('drops the not-found notice once the customer types the street or city by hand, and shows it for the next address not found', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    const notice = page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.');
    await page.locator('#bike-location-postcode').fill('9999ZZ');
    await page.locator('#bike-location-house-number').fill('1');
    await notice.waitFor();
    await page.locator('#bike-location-street').fill('Nergensstraat');
    expect(await notice.count()).toBe(0);
    await page.waitForTimeout(800);
    expect(await notice.count()).toBe(0);

    await page.locator('#bike-location-house-number').fill('2');
    await notice.waitFor();
    await page.locator('#bike-location-city').fill('Amsterdam');
    expect(await notice.count()).toBe(0);
    expect(await page.locator('#bike-location-street').inputValue()).toBe('Nergensstraat');
  });

  it('says why nothing was found when the address service is down, besides the notice, and not when an address is just not found', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    const notice = page.getByRole('alert');
    pdok.state.mode = 'down';
    try {
      // An address no other test looks up: the server keeps what the service answered.
      await page.locator('#bike-location-postcode').fill('1012 JM');
      await page.locator('#bike-location-house-number').fill('12');
      await expect
        .poll(() => notice.textContent())
        .toBe(
          'Adres niet gevonden. Vul de gegevens handmatig in. Adressen kunnen op dit moment niet worden opgezocht.',
        );
    } finally {
      pdok.state.mode = 'up';
    }
    await page.locator('#bike-location-postcode').fill('9999ZZ');
    await expect
      .poll(() => notice.textContent())
      .toBe('Adres niet gevonden. Vul de gegevens handmatig in.');
  });

  it('clears the street and city found for another house number when the new one is not found, keeping what the customer typed', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    await page.locator('#bike-location-postcode').fill('1101 AM');
    await page.locator('#bike-location-house-number').fill('48');
    await waitForValue('#bike-location-street', 'Lemelerbergweg');
    await page.locator('#bike-location-house-number').fill('999');
    await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    await waitForValue('#bike-location-street', '');
    expect(await page.locator('#bike-location-city').inputValue()).toBe('');

    await page.locator('#bike-location-street').fill('Achterpad');
    await page.locator('#bike-location-city').fill('Amsterdam');
    await page.locator('#bike-location-house-number').fill('998');
    await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    await page.waitForTimeout(800);
    expect(await page.locator('#bike-location-street').inputValue()).toBe('Achterpad');
  });

  it('opens street and city with the notice for a postcode that cannot be looked up, and asks for a Dutch one before going on', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    await page.locator('#bike-location-postcode').fill('B-1000');
    await page.locator('#bike-location-house-number').fill('12');
    await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    await page.locator('#bike-location-street').fill('Rue Neuve');
    await page.locator('#bike-location-city').fill('Brussel');
    await checkPage();
    await button('Volgende').click();
    await page.getByText('Ongeldige postcode (bijvoorbeeld 1101 AM)').waitFor();
    expect(await page.locator('#bike-location-postcode').getAttribute('aria-invalid')).toBe('true');
    expect(await stepHeading('Service Levering').isVisible()).toBe(true);
  });

  it('looks up a house number typed with its letter, and splits it off when the field is left', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    await page.locator('#bike-location-postcode').fill('1016 GV');
    await page.locator('#bike-location-house-number').fill('263A');
    await waitForValue('#bike-location-street', 'Prinsengracht');
    expect(await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').count()).toBe(
      0,
    );
    await page.locator('#bike-location-house-number').blur();
    await waitForValue('#bike-location-house-number', '263');
    expect(await page.locator('#bike-location-addition').inputValue()).toBe('A');
    expect(await page.locator('#bike-location-street').isEditable()).toBe(false);
  });

  it('shows the fallback wait times and manual entry when the services are down', async () => {
    await page.route('**/api/config/service-wait-times', (route) =>
      route.fulfill({ status: 500, body: '{"message":"kapot"}' }),
    );
    pdok.state.mode = 'down';
    try {
      await page.goto(`${server.url}/multi-bike-portal`);
      await page.getByText('Geschatte wachttijd: 5 werkdagen').waitFor();
      await page.getByText('Geschatte wachttijd: 3 werkdagen').waitFor();
      // An address not looked up before: the server keeps earlier answers.
      await page.locator('#bike-location-postcode').fill('1054HB');
      await page.locator('#bike-location-house-number').fill('15');
      await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
      await page.locator('#bike-location-street').fill('Lemelerbergweg');
      await page.locator('#bike-location-city').fill('Amsterdam');
      await checkPage();
      await button('Volgende').click();
      await stepHeading('Klantgegevens').waitFor();
    } finally {
      pdok.state.mode = 'up';
    }
  });

  it('names the fields on the review step plainly, without the "(optioneel)" of the form', async () => {
    const draft = reviewedDraft();
    await openWithDraft({
      ...draft,
      bikes: [{ ...draft.bikes[0], frameNumber: 'VM-1', mileage: '800' }],
    });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    const review = page.getByRole('main');
    for (const name of ['Framenummer', 'Kilometerstand', 'Foto']) {
      await review.locator('dt').getByText(name, { exact: true }).waitFor();
    }
    expect(await review.locator('dl').allTextContents()).not.toContainEqual(
      expect.stringContaining('optioneel'),
    );
  });

  it('wraps a 60-character brand, model and frame number on a 320 px phone, on the bike cards and the review, so the page never scrolls sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    const draft = reviewedDraft();
    const long = (prefix: string) => prefix.padEnd(60, 'X');
    await openWithDraft({
      ...draft,
      step: 3,
      confirmed: false,
      bikes: [
        {
          ...draft.bikes[0],
          brand: 'overig',
          customBrand: long('Fietsenmakerij'),
          model: long('Model'),
          frameNumber: long('WBK'),
        },
      ],
    });
    await stepHeading('Fiets Informatie').waitFor();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.getByText(long('WBK')).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('gives every address field the autofill hint browsers know, billing and bike location apart, and no street line to the house number or addition', async () => {
    await openWithDraft({ ...reviewedDraft(), step: 2, deliveryType: 'on_location' });
    await stepHeading('Klantgegevens').waitFor();
    const hint = (id: string) => page.locator(`#${id}`).getAttribute('autocomplete');
    for (const [prefix, group] of [
      ['billing', 'billing'],
      ['bike-location', 'shipping'],
    ]) {
      expect(await hint(`${prefix}-postcode`)).toBe(`${group} postal-code`);
      expect(await hint(`${prefix}-street`)).toBe(`${group} address-line1`);
      expect(await hint(`${prefix}-city`)).toBe(`${group} address-level2`);
      // No standard hint exists for a house number: one for a street line filled it wrongly.
      expect(await hint(`${prefix}-house-number`)).toBeNull();
      expect(await hint(`${prefix}-addition`)).toBeNull();
    }
  });

  it("takes Enter in a text field as the step's Volgende, with the same check", async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    await stepHeading('Service Levering').waitFor();
    await page.locator('#bike-location-postcode').press('Enter');
    await toastText('Vul alle verplichte velden in voordat u doorgaat.');
    await page.locator('#bike-location-postcode').fill('1101 AM');
    await page.locator('#bike-location-house-number').fill('48');
    await waitForValue('#bike-location-street', 'Lemelerbergweg');
    await page.locator('#bike-location-house-number').press('Enter');
    await stepHeading('Klantgegevens').waitFor();
  });

  it('adds a line on Enter in a description, and sends once on Enter on the last step, only when confirmed', async () => {
    const email = 'enter-toets@example.nl';
    await openWithDraft({ ...reviewedDraft(), email, step: 3, confirmed: false });
    await stepHeading('Fiets Informatie').waitFor();
    const description = page.getByLabel('Probleembeschrijving').first();
    await description.press('Control+End');
    await description.press('Enter');
    await description.pressSequentially('Ook na een nacht laden.');
    expect(await description.inputValue()).toBe(
      'Display blijft zwart na opladen.\nOok na een nacht laden.',
    );
    expect(await stepHeading('Fiets Informatie').count()).toBe(1);
    await page.getByLabel('Model').first().press('Enter');
    await stepHeading('Controleer Je Aanvraag').waitFor();

    // Not yet confirmed: Enter sends nothing, as the button is disabled.
    const confirm = page.getByRole('checkbox', { name: /Ik bevestig/ });
    await confirm.press('Enter');
    await confirm.check();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    await page.waitForTimeout(300);
    expect(await requestsBy(email)).toHaveLength(1);
    expect((await requestsBy(email))[0]?.bikes[0]?.issueDescription).toContain('nacht laden');
  });

  it("goes back one step on the phone's Back button and forward again, keeping what was typed, and after the send Back leaves without sending again", async () => {
    const email = 'terugknop@example.nl';
    await openWithDraft({ ...reviewedDraft(), email, step: 1, confirmed: false });
    await stepHeading('Service Levering').waitFor();
    await button('Volgende').click();
    await stepHeading('Klantgegevens').waitFor();
    await button('Volgende').click();
    await stepHeading('Fiets Informatie').waitFor();
    await page.getByLabel('Model').first().fill('S5');

    await goBackThrough('Klantgegevens', 'Service Levering');
    await page.goForward();
    await stepHeading('Klantgegevens').waitFor();
    await page.goForward();
    await stepHeading('Fiets Informatie').waitFor();
    expect(await page.getByLabel('Model').first().inputValue()).toBe('S5');
    // Vorige and Back agree: after Vorige, Forward returns to the step left.
    await button('Vorige').click();
    await stepHeading('Klantgegevens').waitFor();
    await page.goForward();
    await stepHeading('Fiets Informatie').waitFor();

    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await sendThenLeaveByBack();
    expect(await button('Aanvraag Verzenden').count()).toBe(0);
    expect(await page.getByLabel('Model').count()).toBe(0);
    expect(await requestsBy(email)).toHaveLength(1);
  });

  it("goes back through the steps before a draft reopened on step 3, on the phone's Back button, and after the send Back leaves", async () => {
    const email = 'heropend-concept@example.nl';
    await openWithDraft({ ...reviewedDraft(), email, step: 3, confirmed: false });
    await stepHeading('Fiets Informatie').waitFor();
    await goBackThrough('Klantgegevens', 'Service Levering');

    await page.goForward();
    await page.goForward();
    await stepHeading('Fiets Informatie').waitFor();
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await sendThenLeaveByBack();
    expect(await requestsBy(email)).toHaveLength(1);
  });

  it('takes a send refused for a field of step 2 back to that field, with Back going to step 1 and Forward on to the review step', async () => {
    await openWithDraft({ ...reviewedDraft(), phoneNumber: '1234' });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await button('Aanvraag Verzenden').click();
    await stepHeading('Klantgegevens').waitFor();
    await toastText('Vul alle verplichte velden in voordat u doorgaat.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('customer-phone');
    expect(await page.locator('#customer-phone').getAttribute('aria-invalid')).toBe('true');

    await goBackThrough('Service Levering');
    await page.goForward();
    await stepHeading('Klantgegevens').waitFor();
    await page.locator('#customer-phone').fill('471234567');
    await page.goForward();
    await stepHeading('Fiets Informatie').waitFor();
    await page.goForward();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await sendThenLeaveByBack();
  });

  it('takes a send the server refuses for the phone back to that field with its message, until the phone changes, with Back going to step 1', async () => {
    const refusal = 'Gebruik alleen cijfers in het telefoonnummer';
    await openWithDraft(reviewedDraft());
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.route('**/api/service-requests', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: refusal,
          code: 'VALIDATION_FAILED',
          params: { reason: refusal },
          issues: [{ path: ['phone'], message: refusal }],
        }),
      }),
    );
    await button('Aanvraag Verzenden').click();
    await stepHeading('Klantgegevens').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('customer-phone');
    expect(await page.locator('#customer-phone').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#customer-phone-error').getByText(refusal).waitFor();

    await page.locator('#customer-phone').fill('471234568');
    expect(await page.locator('#customer-phone-error').count()).toBe(0);
    await goBackThrough('Service Levering');
    await page.unroute('**/api/service-requests');
  });

  it('shows the confirmation, on the portal, when Vorige is pressed while the send is on its way', async () => {
    const email = 'vorige-tijdens-verzenden@example.nl';
    await openWithDraft({ ...reviewedDraft(), email, step: 1, confirmed: false });
    for (const heading of ['Klantgegevens', 'Fiets Informatie', 'Controleer Je Aanvraag']) {
      await button('Volgende').click();
      await stepHeading(heading).waitFor();
    }
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/service-requests', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await button('Aanvraag Verzenden').click();
    await button('Vorige').click();
    answer();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/multi-bike-portal');
    expect(await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).count()).toBe(1);
    await page.unroute('**/api/service-requests');
    expect(await requestsBy(email)).toHaveLength(1);
  });

  it('shows the confirmation and its number again when the customer leaves it with Back and comes back with Forward', async () => {
    const email = 'terug-en-vooruit@example.nl';
    await openWithDraft({ ...reviewedDraft(), email, confirmed: false });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await sendThenLeaveByBack();
    await page.goForward();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    const [stored] = await requestsBy(email);
    await page.getByText(`Aanvraagnummer: ${stored?.id}`).waitFor();
  });

  it('asks for the confirmation again once the request changes after it was given, and keeps it when nothing changed', async () => {
    await openWithDraft(reviewedDraft());
    await stepHeading('Controleer Je Aanvraag').waitFor();
    const confirmation = page.getByRole('checkbox', { name: /Ik bevestig/ });
    expect(await confirmation.isChecked()).toBe(true);

    await button('Vorige').click();
    await stepHeading('Fiets Informatie').waitFor();
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    expect(await confirmation.isChecked()).toBe(true);

    await button('Vorige').click();
    await button('Vorige').click();
    await stepHeading('Klantgegevens').waitFor();
    await page.getByLabel('Telefoonnummer', { exact: false }).fill('471234568');
    await button('Volgende').click();
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    expect(await confirmation.isChecked()).toBe(false);
    expect(await button('Aanvraag Verzenden').isDisabled()).toBe(true);
  });

  it('sends once when both taps of a double tap land before the button shows it is sending', async () => {
    const email = 'dubbel-getikt@example.nl';
    await openWithDraft({ ...reviewedDraft(), email });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    const keys = await doubleTapSend(
      page,
      button('Aanvraag Verzenden'),
      page.getByRole('heading', { name: 'Aanvraag Verzonden!' }),
    );
    expect(keys).toHaveLength(1);
    expect(await requestsBy(email)).toHaveLength(1);
  });

  it('keeps a draft for a day, then forgets it, so the next visitor of a shared device starts empty', async () => {
    const hour = 60 * 60 * 1000;
    await openWithDraft(reviewedDraft(), 25 * hour);
    await stepHeading('Service Levering').waitFor();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFT_KEY);
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toContain(
      'Display blijft zwart',
    );

    await openWithDraft(reviewedDraft(), 23 * hour);
    await stepHeading('Controleer Je Aanvraag').waitFor();
  });

  it('keeps the draft and its key after failed sends, showing the server message or else a message of the form itself', async () => {
    await openWithDraft(reviewedDraft());
    await stepHeading('Controleer Je Aanvraag').waitFor();

    const keys: (string | undefined)[] = [];
    const failures = [
      {
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Even geen verbinding met de werkplaats"}',
      },
      { status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' },
    ];
    await page.route('**/api/service-requests', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      const failure = failures.shift();
      if (!failure) return route.continue();
      // Answered after a while, as over a phone's network: the button shows it is sending.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return route.fulfill(failure);
    });
    await button('Aanvraag Verzenden').click();
    await toastText('Fout bij verzenden');
    await toastText('Even geen verbinding met de werkplaats');
    // The button keeps focus through the send, so the keyboard can send again from there.
    expect(await focusedName(page)).toBe('Aanvraag Verzenden');
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('Piet');

    await button('Aanvraag Verzenden').click();
    await toastText('Kon service aanvraag niet verzenden. Probeer het opnieuw.');

    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    const numberText = await page
      .getByText(/^Aanvraagnummer: \d+$/)
      .first()
      .textContent();
    const [stored] = await storedRequestsWhere(
      server.database.db,
      eq(serviceRequests.id, Number(numberText?.replace(/\D/g, ''))),
    );
    expect(stored).toMatchObject({
      phone: '+32471234567',
      deliveryType: 'workshop',
      bikes: [expect.objectContaining({ brand: 'VanMoof', model: 'S3' })],
    });
  });

  it('says it cannot check a step while the phone is offline, and checks it once the phone is back online', async () => {
    const toasterRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/toaster-[^/]+\.js$/.test(request.url())) toasterRequests.push(request.url());
    });
    await page.goto(`${server.url}/multi-bike-portal`);
    await stepHeading('Service Levering').waitFor();
    // The toaster comes after the first touch, not while the page is only looked at.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(toasterRequests).toEqual([]);
    // Offline from the first touch: the toast that says so is shown without the toaster.
    await page.context().setOffline(true);
    await page.locator('#bike-location-postcode').click();
    await button('Volgende').click();
    await toastText('Geen verbinding');
    await checkPage();
    await page.context().setOffline(false);
    await button('Volgende').click();
    // Back online, the next toast fetches the toaster, which shows it (Radix marks its toasts).
    await page
      .locator('li[data-state="open"]')
      .filter({ hasText: 'Vul alle verplichte velden in voordat u doorgaat.' })
      .waitFor();
    await page.locator('#bike-location-postcode').fill('1101 AM');
    await page.locator('#bike-location-house-number').fill('48');
    await waitForValue('#bike-location-street', 'Lemelerbergweg');
    await button('Volgende').click();
    await stepHeading('Klantgegevens').waitFor();
  });

  it('says at once that a send failed while offline, and later sends the form as it then stands', async () => {
    await openWithDraft({ ...reviewedDraft(), email: 'offline@example.nl' });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    // The checks are fetched at the first tap, while still online.
    await Promise.all([
      page.waitForResponse(/\/assets\/schemas-[^/]+\.js$/),
      page.getByRole('main').click({ position: { x: 5, y: 5 } }),
    ]);
    await page.context().setOffline(true);
    await button('Aanvraag Verzenden').click();
    await toastText('Fout bij verzenden');
    expect(await button('Aanvraag Verzenden').isEnabled()).toBe(true);

    await button('Vorige').click();
    await stepHeading('Fiets Informatie').waitFor();
    await page.getByLabel('Model').first().fill('S5');
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.context().setOffline(false);
    expect(await requestsBy('offline@example.nl')).toEqual([]);
    // The changed request is confirmed again before it goes.
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    const [stored] = await requestsBy('offline@example.nl');
    expect(stored?.bikes).toEqual([expect.objectContaining({ model: 'S5' })]);
  });

  it('sends a changed request under a new key after a send was stored but its answer lost', async () => {
    const email = 'verloren-antwoord@example.nl';
    await openWithDraft({ ...reviewedDraft(), email });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    const { keys, answerFromNowOn } = await loseIntakeAnswers(page);

    // Stored, but the answer never arrives; a reload sends the same request under the same key.
    await button('Aanvraag Verzenden').click();
    await toastText('Kon aanvraag niet verzenden. Probeer het opnieuw.');
    await page.reload();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await button('Aanvraag Verzenden').click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    await toastText('Kon aanvraag niet verzenden. Probeer het opnieuw.');
    expect(await requestsBy(email)).toHaveLength(1);

    // The customer changes the description: a new request, under a new key, is taken.
    answerFromNowOn();
    await button('Vorige').click();
    await stepHeading('Fiets Informatie').waitFor();
    await page
      .getByLabel('Probleembeschrijving')
      .first()
      .fill('Display blijft zwart, ook na een nacht laden.');
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    expect(keys[2]).not.toBe(keys[0]);
    const stored = await requestsBy(email);
    expect(stored.map((request) => request.bikes[0]?.issueDescription)).toEqual([
      'Display blijft zwart na opladen.',
      'Display blijft zwart, ook na een nacht laden.',
    ]);
  });

  it('works over plain HTTP on a LAN address, where crypto.randomUUID does not exist', async () => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Crypto.prototype, 'randomUUID');
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = 'werkplaats-tablet@example.nl';
    await openWithDraft({ ...reviewedDraft(), email });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    // The fresh draft after the success needs new ids as well.
    await page.goto(`${server.url}/multi-bike-portal`);
    await stepHeading('Service Levering').waitFor();
    expect(errors).toEqual([]);
    expect(await requestsBy(email)).toHaveLength(1);
  });

  it('offers the formats the server takes, takes 5 MB, says why a photo is refused, and removes a bike', async () => {
    await page.goto(`${server.url}/multi-bike-portal`);
    // Seeded once the portal has saved its own first draft, which would otherwise win.
    await stepHeading('Service Levering').waitFor();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFT_KEY);
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify(
            (({ savedAt, value }) => ({ savedAt, value: { ...value, step: 3 } }))(
              JSON.parse(localStorage.getItem(key) ?? '{}'),
            ),
          ),
        ),
      DRAFT_KEY,
    );
    await page.reload();
    await stepHeading('Fiets Informatie').waitFor();
    const photo = page.getByLabel('Foto (optioneel)').first();
    expect(await photo.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');

    // Exactly 5 MB is within the limit, on both sides; a byte more is not.
    await photo.setInputFiles({
      name: 'precies-5mb.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PIXEL_PNG, Buffer.alloc(PHOTO_MAX_BYTES - PIXEL_PNG.length)]),
    });
    await toastText('Foto voor fiets 1 succesvol geüpload');
    await photo.setInputFiles({
      name: 'groot.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(PHOTO_MAX_BYTES + 1),
    });
    await toastText('Bestand te groot');
    await toastText('Kies een afbeelding kleiner dan 5 MB');

    // The server judges the bytes: its reason is shown under the fixed title.
    await photo.setInputFiles({
      name: 'geen-foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Dit is tekst, geen afbeelding.'),
    });
    await toastText('Upload mislukt');
    await toastText(PHOTO_MESSAGES.notAnImage);

    // Without an answer there is no reason to give: the generic text.
    await page.route('**/api/upload-photo', (route) => route.abort('connectionreset'));
    await photo.setInputFiles({ name: 'fiets.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await toastText('Kon foto niet uploaden. Probeer het opnieuw.');

    expect(await page.getByRole('button', { name: 'Fiets 1 verwijderen' }).count()).toBe(0);
    await button('Nog een Fiets Toevoegen').click();
    await page.getByRole('heading', { name: 'Fiets 2' }).waitFor();
    await page.getByRole('button', { name: 'Fiets 2 verwijderen' }).click();
    expect(await page.getByRole('heading', { name: 'Fiets 2' }).count()).toBe(0);
    // Focus goes to the bike that is left, not back to the top of the page.
    const remaining = page.getByRole('heading', { name: 'Fiets 1' });
    await expect
      .poll(() => remaining.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  it('says why "Aanvraag Verzenden" is not yet available until the confirmation is ticked', async () => {
    await openWithDraft({ ...reviewedDraft(), confirmed: false });
    await stepHeading('Controleer Je Aanvraag').waitFor();
    const why = 'Vink eerst de bevestiging hierboven aan, dan kun je je aanvraag verzenden.';
    await page.getByText(why, { exact: true }).waitFor();
    expect(await button('Aanvraag Verzenden').isDisabled()).toBe(true);
    // A screen reader hears the reason with the button, not only somewhere above it.
    expect(await page.locator('#send-blocked').textContent()).toBe(why);
    expect(await button('Aanvraag Verzenden').getAttribute('aria-describedby')).toBe(
      'send-blocked',
    );
    await checkPage();
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    expect(await page.getByText(why, { exact: true }).count()).toBe(0);
    expect(await button('Aanvraag Verzenden').isDisabled()).toBe(false);
  });

  it('names on the success screen only the wait time of the service the customer chose', async () => {
    // reviewedDraft brings the bike to the workshop (1 working day by default; on location 2).
    await openWithDraft(reviewedDraft());
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    await page.getByText('Geschatte wachttijd (in de werkplaats)', { exact: true }).waitFor();
    await page.getByText('1 werkdag', { exact: true }).waitFor();
    expect(await page.getByText('2 werkdagen').count()).toBe(0);
    // A reload of the confirmation still knows which service it was.
    await page.reload();
    await page.getByText('Geschatte wachttijd (in de werkplaats)', { exact: true }).waitFor();
    await checkPage();
  });

  it('shows an uploaded photo as a thumbnail, also after a reload, which its button removes', async () => {
    await openWithDraft({ ...reviewedDraft(), step: 3 });
    await stepHeading('Fiets Informatie').waitFor();
    await page.getByLabel('Foto (optioneel)').setInputFiles({
      name: 'fiets.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    const thumbnail = page.getByRole('img', { name: 'Foto van fiets 1' });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    await checkPage();
    await page.waitForFunction(
      (key) => localStorage.getItem(key)?.includes('thumbnail'),
      DRAFT_KEY,
    );
    await page.reload();
    await thumbnail.waitFor();
    await page.getByRole('button', { name: 'Foto verwijderen' }).click();
    expect(await thumbnail.count()).toBe(0);
    expect(await page.getByLabel('Foto (optioneel)').isVisible()).toBe(true);
  });
});
