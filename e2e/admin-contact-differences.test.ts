import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const DESK_VIEWPORT = { width: 1366, height: 900 };

let server: E2eServer;
let browser: Browser;
let page: Page;
let ownRequest: number;

beforeAll(async () => {
  server = await startE2eServer();
  ownRequest = await submitServiceRequest(
    server,
    buildSubmission({ firstName: 'Marit', lastName: 'Bos', email: 'marit@example.nl' }),
  );
  // Marit's e-mail address in capitals, with someone else's name and address.
  await submitServiceRequest(
    server,
    buildSubmission({
      firstName: 'Iemand',
      lastName: 'Anders',
      email: 'MARIT@Example.NL',
      street: 'Kalverstraat',
      houseNumber: '1',
      houseNumberAddition: undefined,
      postalCode: '1012 NX',
    }),
  );
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const detailsDialog = () => page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
const notice = () =>
  detailsDialog().getByRole('region', { name: 'Andere contactgegevens dan de klantkaart' });
const toast = (text: string) =>
  page
    .getByRole('region', { name: 'Meldingen (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

const customerRecord = async () => {
  const request = await (
    await page.request.get(`${server.url}/api/service-requests/${ownRequest}`)
  ).json();
  return (await page.request.get(`${server.url}/api/customers/${request.customerId}`)).json();
};

describe('a request sent with other contact details than its customer record', () => {
  it("names the differing details in the customer's service history", async () => {
    await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
    await page
      .getByRole('list', { name: 'Klanten' })
      .getByRole('button', { name: 'Marit Bos' })
      .click();
    const history = page.getByRole('list', { name: 'Servicegeschiedenis' });
    const entries = history.getByRole('article');
    await expect.poll(() => entries.count()).toBe(2);
    await history
      .getByRole('article')
      .filter({ hasText: 'Naam en adres wijken af van de klantkaart.' })
      .waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('shows the record beside the request in its details, and lets staff update the record', async () => {
    await page.getByRole('tab', { name: 'Serviceverzoeken', exact: true }).click();
    await row('Iemand Anders').getByText('Andere contactgegevens').waitFor();
    expect(await row('Marit Bos').getByText('Andere contactgegevens').count()).toBe(0);
    await row('Iemand Anders')
      .getByRole('button', { name: /^Details van / })
      .click();

    const name = notice().getByRole('row', { name: /^Naam/ });
    expect(await name.getByRole('cell').allTextContents()).toEqual(['Marit Bos', 'Iemand Anders']);
    const address = notice().getByRole('row', { name: /^Adres/ });
    expect(await address.getByRole('cell').allTextContents()).toEqual([
      'Overtoom 15-2, 1054HB Amsterdam',
      'Kalverstraat 1, 1012NX Amsterdam',
    ]);
    expect(
      await notice()
        .getByRole('row', { name: /^Telefoon/ })
        .count(),
    ).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect((await customerRecord()).fullName).toBe('Marit Bos');

    await notice().getByRole('button', { name: 'Klantkaart bijwerken met deze gegevens' }).click();
    await toast('Klantkaart Bijgewerkt').waitFor();
    await notice().waitFor({ state: 'detached' });
    expect(await customerRecord()).toMatchObject({
      fullName: 'Iemand Anders',
      street: 'Kalverstraat',
      postalCode: '1012NX',
    });
    // The record now differs from Marit's first request in turn, which says so.
    await detailsDialog().getByRole('button', { name: 'Sluiten' }).first().click();
    await row('Marit Bos').getByText('Andere contactgegevens').waitFor();
  });
});
