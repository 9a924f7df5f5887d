import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { openAdminPage, openRequestPanel } from './support/request-panel.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

// A quote on a bike in the request's panel (issue 33): staff write its lines, see the total as
// they type, send it, and see its status and the bike waiting for the customer.

let server: E2eServer;
let browser: Browser;

/** A request of one bike, approved and the bike in repair, as staff get it; answers its id. */
async function bikeInRepair(page: Page, firstName: string) {
  const id = await submitServiceRequest(
    server,
    buildSubmission({
      firstName,
      lastName: 'Offerte',
      fullName: `${firstName} Offerte`,
      email: `${firstName.toLowerCase()}@example.nl`,
      bikes: [{ brand: 'Gazelle', model: 'Ultimate', issueDescription: 'De ketting slipt.' }],
    }),
  );
  const api = `${server.url}/api/service-requests/${id}`;
  expect((await page.request.patch(`${api}/approve`, { data: {} })).status()).toBe(200);
  const { bikes } = await (await page.request.get(api)).json();
  const moved = await page.request.patch(`${api}/bikes/${bikes[0].id}/stage`, {
    data: { stage: 'in_repair', version: 0, notifyCustomer: false },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return id;
}

const openPage = (viewport?: { width: number; height: number }) =>
  openAdminPage(browser, server, viewport);

const openRequest = (page: Page, firstName: string) =>
  openRequestPanel(page, `${firstName} Offerte`);

const quoteOf = (panel: Locator) => panel.getByRole('region', { name: /^Offerte/ });

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a bike's quote in the request's panel", () => {
  it('makes a quote of two lines with a live total, sends it, and shows its status and the bike waiting', async () => {
    const page = await openPage();
    await bikeInRepair(page, 'Twee');
    const panel = await openRequest(page, 'Twee');
    const quote = quoteOf(panel);
    await quote.getByText('Nog geen offerte.').waitFor();

    await quote.getByRole('button', { name: 'Offerte maken (Fiets 1)' }).click();
    const form = panel.getByRole('form', { name: 'Offerte versie 1 voor Fiets 1' });
    await form.getByLabel('Omschrijving regel 1').fill('Nieuwe ketting');
    await form.getByLabel('Bedrag regel 1 (€)').fill('34,50');
    await form.getByRole('button', { name: 'Regel toevoegen' }).click();
    await form.getByLabel('Omschrijving regel 2').fill('Arbeid');
    await form.getByLabel('Bedrag regel 2 (€)').fill('17,5');
    await form.getByText('Totaal incl. btw: € 52,00').waitFor();
    await form.getByLabel('Toelichting voor de klant (optioneel)').fill('De ketting is op.');
    await expectNoSeriousAxeViolations(page);

    const sent = page.waitForRequest((request) => request.url().endsWith('/quotes'));
    await form.getByRole('button', { name: 'Offerte sturen' }).click();
    expect((await sent).postDataJSON()).toEqual({
      version: 1,
      lines: [
        { description: 'Nieuwe ketting', amountCents: 3450 },
        { description: 'Arbeid', amountCents: 1750 },
      ],
      note: 'De ketting is op.',
    });

    await quote.getByText(/^Verstuurd op /).waitFor();
    await quote
      .getByRole('table', { name: 'Regels van de offerte' })
      .getByText('€ 52,00')
      .waitFor();
    await quote.getByText('De ketting is op.').waitFor();
    await panel.getByText('Wacht op akkoord klant').first().waitFor();
    await panel
      .getByRole('list', { name: 'Geschiedenis' })
      .getByText('Fiets 1: offerte versie 1 verstuurd (€ 52,00)')
      .waitFor();
    expect(await quote.getByRole('button', { name: 'Nieuwe versie (Fiets 1)' }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
  });

  it('says under the field what is wrong with an amount, and sends nothing', async () => {
    const page = await openPage(PHONE_VIEWPORT);
    await bikeInRepair(page, 'Fout');
    const panel = await openRequest(page, 'Fout');
    await quoteOf(panel).getByRole('button', { name: 'Offerte maken (Fiets 1)' }).click();
    const form = panel.getByRole('form', { name: 'Offerte versie 1 voor Fiets 1' });
    await form.getByLabel('Omschrijving regel 1').fill('Band');
    await form.getByLabel('Bedrag regel 1 (€)').fill('twaalf');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/quotes') && request.method() === 'POST') posted = true;
    });
    await form.getByRole('button', { name: 'Offerte sturen' }).click();
    await form.getByText("Vul een bedrag in euro's in, bijvoorbeeld 17,50").waitFor();
    expect(
      await form
        .getByLabel('Bedrag regel 1 (€)')
        .evaluate((input) => document.activeElement === input),
    ).toBe(true);
    expect(posted).toBe(false);
    await expectNoSeriousAxeViolations(page);
  });
});
