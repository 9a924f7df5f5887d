import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

/** Issue 7: what a customer types can never run in the staff's browser. */
// Short enough for the 100-character fields; either part sets `window.ran` if it ever runs.
const payload = (field: string) =>
  `${field}<script>window.ran=1</script><img src=x onerror="window.ran=1">`;

/**
 * For the fields of at most 20 characters (house numbers). The phone number takes digits and
 * separators only, so no markup reaches the dashboard through it (`intake.test.ts`).
 */
const SHORT_PAYLOADS = {
  houseNumber: '<svg onload=ran=1>',
  houseNumberAddition: '<svg onload=ran=2>',
  bikeLocationHouseNumber: '<svg onload=ran=3>',
  bikeLocationAddition: '<svg onload=ran=4>',
};

let server: E2eServer;
let browser: Browser;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  server = await startE2eServer();
  await submitServiceRequest(
    server,
    buildSubmission({
      firstName: payload('Voornaam'),
      lastName: payload('Achternaam'),
      fullName: payload('Naam'),
      customerType: 'business',
      companyName: payload('Bedrijf'),
      street: payload('Straat'),
      city: payload('Plaats'),
      ...SHORT_PAYLOADS,
      deliveryType: 'on_location',
      bikeLocationStreet: payload('Locatiestraat'),
      bikeLocationPostcode: '1019SZ',
      bikeLocationCity: payload('Locatieplaats'),
      bikes: [
        {
          brand: payload('Merk'),
          model: payload('Model'),
          frameNumber: payload('Frame'),
          issueDescription: payload('Probleem'),
        },
      ],
    }),
  );
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ranPayloads = () => page.evaluate(() => (window as { ran?: number }).ran);

describe('script payloads in every customer text field', () => {
  it('stay text in the requests table and the details dialog', async () => {
    const row = page.getByRole('row').filter({ hasText: 'Naam<script>' });
    await row.waitFor();
    const box = await row.getByRole('cell').first().boundingBox();
    if (!box) throw new Error('no row for the request');
    await page.mouse.click(box.x + box.width / 2, box.y + 10);
    const details = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
    for (const field of [
      'Naam',
      'Bedrijf',
      'Straat',
      'Locatiestraat',
      'Merk',
      'Model',
      'Probleem',
    ]) {
      await details.getByText(`${field}<script>`, { exact: false }).first().waitFor();
    }
    for (const text of Object.values(SHORT_PAYLOADS)) {
      await details.getByText(text, { exact: false }).first().waitFor();
    }
    expect(await ranPayloads()).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('stay text in the customers tab', async () => {
    await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
    const customer = page
      .getByRole('list', { name: 'Klanten' })
      .getByRole('button', { name: /Voornaam<script>/ });
    await customer.click();
    await page
      .getByRole('region', { name: 'Klantgegevens' })
      .getByText(/Voornaam<script>/)
      .first()
      .waitFor();
    expect(await ranPayloads()).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
