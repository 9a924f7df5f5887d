import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertServiceRequest } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

/** The laptop screen the issue names: at least ten requests fit it. */
const LAPTOP = { width: 1366, height: 768 };
const LONG_EMAIL = 'a.very.long.address.of.a.fleet.manager@logistics-company-amsterdam.example.nl';
const THREE_HOURS_MS = 3 * 60 * 60_000;

let server: E2eServer;
let browser: Browser;
let page: Page;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startE2eServer();
  const now = Date.now();
  for (let index = 1; index <= 14; index += 1) {
    const name = `Klant ${index}`;
    const request = await insertServiceRequest(server.database.db, {
      firstName: 'Klant',
      lastName: String(index),
      fullName: name,
      email: index === 14 ? LONG_EMAIL : `klant${index}@example.nl`,
      // The newest, Klant 14, came in three hours ago; the others days before.
      createdAt: new Date(index === 14 ? now - THREE_HOURS_MS : now - (20 - index) * 86_400_000),
      ...(index === 13 ? { status: 'approved' as const } : {}),
    });
    ids[name] = request.id;
  }
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const table = () => page.getByRole('table', { name: 'Serviceverzoeken, nieuwste eerst' });
const row = (name: string) => table().getByRole('row').filter({ hasText: name });
const detailButtons = () => table().getByRole('button', { name: /^Details van / });
const details = () => page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
const searchBox = () =>
  page.getByRole('searchbox', { name: 'Zoek serviceverzoeken', includeHidden: true });
// Looked up hidden or not: an open dialog hides the page behind it from assistive technology.
const statusFilter = () => page.getByRole('combobox', { name: 'Status', includeHidden: true });
const path = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('the requests table at 1366 px', () => {
  it('shows each request on one line, so at least ten fit a 1366×768 screen', async () => {
    await expect.poll(() => detailButtons().count()).toBe(14);
    const heights = await table()
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((element) => element.getBoundingClientRect().height));
    // One line: the 44 px of a button and a little padding, not two lines of buttons.
    for (const height of heights) expect(height).toBeLessThanOrEqual(56);
    await table()
      .locator('thead')
      .evaluate((head) => head.scrollIntoView({ block: 'start' }));
    const visible = await table()
      .locator('tbody tr')
      .evaluateAll(
        (rows) =>
          rows.filter((element) => {
            const box = element.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }).length,
      );
    expect(visible).toBeGreaterThanOrEqual(10);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('keeps approve and reject on the row and puts delete in its menu, behind a confirmation', async () => {
    const klant = row('Klant 5');
    await klant.getByRole('button', { name: /^Goedkeuren #SR-/ }).waitFor();
    await klant.getByRole('button', { name: /^Afwijzen #SR-/ }).waitFor();
    expect(await klant.getByRole('button', { name: /^(Verwijderen|Bewerken) #SR-/ }).count()).toBe(
      0,
    );
    await klant.getByRole('button', { name: /^Meer acties voor #SR-/ }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Bewerken', 'Dupliceren', 'Verwijderen']) {
      await menu.getByRole('menuitem', { name: item }).waitFor();
    }
    await menu.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Serviceverzoek verwijderen?' });
    await confirm.waitFor();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row('Klant 5').count()).toBe(1);
  });

  it('shows how long a pending request has waited, the moment it came in on hover', async () => {
    const waited = row('Klant 14').getByText('3 uur', { exact: true });
    await waited.waitFor();
    expect(await waited.getAttribute('title')).toMatch(/^Binnengekomen op \d+ \w+\.? 20\d\d/);
    // An approved request no longer waits.
    expect(
      await row('Klant 13')
        .getByText(/uur|dagen/)
        .count(),
    ).toBe(0);
  });

  it('cuts a long e-mail address with an ellipsis instead of breaking it', async () => {
    const email = row('Klant 14').getByText(LONG_EMAIL);
    const style = await email.evaluate((element) => {
      const { textOverflow, whiteSpace } = getComputedStyle(element);
      return { textOverflow, whiteSpace, cut: element.scrollWidth > element.clientWidth };
    });
    expect(style).toEqual({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', cut: true });
    expect(await email.getAttribute('title')).toBe(LONG_EMAIL);
  });
});

describe('the address bar', () => {
  it('holds the filter, the search and the open request through reload, Back and Forward', async () => {
    await statusFilter().selectOption({ label: 'In Behandeling' });
    await expect.poll(path).toBe('/admin/serviceverzoeken?status=pending');
    await searchBox().fill('Klant 1');
    await searchBox().press('Enter');
    await expect.poll(path).toBe('/admin/serviceverzoeken?q=Klant+1&status=pending');
    await row('Klant 12')
      .getByRole('button', { name: /^Details van / })
      .click();
    await details().waitFor();
    await expect
      .poll(path)
      .toBe(`/admin/serviceverzoeken/${ids['Klant 12']}?q=Klant+1&status=pending`);

    await page.reload();
    await details().waitFor();
    await details().getByText('Klant 12').first().waitFor();
    expect(await statusFilter().inputValue()).toBe('pending');
    expect(await searchBox().inputValue()).toBe('Klant 1');

    await page.goBack();
    await details().waitFor({ state: 'detached' });
    expect(path()).toBe('/admin/serviceverzoeken?q=Klant+1&status=pending');
    await page.goBack();
    await expect.poll(() => searchBox().inputValue()).toBe('');
    expect(await statusFilter().inputValue()).toBe('pending');
    await page.goForward();
    await expect.poll(() => searchBox().inputValue()).toBe('Klant 1');
    await page.goForward();
    await details().waitFor();
  });

  it('opens a link from a colleague on the same tab and request, even outside its filters', async () => {
    const colleague = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await server.signIn(colleague, E2E_ADMIN_EMAIL);
    // Klant 13 is approved, so the pending filter leaves it out of the list.
    await colleague.goto(`${server.url}/admin/serviceverzoeken/${ids['Klant 13']}?status=pending`);
    const dialog = colleague.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
    await dialog.waitFor();
    await dialog.getByText('Klant 13').first().waitFor();
    // Outside the list there is nothing to browse: no buttons that can never be pressed.
    expect(await dialog.getByRole('button', { name: 'Vorige aanvraag' }).count()).toBe(0);
    await colleague.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect.poll(() => new URL(colleague.url()).pathname).toBe('/admin/serviceverzoeken');
    await colleague.getByRole('tab', { name: 'Labels' }).click();
    await expect.poll(() => new URL(colleague.url()).pathname).toBe('/admin/labels');
    await colleague.getByRole('tab', { name: 'Serviceverzoeken' }).click();
    // The tab comes back with the filter it had.
    await expect.poll(() => new URL(colleague.url()).search).toBe('?status=pending');
    await colleague.goto(`${server.url}/admin/labels`);
    await colleague.getByRole('tab', { name: 'Labels', selected: true }).waitFor();
    await colleague.context().close();
  });
});
