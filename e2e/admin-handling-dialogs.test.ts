import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

// The approve and reject dialogs tell staff what happens in words they use: the default that
// an empty duration takes, and the mail's placeholder for the reason by its name.

let server: E2eServer;
let browser: Browser;
let page: Page;
let onLocation: number;

beforeAll(async () => {
  server = await startE2eServer();
  onLocation = await submitServiceRequest(
    server,
    buildSubmission({
      email: 'locatie@example.nl',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Javakade',
      bikeLocationHouseNumber: '8',
      bikeLocationPostcode: '1019SZ',
      bikeLocationCity: 'Amsterdam',
    }),
  );
  await submitServiceRequest(server, buildSubmission({ email: 'afwijzen@example.nl' }));
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.goto(`${server.url}/admin`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const row = (email: string) => page.getByRole('row').filter({ hasText: email });

describe('the approve and reject dialogs', () => {
  it("gives the duration hint of the chosen activity, and an empty duration that activity's default", async () => {
    await row('locatie@example.nl')
      .getByRole('button', { name: /^Goedkeuren/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Aanvraag goedkeuren/ });
    const duration = dialog.getByRole('spinbutton', { name: 'Duur (minuten)' });
    await dialog.getByText('Tussen 10 en 180 minuten; leeg is 45 minuten.').waitFor();
    await dialog.getByRole('combobox', { name: 'Type activiteit' }).selectOption('pickup');
    await dialog.getByText('Tussen 10 en 180 minuten; leeg is 20 minuten.').waitFor();
    expect(await dialog.getByText('leeg is 45 minuten').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await duration.fill('');
    const sent = page.waitForRequest((request) => request.url().endsWith('/approve'));
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    // The workshop planning goes with it: the proposed day and the default minutes per bike.
    expect((await sent).postDataJSON()).toEqual({
      freightliveActivityType: 'pickup',
      plannedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      minutesPerBike: 60,
    });
    await dialog.waitFor({ state: 'detached' });
    const stored = await (
      await page.request.get(`${server.url}/api/service-requests/${onLocation}`)
    ).json();
    expect(stored).toMatchObject({
      freightliveActivityType: 'pickup',
      freightliveActivityDuration: 20,
    });
  });

  it('names the placeholder of the reason in words, not as code', async () => {
    await row('afwijzen@example.nl')
      .getByRole('button', { name: /^Afwijzen/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Aanvraag afwijzen/ });
    await dialog
      .getByText("als de template de variabele 'Reden van afwijzing' gebruikt", { exact: false })
      .waitFor();
    expect(await dialog.textContent()).not.toContain('{{');
    await page.keyboard.press('Escape');
  });
});
