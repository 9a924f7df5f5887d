import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels } from '../src/server/db/schema.ts';
import { raiseNotification } from '../src/server/modules/notifications/service.ts';
import { buildSubmission, SAMPLE_BIKE } from '../src/server/test/factories.ts';
import { launchBrowser } from './support/browser.ts';
import { englishIn, englishOnlyTexts, readableText } from './support/english-texts.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const DESK_VIEWPORT = { width: 1366, height: 900 };

let server: E2eServer;
let browser: Browser;
let page: Page;
let english: string[];

beforeAll(async () => {
  english = await englishOnlyTexts();
  server = await startE2eServer();
  await submitServiceRequest(
    server,
    buildSubmission({
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne@example.nl',
      customerType: 'business',
      companyName: 'Fietskoerier BV',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Javakade',
      bikeLocationHouseNumber: '8',
      bikeLocationPostcode: '1019SZ',
      bikeLocationCity: 'Amsterdam',
      bikes: [SAMPLE_BIKE, { ...SAMPLE_BIKE, brand: 'Gazelle', model: 'Ultimate' }],
    }),
  );
  await server.database.db.insert(labels).values({ name: 'Spoed', color: '#dc2626' });
  await raiseNotification(server.database.db, {
    type: 'integration_failed',
    title: 'Werkorder niet aangemaakt',
    message: 'CycleSoftware antwoordde met 502; de werkorder wordt opnieuw geprobeerd.',
    severity: 'error',
    source: 'cyclesoftware',
  });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The English texts the page shows now, named with where it was. */
async function englishOnPage(where: string) {
  return englishIn(await readableText(page), english).map((text) => `${where}: '${text}'`);
}

describe('a Dutch page', () => {
  it('is checked against a list of the English tables that holds the texts the specs quote', async () => {
    for (const text of [
      'Submit Another Request',
      'Approve & Create Work Order',
      'System Notifications',
      'Mark all read',
      'No labels yet',
      'Service History',
    ]) {
      expect(english).toContain(text);
    }
    for (const shared of ['Labels', 'E-mail', 'Model', 'CycleSoftware', 'Aircall'])
      expect(english).not.toContain(shared);
    await page.goto(`${server.url}/customer-portal`);
    await page.evaluate(() => {
      const planted = document.createElement('p');
      planted.textContent = 'Ga verder of kies Mark all read.';
      document.body.append(planted);
    });
    expect(await englishOnPage('/customer-portal')).toEqual(["/customer-portal: 'Mark all read'"]);
  });

  it('shows no English on the three portals, the sign-in prompt and the not-found page', async () => {
    const found: string[] = [];
    for (const [path, heading] of [
      ['/customer-portal', 'Vraag service aan'],
      ['/customer-portal-steps', 'Service aanvragen'],
      ['/customer-portal-multi', 'Service Levering'],
      ['/admin', 'Beheerderstoegang Vereist'],
      ['/bestaat-niet', '404 Pagina Niet Gevonden'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      found.push(...(await englishOnPage(path)));
    }
    expect(found).toEqual([]);
  });

  it("shows no English on the dashboard's five tabs, a request's details and the notification drawer", async () => {
    await server.signIn(page, E2E_ADMIN_EMAIL);
    const found: string[] = [];

    await page.getByRole('button', { name: /^Details van / }).waitFor();
    found.push(...(await englishOnPage('Serviceverzoeken')));

    await page.getByRole('button', { name: /^Details van / }).click();
    await page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ }).waitFor();
    found.push(...(await englishOnPage('details')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
    await page.getByRole('list', { name: 'Klanten' }).getByRole('button').first().waitFor();
    found.push(...(await englishOnPage('Klantenoverzicht')));
    await page.getByRole('list', { name: 'Klanten' }).getByRole('button').first().click();
    await page.getByRole('region', { name: 'Servicegeschiedenis' }).getByRole('article').waitFor();
    found.push(...(await englishOnPage('Klantenoverzicht, a customer')));

    await page.getByRole('tab', { name: 'Labels', exact: true }).click();
    await page.getByRole('heading', { name: 'Spoed', exact: true }).waitFor();
    found.push(...(await englishOnPage('Labels')));
    await page.getByRole('button', { name: 'Nieuw label' }).click();
    await page.getByRole('dialog', { name: 'Label aanmaken' }).waitFor();
    found.push(...(await englishOnPage('Labels, new label')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Configuratie', exact: true }).click();
    await page.getByRole('heading', { name: 'Beheerder Gebruikers' }).waitFor();
    await page.getByRole('list', { name: 'Beheerders' }).waitFor();
    found.push(...(await englishOnPage('Configuratie')));

    await page.getByRole('tab', { name: 'E-mail Templates', exact: true }).click();
    await page.getByRole('heading', { name: 'Uitgaande e-mails' }).waitFor();
    found.push(...(await englishOnPage('E-mail Templates')));

    await page.getByRole('button', { name: /^Meldingen/ }).click();
    await page
      .getByRole('dialog', { name: 'Systeemmeldingen' })
      .getByRole('article')
      .first()
      .waitFor();
    found.push(...(await englishOnPage('notification drawer')));

    expect(found).toEqual([]);
  });
});
