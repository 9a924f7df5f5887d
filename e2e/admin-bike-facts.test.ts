import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEXTS_NL } from '../src/contract/errors/input-nl.ts';
import { serviceRequests } from '../src/server/db/schema.ts';
import { buildSubmission, SAMPLE_BIKE } from '../src/server/test/factories.ts';
import { storedRequest } from '../src/server/test/stored-requests.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { openAdminPage, openRequestPanel } from './support/request-panel.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

/** Issue 34, for the staff: an e-bike's and a lease bike's facts read and changed on a phone. */

let server: E2eServer;
let browser: Browser;
let page: Page;
let requestId: number;

const E_BIKE_ON_LEASE = {
  ...SAMPLE_BIKE,
  brand: 'Riese & Müller',
  eBike: { driveSystem: 'Bosch', errorCode: 'E503', batterySerial: 'BAT-77-QXZ' },
  lease: { company: 'Athlon', contractNumber: 'LC-2024-8817' },
};

beforeAll(async () => {
  server = await startE2eServer();
  requestId = await submitServiceRequest(
    server,
    buildSubmission({
      firstName: 'Lotte',
      lastName: 'Leasefiets',
      fullName: 'Lotte Leasefiets',
      email: 'lotte@example.nl',
      bikes: [E_BIKE_ON_LEASE, { ...SAMPLE_BIKE, brand: 'Gazelle' }],
    }),
  );
  browser = await launchBrowser();
  page = await openAdminPage(browser, server, PHONE_VIEWPORT);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The terms and values of a bike's detail list, in order. */
const detailsOf = async (bike: Locator) =>
  Object.fromEntries(
    await bike
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
  );

const noSidewaysScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("a bike's e-bike and lease facts, for the staff on a phone", () => {
  it('shows them in the details, and a bike without them as before', async () => {
    const panel = await openRequestPanel(page, 'Lotte Leasefiets');
    const bikes = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4 }) });
    const leased = bikes.filter({ hasText: 'Fiets 1' });
    await leased.getByText('E-bike', { exact: true }).waitFor();
    await leased.getByText('Lease', { exact: true }).waitFor();
    expect(await detailsOf(leased)).toMatchObject({
      Elektrisch: 'Bosch',
      Foutcode: 'E503',
      'Serienummer accu': 'BAT-77-QXZ',
      Leasefiets: 'Athlon',
      Contractnummer: 'LC-2024-8817',
    });
    const plain = bikes.filter({ hasText: 'Fiets 2' });
    const plainTerms = Object.keys(await detailsOf(plain));
    expect(plainTerms).toContain('Framenummer');
    expect(plainTerms).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Elektrisch|Leasefiets|Contractnummer/)]),
    );
    expect(await plain.getByText('E-bike', { exact: true }).count()).toBe(0);
    expect(await noSidewaysScroll()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
  });

  it("sums them up per bike in the customer's service history", async () => {
    await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
    await page
      .getByRole('list', { name: 'Klanten' })
      .getByRole('button', { name: /Lotte Leasefiets/ })
      .click();
    await page
      .getByRole('article')
      .getByText(
        `Riese & Müller ${SAMPLE_BIKE.model} (Bosch e-bike · Lease: Athlon), Gazelle ${SAMPLE_BIKE.model}`,
        { exact: true },
      )
      .waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await page.getByRole('tab', { name: 'Serviceverzoeken', exact: true }).click();
  });

  it('edits them: a changed contract number is kept, an e-bike answered no loses its facts', async () => {
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: 'Lotte Leasefiets' })
      .getByRole('button', { name: /^Meer acties voor #SR-/ })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Bewerken' }).click();
    const dialog = page.getByRole('dialog', { name: /bewerken$/ });
    const first = dialog.getByRole('group', { name: 'Fiets 1' });
    expect(await first.getByRole('combobox', { name: 'Aandrijfsysteem' }).inputValue()).toBe(
      'Bosch',
    );
    expect(await first.getByRole('combobox', { name: 'Leasemaatschappij' }).inputValue()).toBe(
      'Athlon',
    );
    const contract = first.getByRole('textbox', { name: 'Contractnummer' });
    expect(await contract.inputValue()).toBe('LC-2024-8817');

    await contract.fill('LC 2024/88?17');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await first.getByText(INPUT_TEXTS_NL.contractNumberInvalid).waitFor();
    await expectNoSeriousAxeViolations(page);
    expect(await noSidewaysScroll()).toBe(true);

    await contract.fill('LC-2025-0101');
    await first.getByRole('combobox', { name: 'Elektrische fiets?' }).selectOption('Nee');
    expect(await first.getByRole('textbox', { name: 'Serienummer accu' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await storedRequest(server.database.db, requestId))?.bikes[0])
      .toMatchObject({ lease: { company: 'Athlon', contractNumber: 'LC-2025-0101' } });
    const stored = await storedRequest(server.database.db, requestId);
    expect(stored?.bikes[0]).not.toHaveProperty('eBike');
    expect(stored?.bikes[1]).not.toHaveProperty('lease');
    const [row] = await server.database.db
      .select({ searchText: serviceRequests.searchText })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId));
    expect(row?.searchText).not.toMatch(/bat-77-qxz/i);
  });
});
