import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { doubleClickAndWait, recordChanges } from './support/changes.ts';
import { focusedName, hasFocus, pressWithKeyboard } from './support/focus.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const DESK_VIEWPORT = { width: 1280, height: 900 };

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
});

afterEach(async () => {
  await page.context().close();
});

const button = (name: string) => page.getByRole('button', { name, exact: true });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

async function openConfiguration(email = E2E_ADMIN_EMAIL) {
  await server.signIn(page, email);
  await page.goto(`${server.url}/admin`);
  await page.getByRole('tab', { name: 'Configuratie', exact: true }).click();
  await page.getByRole('heading', { name: 'Beheerder Gebruikers' }).waitFor();
}

describe('the Configuratie tab', () => {
  it('shows every panel and the warning about admin rights, accessibly', async () => {
    await openConfiguration();
    for (const name of [
      'Wachttijden Bijwerken',
      'Test werkplaatssysteem',
      'Test facturatie-webhook',
    ]) {
      await button(name).waitFor();
    }
    await button('Test verbinding').waitFor();
    await button('Alle contacten synchroniseren').waitFor();
    await page.getByText('Een verwijderde beheerder verliest direct de toegang.').waitFor();
    await page.getByText('Nieuwe beheerders loggen in via de normale inlogpagina.').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('refuses a wait time below 1, saves a valid one, and the portal shows it at once', async () => {
    await openConfiguration();
    const onLocation = page.getByLabel('Op locatie (premium), in werkdagen');
    const workshop = page.getByLabel('Werkplaats, in werkdagen');
    await expect.poll(() => onLocation.inputValue()).toBe('2');
    expect(await workshop.inputValue()).toBe('1');
    expect(await onLocation.getAttribute('min')).toBe('1');

    await onLocation.fill('0');
    await button('Wachttijden Bijwerken').click();
    await toast('Wachttijden moeten minimaal 1 dag zijn').getByText('Ongeldige Waarden').waitFor();

    await onLocation.fill('4');
    await workshop.fill('3');
    await button('Wachttijden Bijwerken').click();
    await toast('Configuratie Bijgewerkt').waitFor();

    // Client-side navigation: the portal must not show the estimates it cached before.
    await page.getByRole('link', { name: 'Klantenportaal' }).click();
    await page.getByText('Geschatte wachttijd: 4 werkdagen').waitFor();
    await page.getByText('Geschatte wachttijd: 3 werkdagen').waitFor();
    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(`${server.url}/multi-bike-portal`);
    await fresh.getByText('Geschatte wachttijd: 4 werkdagen').waitFor();
    await fresh.getByText('Geschatte wachttijd: 3 werkdagen').waitFor();
    await fresh.context().close();
  });

  it("lets staff say what 'Premium' costs, in each language, and the portal shows it beside it", async () => {
    const portal = async (locale: string) => {
      const customer = await (await browser.newContext({ locale })).newPage();
      await customer.goto(`${server.url}/multi-bike-portal`);
      return customer;
    };
    const before = await portal('nl-NL');
    await before.getByText('Er komen voorrijkosten bij; het bedrag hoor je vooraf.').waitFor();
    await before.context().close();

    await openConfiguration();
    const dutch = page.getByLabel('Tekst in het Nederlands');
    await dutch.fill('x'.repeat(141));
    // The field holds no more than the server takes.
    expect(await dutch.inputValue()).toHaveLength(140);
    await dutch.fill('Voorrijkosten € 25, wij komen naar je toe');
    await page.getByLabel('Tekst in het Engels').fill('Call-out charge € 25, we come to you');
    await button('Uitleg Opslaan').click();
    await toast('Uitleg Opgeslagen').waitFor();
    await expectNoSeriousAxeViolations(page);

    const dutchPortal = await portal('nl-NL');
    await dutchPortal.getByText('Premium', { exact: true }).waitFor();
    await dutchPortal.getByText('Voorrijkosten € 25, wij komen naar je toe').waitFor();
    await dutchPortal.context().close();
    const englishPortal = await portal('en-GB');
    await englishPortal.getByText('Call-out charge € 25, we come to you').waitFor();
    expect(await englishPortal.getByText('Voorrijkosten € 25').count()).toBe(0);
    await englishPortal.context().close();
  });

  it('shows the answer of an integration that is not set up in the toast', async () => {
    await openConfiguration();
    await button('Test werkplaatssysteem').click();
    await toast('Test werkplaatssysteem mislukt').waitFor();
    await button('Test verbinding').click();
    await toast('Verbindingstest Mislukt').waitFor();
  });

  it('adds a leasing company, refuses a name the list has with its message, and removes one after confirming, accessibly', async () => {
    await openConfiguration();
    const name = page.getByLabel('Naam leasemaatschappij');
    const companies = page.getByRole('list', { name: 'Leasemaatschappijen' });
    await companies.getByText('Lease a Bike', { exact: true }).waitFor();

    await name.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Kies de leasemaatschappij of vul die in' })
      .waitFor();

    await name.fill('Fietsplan Noord');
    await name.press('Enter');
    await toast('Leasemaatschappij Toegevoegd').waitFor();
    await companies.getByText('Fietsplan Noord', { exact: true }).waitFor();
    expect(await name.inputValue()).toBe('');
    const portalList = await page.request.get(`${server.url}/api/lease-companies`);
    expect((await portalList.json()).map((company: { name: string }) => company.name)).toContain(
      'Fietsplan Noord',
    );

    // Another letter case is the same company: refused, said under the field and in the toast.
    await name.fill('fietsplan noord');
    await button('Leasemaatschappij Toevoegen').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Deze leasemaatschappij staat al in de lijst' })
      .waitFor();
    await toast('Deze leasemaatschappij staat al in de lijst').waitFor();
    expect(await companies.getByText(/^fietsplan noord$/i).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);

    await pressWithKeyboard(button('Fietsplan Noord verwijderen'));
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Fietsplan Noord staat daarna niet meer in de lijst').waitFor();
    await pressWithKeyboard(confirm.getByRole('button', { name: 'Verwijderen' }));
    await toast('Leasemaatschappij Verwijderd').waitFor();
    await expect.poll(() => companies.getByText('Fietsplan Noord').count()).toBe(0);
    // The keyboard goes on with the next company in the list.
    await expect.poll(() => focusedName(page)).toBe('Lease a Bike verwijderen');
  });

  it('adds an admin by Enter, refuses a bad address and a duplicate, and removes after confirming', async () => {
    await openConfiguration();
    const email = page.getByLabel('E-mailadres nieuwe beheerder');
    const admins = page.getByRole('list', { name: 'Beheerders' });

    await email.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'E-mailadres vereist' }).waitFor();
    await email.fill('geen-adres');
    await email.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Ongeldig e-mailadres' }).waitFor();

    await email.fill('Monteur@Werkplaats.test');
    await email.press('Enter');
    await toast('Beheerder toegevoegd').waitFor();
    await admins.getByText('monteur@werkplaats.test').waitFor();
    expect(await email.inputValue()).toBe('');

    await email.fill('monteur@werkplaats.test');
    await button('Toevoegen').click();
    await toast('monteur@werkplaats.test is al beheerder').waitFor();

    await button('monteur@werkplaats.test verwijderen').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('monteur@werkplaats.test verliest direct de toegang').waitFor();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await toast('Beheerder verwijderd').waitFor();
    await expect.poll(() => admins.getByText('monteur@werkplaats.test').count()).toBe(0);

    // The only admin left cannot be removed, and says why.
    expect(await button(`${E2E_ADMIN_EMAIL} verwijderen`).isDisabled()).toBe(true);
    await page.getByText('De laatste beheerder kan niet worden verwijderd.').first().waitFor();
  });

  it('warns an admin who removes themselves, and then leaves the dashboard', async () => {
    await openConfiguration();
    const email = page.getByLabel('E-mailadres nieuwe beheerder');
    await email.fill('vertrekker@werkplaats.test');
    await email.press('Enter');
    await toast('Beheerder toegevoegd').waitFor();

    await openConfiguration('vertrekker@werkplaats.test');
    await button('vertrekker@werkplaats.test verwijderen').click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByRole('heading', { name: 'Je eigen beheerdersrechten verwijderen?' })
      .waitFor();
    await confirm.getByText('Let op: dit ben jij.').waitFor();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('heading', { name: 'Admin Toegang Geweigerd' }).waitFor();
  });

  it('keeps focus on a button while the action it started runs, so the keyboard stays there', async () => {
    await openConfiguration();
    await expect.poll(() => page.getByLabel('Werkplaats, in werkdagen').inputValue()).not.toBe('');
    // Already an admin: the answer is a refusal, and the list stays as the next test expects.
    await page.getByLabel('E-mailadres nieuwe beheerder').fill(E2E_ADMIN_EMAIL);
    const done = {
      'Wachttijden Bijwerken': 'Configuratie Bijgewerkt',
      'Test werkplaatssysteem': 'Test werkplaatssysteem mislukt',
      'Test verbinding': 'Verbindingstest Mislukt',
      Toevoegen: `${E2E_ADMIN_EMAIL} is al beheerder`,
    };
    for (const [name, toastText] of Object.entries(done)) {
      await pressWithKeyboard(button(name));
      await toast(toastText).waitFor();
      await expect.poll(() => focusedName(page)).toBe(name);
    }
  });

  it('saves, adds and removes an admin, tests and synchronises once on a double click', async () => {
    await openConfiguration();
    await expect.poll(() => page.getByLabel('Werkplaats, in werkdagen').inputValue()).not.toBe('');
    await page.getByLabel('E-mailadres nieuwe beheerder').fill('dubbel@werkplaats.test');
    const changes = recordChanges(page);
    try {
      const sentBy = {
        'Wachttijden Bijwerken': 'PATCH /api/config/service-wait-times',
        Toevoegen: 'POST /api/admins',
        'Test werkplaatssysteem': 'POST /api/test-cyclesoftware',
        'Test facturatie-webhook': 'POST /api/test/cyclesoftware-webhook',
        'Test verbinding': 'POST /api/admin/aircall/test-connection',
        'Alle contacten synchroniseren': 'POST /api/admin/aircall/sync-all-contacts',
      };
      for (const [name, change] of Object.entries(sentBy)) {
        await doubleClickAndWait(button(name), change.split(' ')[1] ?? '');
      }
      await button('dubbel@werkplaats.test verwijderen').click();
      await doubleClickAndWait(
        page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }),
        '',
      );
      expect(changes.sent).toEqual([
        ...Object.values(sentBy),
        expect.stringMatching(/^DELETE \/api\/admins\/\d+$/),
      ]);
    } finally {
      changes.stop();
    }
  });

  it("keeps focus on an admin's remove button while the admin is removed", async () => {
    await openConfiguration();
    await page.request.post(`${server.url}/api/admins`, {
      data: { email: 'even@werkplaats.test' },
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Configuratie', exact: true }).click();
    let letThrough = () => {};
    await page.route(/\/api\/admins\/\d+$/, async (route) => {
      await new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await route.continue();
    });
    const removeButton = button('even@werkplaats.test verwijderen');
    await pressWithKeyboard(removeButton);
    const removing = page.waitForRequest((request) => request.method() === 'DELETE');
    await pressWithKeyboard(
      page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }),
    );
    await removing;
    // Time for the confirmation to close and give focus back.
    await page.waitForTimeout(200);
    expect(await hasFocus(removeButton)).toBe(true);
    letThrough();
    await expect.poll(() => removeButton.count()).toBe(0);
  });

  it("moves focus after removing an admin to the next admin's button, the one before, or the e-mail field", async () => {
    await openConfiguration();
    for (const email of ['anna@werkplaats.test', 'zoe@werkplaats.test']) {
      await page.request.post(`${server.url}/api/admins`, { data: { email } });
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Configuratie', exact: true }).click();
    const removeButton = (email: string) => button(`${email} verwijderen`);
    const remove = async (email: string) => {
      await pressWithKeyboard(removeButton(email));
      await pressWithKeyboard(
        page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }),
      );
      await expect.poll(() => removeButton(email).count()).toBe(0);
    };

    await remove('anna@werkplaats.test');
    await expect.poll(() => focusedName(page)).toBe(`${E2E_ADMIN_EMAIL} verwijderen`);
    // The admin before is the last one, who cannot be removed: the field to add one instead.
    await remove('zoe@werkplaats.test');
    const email = page.getByLabel('E-mailadres nieuwe beheerder');
    await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true);
  });
});
