import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRequestByCustomer } from '../src/server/modules/service-requests/customer-cancel.ts';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const LAPTOP_VIEWPORT = { width: 1366, height: 768 };
const REASON = 'Ik heb al een andere werkplaats gevonden.';

let server: E2eServer;
let browser: Browser;

/** Sends a request as a customer does; answers its id. */
const submit = (firstName: string) =>
  submitServiceRequest(
    server,
    buildSubmission({
      firstName,
      lastName: 'Klant',
      fullName: `${firstName} Klant`,
      email: `${firstName.toLowerCase()}@example.nl`,
    }),
  );

beforeAll(async () => {
  server = await startE2eServer();
  const cancelled = await submit('Annuleer');
  await submit('Wachtend');
  await cancelRequestByCustomer({
    database: server.database,
    jobs: server.jobs,
    serviceRequestId: cancelled,
    reason: REASON,
    workshop: server.config.workshop,
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openDashboard(options: { viewport: typeof LAPTOP_VIEWPORT; locale?: string }) {
  const page = await (await browser.newContext(options)).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('table').waitFor();
  return page;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('a request the customer cancelled, as staff see it', () => {
  it("reads 'Geannuleerd door klant' in the list, counts as rejected and offers no pending actions", async () => {
    const page = await openDashboard({ viewport: LAPTOP_VIEWPORT });
    const cancelled = row(page, 'Annuleer Klant');
    await cancelled.getByText('Geannuleerd door klant').waitFor();
    expect(await cancelled.getByText('Afgewezen', { exact: true }).count()).toBe(0);
    for (const action of ['Goedkeuren', 'Afwijzen']) {
      expect(await cancelled.getByRole('button', { name: new RegExp(`^${action}`) }).count()).toBe(
        0,
      );
    }
    await cancelled.getByRole('button', { name: /^Meer acties voor / }).click();
    const actions = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(actions).not.toContain('Bewerken');
    expect(actions).not.toContain('Dupliceren');
    await page.keyboard.press('Escape');
    // The other request is still pending and still offers its actions.
    await row(page, 'Wachtend Klant')
      .getByRole('button', { name: /^Goedkeuren/ })
      .waitFor();

    const counts = page.getByRole('region', { name: 'Aantallen per status' });
    const count = (name: string) =>
      counts.locator('div').filter({ hasText: name }).locator('dd').textContent();
    await expect.poll(() => count('In Behandeling')).toBe('1');
    await expect.poll(() => count('Afgewezen')).toBe('1');
    await expectNoSeriousAxeViolations(page);

    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption({ label: 'Afgewezen' });
    await expect.poll(() => row(page, 'Wachtend Klant').count()).toBe(0);
    await cancelled.getByText('Geannuleerd door klant').waitFor();
    await status.selectOption({ label: 'In Behandeling' });
    await expect.poll(() => cancelled.count()).toBe(0);
    await page.context().close();
  });

  it('shows when and why in the details, and the cancel in the history', async () => {
    const page = await openDashboard({ viewport: LAPTOP_VIEWPORT });
    await row(page, 'Annuleer Klant')
      .getByRole('button', { name: /^Details van / })
      .click();
    const panel = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
    await panel.getByText(REASON).waitFor();
    expect(await panel.getByText('Geannuleerd door klant').count()).toBeGreaterThanOrEqual(2);
    await panel.getByText('Geannuleerd op').waitFor();
    await panel.getByText('Reden van de klant').waitFor();
    const history = panel.getByRole('list', { name: 'Geschiedenis' });
    await history.getByText('Geannuleerd door klant').waitFor();
    expect(await panel.getByRole('button', { name: /^Goedkeuren/ }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('says the same in English, on a phone', async () => {
    const page = await openDashboard({ viewport: PHONE_VIEWPORT, locale: 'en-GB' });
    await page.getByText('Cancelled by customer').first().waitFor();
    await row(page, 'Annuleer Klant')
      .getByRole('button', { name: /^Details of / })
      .click();
    const panel = page.getByRole('dialog', { name: /^Service request #SR-/ });
    await panel.getByText("Customer's reason").waitFor();
    await panel.getByText('Cancelled on').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});
