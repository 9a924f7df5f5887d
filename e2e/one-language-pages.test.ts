import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_TEXTS } from '../src/client/features/admin/configuration/strings.ts';
import { CUSTOMERS_TEXTS } from '../src/client/features/admin/customers/strings.ts';
import { DASHBOARD_TEXTS } from '../src/client/features/admin/dashboard/strings.ts';
import { TEMPLATES_TEXTS } from '../src/client/features/admin/email-templates/strings.ts';
import { LABELS_TEXTS } from '../src/client/features/admin/labels/strings.ts';
import { NOTIFICATIONS_TEXTS } from '../src/client/features/admin/notifications/strings.ts';
import { REQUESTS_TEXTS } from '../src/client/features/admin/requests/strings.ts';
import { INTAKE_TEXTS } from '../src/client/features/intake/shared/strings.ts';
import { SINGLE_PAGE_TEXTS } from '../src/client/features/intake/single-page/strings.ts';
import { WIZARD_TEXTS } from '../src/client/features/intake/wizard/strings.ts';
import { PAGE_NAMES } from '../src/contract/client-routes.ts';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../src/contract/language.ts';
import { labels, leaseCompanies } from '../src/server/db/schema.ts';
import { raiseNotification } from '../src/server/modules/notifications/service.ts';
import { buildSubmission, SAMPLE_BIKE } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';
import {
  escapeRegExp,
  otherLanguage,
  phrasesIn,
  readableText,
  textsOf,
  textsOnlyIn,
} from './support/table-texts.ts';

const DESK_VIEWPORT = { width: 1366, height: 900 };

/** Texts the specs quote, each in the language a page in the other language must not show. */
const QUOTED_TEXTS: Record<Language, string[]> = {
  en: [
    'Submit Another Request',
    'Approve & Create Work Order',
    'System Notifications',
    'Mark all read',
    'No labels yet',
    'Service History',
  ],
  nl: ['Nog een aanvraag indienen', 'Beheerderstoegang Vereist', 'Klantenoverzicht'],
};

/** A sentence in each language, around a text of the other one a test plants on a page. */
const PLANTED_SENTENCE: Record<Language, (foreign: string) => string> = {
  nl: (foreign) => `Ga verder of kies ${foreign}.`,
  en: (foreign) => `Go on or choose ${foreign}.`,
};

let server: E2eServer;
let browser: Browser;

// Data is not UI: the seeded names, brands and codes read alike in either language, so whatever
// the scan finds is a text of the app's own.
beforeAll(async () => {
  server = await startE2eServer();
  await submitServiceRequest(
    server,
    buildSubmission({
      firstName: 'Sanne',
      lastName: 'Jansen',
      email: 'sanne@example.nl',
      customerType: 'business',
      companyName: 'Velo BV',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Javakade',
      bikeLocationHouseNumber: '8',
      bikeLocationPostcode: '1019SZ',
      bikeLocationCity: 'Amsterdam',
      bikes: [
        { ...SAMPLE_BIKE, issueDescription: 'E-bike 404' },
        { ...SAMPLE_BIKE, brand: 'Gazelle', model: 'Ultimate', issueDescription: 'E-bike 502' },
      ],
    }),
  );
  await server.database.db.insert(labels).values({ name: 'VIP', color: '#dc2626' });
  // The seeded 'Business Bike' and 'Lease a Bike' hold English words of the app's tables.
  await server.database.db.delete(leaseCompanies);
  await server.database.db.insert(leaseCompanies).values({ name: 'Athlon' });
  await raiseNotification(server.database.db, {
    type: 'integration_failed',
    title: 'CycleSoftware 502',
    message: 'CycleSoftware: HTTP 502.',
    severity: 'error',
    source: 'cyclesoftware',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(LANGUAGES)('a page in %s', (language) => {
  const other = otherLanguage(language);
  let foreign: string[];
  let page: Page;

  beforeAll(async () => {
    foreign = await textsOnlyIn(other);
    const context = await browser.newContext({
      viewport: DESK_VIEWPORT,
      locale: LANGUAGE_TAGS[language],
    });
    page = await context.newPage();
  });

  /**
   * What is wrong with the page now, named with where it was: a text of the other language's
   * tables, a `lang` that is not the page's language, a serious accessibility problem.
   */
  async function problemsOnPage(where: string) {
    const problems = phrasesIn(await readableText(page), foreign).map(
      (text) => `${where}: '${text}'`,
    );
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== LANGUAGE_TAGS[language]) problems.push(`${where}: lang '${lang}'`);
    await expectNoSeriousAxeViolations(page).catch((error: Error) =>
      problems.push(`${where}: ${error.message}`),
    );
    return problems;
  }

  it(`is checked against a list of the ${other} tables that holds the texts the specs quote`, async () => {
    for (const text of QUOTED_TEXTS[other]) expect(foreign).toContain(text);
    for (const shared of ['Labels', 'E-mail', 'Model', 'CycleSoftware', 'Aircall'])
      expect(foreign).not.toContain(shared);
    const markAllRead = (await textsOf(NOTIFICATIONS_TEXTS, other)).markAllRead;
    await page.goto(`${server.url}/customer-portal`);
    await page.evaluate((sentence) => {
      const planted = document.createElement('p');
      planted.textContent = sentence;
      document.body.append(planted);
    }, PLANTED_SENTENCE[language](markAllRead));
    // The planted text and nothing else; a shorter phrase within it ('Alles') counts as in it.
    expect(phrasesIn(await readableText(page), foreign)).toEqual(phrasesIn(markAllRead, foreign));
    expect(phrasesIn(markAllRead, foreign)).toContain(markAllRead);
  });

  it('shows only its language on the three portals, the sign-in prompt and the not-found page', async () => {
    const pageNames = PAGE_NAMES[language];
    const found: string[] = [];
    for (const [path, heading] of [
      ['/customer-portal', (await textsOf(SINGLE_PAGE_TEXTS, language)).formTitle],
      ['/customer-portal-steps', (await textsOf(WIZARD_TEXTS, language)).heading],
      ['/customer-portal-multi', (await textsOf(INTAKE_TEXTS, language)).multiBikeSteps[0]],
      ['/admin', pageNames.adminRequired],
      ['/bestaat-niet', pageNames.notFound],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      found.push(...(await problemsOnPage(path)));
    }
    expect(found).toEqual([]);
  });

  it("shows only its language on the dashboard's five tabs, its dialogs and the notification drawer", async () => {
    const tabs = (await textsOf(DASHBOARD_TEXTS, language)).tabs;
    const requests = await textsOf(REQUESTS_TEXTS, language);
    const customers = await textsOf(CUSTOMERS_TEXTS, language);
    const labelTexts = await textsOf(LABELS_TEXTS, language);
    const notifications = await textsOf(NOTIFICATIONS_TEXTS, language);
    const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
    await server.signIn(page, E2E_ADMIN_EMAIL);
    const found: string[] = [];

    const openDetails = page.getByRole('button', { name: startsWith(requests.openDetails('')) });
    await openDetails.first().waitFor();
    found.push(...(await problemsOnPage(tabs.requests)));

    await openDetails.first().click();
    await page.getByRole('dialog', { name: startsWith(requests.details.title('')) }).waitFor();
    found.push(...(await problemsOnPage(`${tabs.requests}, details`)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: tabs.customers, exact: true }).click();
    const customerList = page.getByRole('list', { name: customers.listLabel });
    await customerList.getByRole('button').first().waitFor();
    found.push(...(await problemsOnPage(tabs.customers)));
    await customerList.getByRole('button').first().click();
    await page
      .getByRole('region', { name: customers.serviceHistory })
      .getByRole('article')
      .waitFor();
    found.push(...(await problemsOnPage(`${tabs.customers}, a customer`)));

    await page.getByRole('tab', { name: tabs.labels, exact: true }).click();
    await page.getByRole('heading', { name: 'VIP', exact: true }).waitFor();
    found.push(...(await problemsOnPage(tabs.labels)));
    await page.getByRole('button', { name: labelTexts.create }).click();
    await page.getByRole('dialog', { name: labelTexts.createTitle }).waitFor();
    found.push(...(await problemsOnPage(`${tabs.labels}, new label`)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const admins = (await textsOf(CONFIG_TEXTS, language)).admins;
    await page.getByRole('tab', { name: tabs.configuration, exact: true }).click();
    await page.getByRole('heading', { name: admins.title }).waitFor();
    await page.getByRole('list', { name: admins.listLabel }).waitFor();
    found.push(...(await problemsOnPage(tabs.configuration)));

    await page.getByRole('tab', { name: tabs.emailTemplates, exact: true }).click();
    const outbox = (await textsOf(TEMPLATES_TEXTS, language)).outbox;
    await page.getByRole('heading', { name: outbox.title }).waitFor();
    found.push(...(await problemsOnPage(tabs.emailTemplates)));

    await page.getByRole('button', { name: startsWith(notifications.open(0)) }).click();
    await page
      .getByRole('dialog', { name: notifications.title })
      .getByRole('article')
      .first()
      .waitFor();
    found.push(...(await problemsOnPage('notification drawer')));

    expect(found).toEqual([]);
  });
});
