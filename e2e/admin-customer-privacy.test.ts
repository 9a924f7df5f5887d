import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission, SAMPLE_BIKE } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { pressWithKeyboard } from './support/focus.ts';
import { submitServiceRequest, uploadPhoto } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const DESK_VIEWPORT = { width: 1280, height: 900 };

let server: E2eServer;
let browser: Browser;
let page: Page;
let requestId: number;
let photoPath: string;

const submit = (firstName: string, lastName: string, bike = SAMPLE_BIKE) =>
  submitServiceRequest(
    server,
    buildSubmission({
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${firstName.toLowerCase()}@example.nl`,
      bikes: [bike],
    }),
  );

beforeAll(async () => {
  server = await startE2eServer();
  photoPath = await uploadPhoto(server, { width: 32, height: 24, background: '#1d4ed8' });
  requestId = await submit('Pien', 'Privacy', { ...SAMPLE_BIKE, photoPath });
  await submit('Otto', 'Blijft');
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const customerList = () => page.getByRole('list', { name: 'Klanten' });
const details = () => page.getByRole('region', { name: 'Klantgegevens' });
const eraseDialog = () => page.getByRole('dialog', { name: 'Klant verwijderen?' });
const confirmField = () => eraseDialog().getByRole('textbox', { name: 'E-mailadres van de klant' });
// An open dialog hides the rest of the page from assistive technology, the toast region
// included, so the region is looked up hidden or not.
const toast = (text: string) =>
  page
    .getByRole('region', { name: 'Meldingen (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

async function openCustomer(name: string) {
  await customerList().getByRole('button', { name }).click();
  await details().getByRole('heading', { level: 3, name }).waitFor();
}

describe('privacy in the Klantenoverzicht tab', () => {
  it('downloads everything held about a customer as JSON, and as a readable page', async () => {
    await openCustomer('Pien Privacy');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details().getByRole('link', { name: 'Gegevens exporteren' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^klant-\d+\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(exported.customer).toMatchObject({
      fullName: 'Pien Privacy',
      email: 'pien@example.nl',
    });
    expect(exported.serviceRequests).toMatchObject([{ id: requestId }]);

    const [readable] = await Promise.all([
      page.waitForEvent('download'),
      details().getByRole('link', { name: 'Leesbare versie (HTML)' }).click(),
    ]);
    expect(readable.suggestedFilename()).toMatch(/^klant-\d+\.html$/);
    expect(readFileSync(await readable.path(), 'utf8')).toContain(
      '<h1>Gegevens van Pien Privacy</h1>',
    );
  });

  it('erases a customer only after their e-mail address is typed, and says what it erased', async () => {
    await openCustomer('Pien Privacy');
    await details().getByRole('button', { name: 'Klant verwijderen' }).click();
    await eraseDialog()
      .getByText('Pien Privacy wordt voorgoed gewist.', { exact: false })
      .waitFor();
    await eraseDialog()
      .getByText('De serviceaanvragen blijven voor de boekhouding bestaan', { exact: false })
      .waitFor();
    await eraseDialog().getByText('Typ pien@example.nl om te bevestigen.').waitFor();
    await expectNoSeriousAxeViolations(page);

    const submitButton = eraseDialog().getByRole('button', { name: 'Definitief verwijderen' });
    await submitButton.click();
    await eraseDialog().getByText('Typ het e-mailadres van de klant ter bevestiging').waitFor();
    expect(await confirmField().getAttribute('aria-invalid')).toBe('true');

    await confirmField().fill('otto@example.nl');
    await submitButton.click();
    await toast('Verwijderen Mislukt')
      .getByText('Het e-mailadres komt niet overeen met dat van de klant')
      .waitFor();
    await eraseDialog()
      .getByText('Het e-mailadres komt niet overeen met dat van de klant')
      .waitFor();
    expect(await confirmField().getAttribute('aria-invalid')).toBe('true');

    await confirmField().fill('Pien@Example.nl');
    await submitButton.click();
    await toast('Klant Verwijderd')
      .getByText('1 aanvraag geanonimiseerd, 1 foto verwijderd.', { exact: true })
      .waitFor();
    await eraseDialog().waitFor({ state: 'detached' });
    await page
      .getByText('Kies een klant om de gegevens en de servicegeschiedenis te bekijken')
      .waitFor();
    await expect.poll(() => customerList().getByRole('button').count()).toBe(1);
    await customerList().getByRole('button', { name: 'Otto Blijft' }).waitFor();

    const kept = await page.request.get(`${server.url}/api/service-requests/${requestId}`);
    expect(await kept.json()).toMatchObject({
      fullName: 'Verwijderde klant',
      phone: null,
      customerId: null,
    });
    expect((await page.request.get(`${server.url}${photoPath}`)).status()).toBe(404);
  });

  it('puts focus on the next customer in the list after an erasure, so the keyboard carries on there', async () => {
    for (const name of ['Rik', 'Sem']) await submit(name, 'Kort');
    await page.reload();
    await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
    await openCustomer('Rik Kort');
    await pressWithKeyboard(details().getByRole('button', { name: 'Klant verwijderen' }));
    await confirmField().fill('rik@example.nl');
    await pressWithKeyboard(eraseDialog().getByRole('button', { name: 'Definitief verwijderen' }));
    await eraseDialog().waitFor({ state: 'detached' });
    await expect
      .poll(() => customerList().getByRole('button', { name: 'Rik Kort' }).count())
      .toBe(0);
    // Newest first: Sem, Rik, Otto; Otto took Rik's place.
    const otto = customerList().getByRole('button', { name: 'Otto Blijft' });
    await expect
      .poll(() => otto.evaluate((button) => button === document.activeElement))
      .toBe(true);
  });
});
