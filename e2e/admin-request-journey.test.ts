import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { openAdminPage, openRequestPanel } from './support/request-panel.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

// The repair's journey in the request's panel (issue 32): each bike's stage and its move, and
// the request's history as a timeline.

let server: E2eServer;
let browser: Browser;

const bike = (brand: string) => ({
  brand,
  model: 'Standaard',
  issueDescription: 'De remmen piepen bij elke stop.',
});

/** Sends a request as a customer does, approves it as staff do; answers its id. */
async function approvedRequest(page: Page, firstName: string) {
  const id = await submitServiceRequest(
    server,
    buildSubmission({
      firstName,
      lastName: 'Reis',
      fullName: `${firstName} Reis`,
      email: `${firstName.toLowerCase()}@example.nl`,
      bikes: [bike('Gazelle'), bike('Cortina')],
    }),
  );
  const approval = await page.request.patch(`${server.url}/api/service-requests/${id}/approve`, {
    data: {},
  });
  expect(approval.status(), await approval.text()).toBe(200);
  return id;
}

const openPage = (viewport?: { width: number; height: number }) =>
  openAdminPage(browser, server, viewport);

const openRequest = (page: Page, firstName: string) => openRequestPanel(page, `${firstName} Reis`);

const bikeCard = (panel: ReturnType<Page['getByRole']>, position: number) =>
  panel
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('heading', { name: `Fiets ${position}` }) });

const timeline = (panel: ReturnType<Page['getByRole']>) =>
  panel.getByRole('list', { name: 'Geschiedenis' }).getByRole('listitem');

const toastWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Meldingen (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a bike's journey in the request's panel", () => {
  it('moves a bike with a note, offering only the allowed stages, and shows the move first in the timeline', async () => {
    const page = await openPage();
    await approvedRequest(page, 'Verplaats');
    const panel = await openRequest(page, 'Verplaats');
    const first = bikeCard(panel, 1);
    await first.getByText('Ingepland').waitFor();

    await first.getByRole('button', { name: 'Verplaats naar … (Fiets 1)' }).click();
    const form = panel.getByRole('form', { name: 'Fiets 1 verplaatsen' });
    const choices = await form.getByLabel('Naar').locator('option').allTextContents();
    expect(choices).toEqual(['In reparatie']);
    await form.getByLabel('Notitie (optioneel)').fill('Remkabel besteld bij de groothandel');
    expect(await form.getByLabel('Klant e-mailen').isChecked()).toBe(true);
    const sent = page.waitForRequest((request) => request.url().endsWith('/stage'));
    await form.getByRole('button', { name: 'Verplaatsen' }).click();
    expect((await sent).postDataJSON()).toEqual({
      stage: 'in_repair',
      version: 0,
      note: 'Remkabel besteld bij de groothandel',
      notifyCustomer: true,
    });

    await first.getByText('In reparatie').waitFor();
    const newest = timeline(panel).first();
    await newest.getByText('Fiets 1: Ingepland → In reparatie').waitFor();
    await newest.getByText('Remkabel besteld bij de groothandel').waitFor();
    await newest.getByText(E2E_ADMIN_EMAIL).waitFor();
    expect(await newest.locator('time').getAttribute('title')).toMatch(/\d{2}:\d{2}/);
    expect(await timeline(panel).last().textContent()).toContain('Aanvraag verstuurd (2 fietsen)');
    expect(await timeline(panel).last().textContent()).toContain('Klant');
    await expectNoSeriousAxeViolations(page);
  });

  it("shows the server's message when someone else moved the bike meanwhile, and where it is now", async () => {
    const page = await openPage();
    const id = await approvedRequest(page, 'Gelijktijdig');
    const panel = await openRequest(page, 'Gelijktijdig');
    const second = bikeCard(panel, 2);
    await second.getByRole('button', { name: 'Verplaats naar … (Fiets 2)' }).click();

    const { bikes } = await (
      await page.request.get(`${server.url}/api/service-requests/${id}`)
    ).json();
    const elsewhere = await page.request.patch(
      `${server.url}/api/service-requests/${id}/bikes/${bikes[1].id}/stage`,
      { data: { stage: 'in_repair', version: 0, notifyCustomer: false } },
    );
    expect(elsewhere.status()).toBe(200);

    await panel
      .getByRole('form', { name: 'Fiets 2 verplaatsen' })
      .getByRole('button', { name: 'Verplaatsen' })
      .click();
    await toastWith(page, 'is intussen gewijzigd').waitFor();
    await second.getByText('In reparatie').waitFor();
    await timeline(panel).first().getByText('Fiets 2: Ingepland → In reparatie').waitFor();
  });

  it('plans a bike for another day, and asks before it takes a day over capacity', async () => {
    const page = await openPage();
    await approvedRequest(page, 'Verzet');
    const panel = await openRequest(page, 'Verzet');
    const first = bikeCard(panel, 1);
    await first.getByRole('button', { name: 'Planning wijzigen (Fiets 1)' }).click();
    const form = panel.getByRole('form', { name: 'Planning van Fiets 1 wijzigen' });

    // A Saturday: the workshop is closed, so any minutes take it over its capacity.
    const saturday = new Date();
    saturday.setDate(saturday.getDate() + ((6 - saturday.getDay() + 7) % 7 || 7));
    const date = saturday.toLocaleDateString('sv-SE');
    await form.getByLabel('Dag').fill(date);
    await form.getByLabel('Minuten werk').fill('90');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await form.getByRole('alert').getByText('raakt overvol').waitFor();
    expect(await form.getByRole('button', { name: 'Opslaan' }).isDisabled()).toBe(true);

    await form.getByLabel('Toch op deze dag plannen, boven de capaciteit').check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/plan'));
    await form.getByRole('button', { name: 'Opslaan' }).click();
    expect((await sent).postDataJSON()).toEqual({
      plannedDate: date,
      plannedMinutes: 90,
      version: 0,
      confirmOverfull: true,
    });
    await toastWith(page, 'Fiets 1 staat nu gepland op').waitFor();
    await first.getByText('90 min').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it("gives a bike to a mechanic, records it, and the board's 'Mijn fietsen' shows it with their name", async () => {
    const page = await openPage();
    await approvedRequest(page, 'Monteur');
    const panel = await openRequest(page, 'Monteur');
    const mechanic = panel.getByLabel('Monteur (Fiets 2)');
    expect(await mechanic.locator('option:checked').textContent()).toBe('Niemand');
    const sent = page.waitForRequest((request) => request.url().endsWith('/assignee'));
    await mechanic.selectOption({ label: E2E_ADMIN_EMAIL });
    expect((await sent).postDataJSON()).toMatchObject({ version: 0 });
    await toastWith(page, `Fiets 2 is gegeven aan ${E2E_ADMIN_EMAIL}`).waitFor();
    await timeline(panel).first().getByText(`Fiets 2 gegeven aan ${E2E_ADMIN_EMAIL}`).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.goto(`${server.url}/?view=board&assignee=mine`);
    const cards = page.getByRole('region', { name: /^Ingepland \d+ fiets/ }).getByRole('listitem');
    await cards.filter({ hasText: 'Monteur Reis' }).getByText(E2E_ADMIN_EMAIL).waitFor();
    expect(await cards.filter({ hasText: 'Monteur Reis' }).count()).toBe(1);
    expect(await page.getByLabel('Monteur').locator('option:checked').textContent()).toBe(
      'Mijn fietsen',
    );
  });

  it('stays usable on a phone: the move form fits the width', async () => {
    const page = await openPage(PHONE_VIEWPORT);
    await approvedRequest(page, 'Telefoon');
    const panel = await openRequest(page, 'Telefoon');
    await bikeCard(panel, 1).getByRole('button', { name: 'Verplaats naar … (Fiets 1)' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoSeriousAxeViolations(page);
  });
});
