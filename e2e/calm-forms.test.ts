import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../src/server/db/schema.ts';
import { startFakePdok } from '../src/server/integrations/address/fake.ts';
import { storedRequestsWhere } from '../src/server/test/stored-requests.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

/**
 * Issue 31, points 2, 3 and 5: a failed address lookup said calmly and once, toasts that cover
 * no field being worked on, and form C asking no address twice.
 */

const DRAFT_KEY = 'spaak:intake-draft:multi-bike-portal';
const LAPTOP_VIEWPORT = { width: 1366, height: 768 };

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

async function openPage(viewport: { width: number; height: number }, path: string) {
  page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(`${server.url}${path}`);
}

const button = (name: string) => page.getByRole('button', { name, exact: true });
const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** A toast on screen: an item of the notification region's list. */
const toastWith = (text: string | RegExp) => page.locator('li', { hasText: text });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The box of the element with the focus, as the viewport shows it. */
const focusedBox = () =>
  page.evaluate(() => {
    const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
    return {
      name: (document.activeElement as HTMLElement).id || document.activeElement?.tagName,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    };
  });

async function waitForValue(selector: string, value: string) {
  await page.waitForFunction(
    ([css, expected]) =>
      (document.querySelector(css as string) as HTMLInputElement | null)?.value === expected,
    [selector, value],
  );
}

/** Step 1 of form C on location, with the workshop's own address found by the lookup. */
async function fillBikeLocationFound() {
  await page.locator('#bike-location-postcode').fill('1101 AM');
  await page.locator('#bike-location-house-number').fill('48');
  await waitForValue('#bike-location-street', 'Lemelerbergweg');
}

/** A draft of form C on `step`, its billing address and one bike filled in, on workshop service. */
const draftWithBilling = (step: number) => ({
  version: 1,
  step,
  deliveryType: 'workshop',
  firstName: 'Piet',
  lastName: 'Jansen',
  customerType: 'private',
  companyName: '',
  email: 'piet.zelfde@example.nl',
  phoneCode: '+31',
  phoneNumber: '612345678',
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
  confirmed: false,
});

async function openFormCWithDraft(draft: object, viewport = PHONE_VIEWPORT) {
  await openPage(viewport, '/multi-bike-portal');
  await stepHeading('Service Levering').waitFor();
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, DRAFT_KEY);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: DRAFT_KEY,
    value: JSON.stringify({ savedAt: Date.now(), value: draft }),
  });
  await page.reload();
}

const storedBy = (email: string) =>
  storedRequestsWhere(server.database.db, eq(serviceRequests.email, email));

describe('a failed address lookup (issue 31, point 2)', () => {
  it("turns 'Adres handmatig invoeren' on when street and city open because the address is not found", async () => {
    await openPage(PHONE_VIEWPORT, '/multi-bike-portal');
    const manual = page.getByRole('switch', { name: 'Adres handmatig invoeren' });
    expect(await manual.isChecked()).toBe(false);
    await page.locator('#bike-location-postcode').fill('9999ZZ');
    await page.locator('#bike-location-house-number').fill('1');
    await page.getByText('Adres niet gevonden. Vul de gegevens handmatig in.').waitFor();
    expect(await page.locator('#bike-location-street').isEditable()).toBe(true);
    expect(await manual.isChecked()).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Another postcode is looked up again: the switch follows.
    await page.locator('#bike-location-postcode').fill('1101 AM');
    await page.locator('#bike-location-house-number').fill('48');
    await waitForValue('#bike-location-street', 'Lemelerbergweg');
    expect(await manual.isChecked()).toBe(false);
    expect(await page.locator('#bike-location-street').isEditable()).toBe(false);
  });

  it('writes the missing bike location once, under a field that can be typed in, and none under the locked street and city', async () => {
    await openPage(PHONE_VIEWPORT, '/multi-bike-portal');
    await stepHeading('Service Levering').waitFor();
    await button('Volgende').click();
    const message = page.getByText('Vul het adres in waar de fiets staat.', { exact: true });
    await message.first().waitFor();
    expect(await message.count()).toBe(1);
    // The message stands under the postcode; the house number is marked and read with it.
    const postcode = page.locator('#bike-location-postcode');
    const houseNumber = page.locator('#bike-location-house-number');
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    expect(await houseNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await houseNumber.getAttribute('aria-describedby')).toBe(
      await postcode.getAttribute('aria-describedby'),
    );
    for (const locked of ['#bike-location-street', '#bike-location-city']) {
      expect(await page.locator(locked).isEditable()).toBe(false);
      expect(await page.locator(locked).getAttribute('aria-invalid')).toBeNull();
    }
    await expectNoSeriousAxeViolations(page);
  });

  it("says quietly under form B's address search that suggestions failed, in no toast", async () => {
    await openPage(PHONE_VIEWPORT, '/customer-portal-steps');
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    await page.route('**/api/address-autocomplete*', (route) =>
      route.fulfill({ status: 500, body: '{"message":"kapot"}' }),
    );
    await page.getByLabel(/Zoek het adres waar de fiets staat/).fill('Amstel 1');
    const note = page.getByRole('status').filter({ hasText: 'Kon adressuggesties niet ophalen' });
    await note.waitFor();
    // Right below the search, inside its panel.
    const search = await boxOf(page.getByLabel(/Zoek het adres waar de fiets staat/));
    const noteBox = await boxOf(note);
    expect(noteBox.y).toBeGreaterThan(search.y);
    expect(noteBox.y - (search.y + search.height)).toBeLessThan(120);
    await page.waitForTimeout(300);
    expect(await toastWith('Kon adressuggesties niet ophalen').count()).toBe(0);
    expect(await toastWith('Fout').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
  });
});

describe('toasts (issue 31, point 3)', () => {
  it('never cover the field with the focus on a 360 px phone, from the first invalid field on with Tab and back with Shift+Tab', async () => {
    await openPage(PHONE_VIEWPORT, '/multi-bike-portal');
    await stepHeading('Service Levering').waitFor();
    await button('Volgende').click();
    const toast = toastWith('Validatiefout');
    await toast.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('bike-location-postcode');
    const covered: string[] = [];
    const check = async () => {
      // Scrolling into view is smooth on some pages: let it settle.
      await page.waitForTimeout(60);
      const focused = await focusedBox();
      if (overlaps(focused.box, await boxOf(toast))) covered.push(focused.name ?? '');
    };
    await check();
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Shift+Tab');
      await check();
    }
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      await check();
    }
    expect(await toast.count()).toBe(1);
    expect(covered).toEqual([]);
  });

  it('stay beside the form at 1366 px, over neither a field nor Volgende, in form C and form A', async () => {
    await openPage(LAPTOP_VIEWPORT, '/multi-bike-portal');
    await stepHeading('Service Levering').waitFor();
    await button('Volgende').click();
    let toast = toastWith('Validatiefout');
    await toast.waitFor();
    const form = await boxOf(page.locator('main form'));
    expect(overlaps(await boxOf(toast), form)).toBe(false);
    expect(overlaps(await boxOf(toast), await boxOf(button('Volgende')))).toBe(false);

    await page.goto(`${server.url}/customer-portal`);
    await page.getByRole('radio', { name: 'Zakelijk' }).check();
    await button('Verzenden').click();
    toast = toastWith('Validatiefout');
    await toast.waitFor();
    expect(overlaps(await boxOf(toast), await boxOf(page.locator('main form')))).toBe(false);
  });

  it('show nothing on the success screen that repeats it', async () => {
    await openFormCWithDraft({
      ...draftWithBilling(4),
      email: 'piet.klaar@example.nl',
      confirmed: true,
    });
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).waitFor();
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();
    await page.waitForTimeout(500);
    expect(await toastWith(/verzonden/i).count()).toBe(0);
    expect(await page.locator('li', { hasText: /Aanvraagnummer/ }).count()).toBe(0);
  });
});

describe("form C's addresses (issue 31, point 5)", () => {
  it("repeats the service option on step 2 as one line whose 'Wijzigen' goes back to step 1, and opens the bike's address there only on request", async () => {
    await openPage(PHONE_VIEWPORT, '/multi-bike-portal');
    await fillBikeLocationFound();
    await button('Volgende').click();
    await stepHeading('Klantgegevens').waitFor();

    // One line, not the two service cards and the address fields of step 1 again.
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.locator('#bike-location-postcode').count()).toBe(0);
    await page.getByText('Service:', { exact: true }).waitFor();
    await page
      .getByText('Lemelerbergweg 48, 1101 AM Amsterdam', { exact: false })
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Adres van de fiets wijzigen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('bike-location-postcode');

    await page.getByRole('button', { name: 'Service wijzigen' }).click();
    await stepHeading('Service Levering').waitFor();
    expect(await page.getByRole('radio', { name: /Op locatie/ }).isChecked()).toBe(true);
  });

  it("takes the billing address from the bike's with 'Zelfde als adres van de fiets', and sends it", async () => {
    await openPage(PHONE_VIEWPORT, '/multi-bike-portal');
    await fillBikeLocationFound();
    await button('Volgende').click();
    await stepHeading('Klantgegevens').waitFor();
    await page.locator('#customer-firstName').fill('Sanne');
    await page.locator('#customer-lastName').fill('Bakker');
    await page.locator('#customer-email').fill('sanne.zelfde@example.nl');
    await page.locator('#customer-phone').fill('612345678');
    await page.getByRole('checkbox', { name: 'Zelfde als adres van de fiets' }).check();
    // The billing address is not asked again.
    expect(await page.locator('#billing-postcode').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await button('Volgende').click();

    await stepHeading('Fiets Informatie').waitFor();
    await page.getByLabel('Merk', { exact: false }).first().selectOption('gazelle');
    await page.getByLabel('Model', { exact: false }).first().fill('Ultimate');
    await page
      .getByLabel('Probleembeschrijving', { exact: false })
      .first()
      .fill('Ketting slipt bij optrekken.');
    await button('Volgende').click();

    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();

    const [stored] = await storedBy('sanne.zelfde@example.nl');
    expect(stored).toMatchObject({
      street: 'Lemelerbergweg',
      houseNumber: '48',
      city: 'Amsterdam',
      bikeLocationStreet: 'Lemelerbergweg',
      bikeLocationHouseNumber: '48',
      bikeLocationCity: 'Amsterdam',
    });
    expect(stored?.postalCode?.replace(/\s/g, '')).toBe('1101AM');
  });

  it("offers 'Zelfde als factuuradres' for the bike once the billing address is known, and sends that address for both", async () => {
    await openFormCWithDraft(draftWithBilling(1));
    await stepHeading('Service Levering').waitFor();
    await page.getByRole('radio', { name: /Op locatie/ }).check();
    await page.getByRole('checkbox', { name: 'Zelfde als factuuradres' }).check();
    expect(await page.locator('#bike-location-postcode').count()).toBe(0);
    await page.getByText('Prinsengracht 263, 1016GV Amsterdam', { exact: false }).first().waitFor();
    await expectNoSeriousAxeViolations(page);
    await button('Volgende').click();
    await stepHeading('Klantgegevens').waitFor();
    await button('Volgende').click();
    await stepHeading('Fiets Informatie').waitFor();
    await button('Volgende').click();
    await stepHeading('Controleer Je Aanvraag').waitFor();
    await page.getByRole('checkbox', { name: /Ik bevestig/ }).check();
    await button('Aanvraag Verzenden').click();
    await page.getByRole('heading', { name: 'Aanvraag Verzonden!' }).waitFor();

    const [stored] = await storedBy('piet.zelfde@example.nl');
    expect(stored).toMatchObject({
      deliveryType: 'on_location',
      street: 'Prinsengracht',
      bikeLocationStreet: 'Prinsengracht',
      bikeLocationHouseNumber: '263',
      bikeLocationCity: 'Amsterdam',
    });
  });
});
