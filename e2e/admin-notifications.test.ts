import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications, serviceRequests } from '../src/server/db/schema.ts';
import { raiseNotification } from '../src/server/modules/notifications/service.ts';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { doubleClickAndWait, recordChanges } from './support/changes.ts';
import { focusedName, pressWithKeyboard } from './support/focus.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const WORK_ORDER_FAILED = 'Werkorder niet aangemaakt';

let server: E2eServer;
let browser: Browser;
let page: Page;

const raise = (title: string) =>
  raiseNotification(server.database.db, {
    type: 'integration_failed',
    title,
    message: 'CycleSoftware antwoordde met 502; de werkorder wordt opnieuw geprobeerd.',
    severity: 'error',
    source: 'cyclesoftware',
  });

beforeAll(async () => {
  server = await startE2eServer();
  // Each new request raises an info notification, as the intake does for the staff.
  for (const email of ['sanne@example.nl', 'joost@example.nl']) {
    await submitServiceRequest(server, buildSubmission({ email }));
  }
  await raise(WORK_ORDER_FAILED);
  browser = await launchBrowser();
  // The staff member on call checks the drawer on a phone.
  page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
  await server.signIn(page, E2E_ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// While the drawer is open, the page behind it (the bell included) is hidden from assistive
// technology, so the bell is looked up hidden or not.
const bell = () => page.getByRole('button', { name: /^Meldingen/, includeHidden: true });
const bellName = async () => (await bell().getAttribute('aria-label')) ?? '';
const drawer = () => page.getByRole('dialog', { name: 'Systeemmeldingen' });
const card = (title: string) => drawer().getByRole('article', { name: title });
// Toasts sit outside the open drawer, hidden from assistive technology, so found by text; the
// first, since Radix also announces a new toast's text for a moment.
const toast = (text: string) => page.getByText(text, { exact: true }).first();
/** Only these notifications, unread, in the open drawer. */
async function openDrawerWith(titles: string[]) {
  const stored = await (await page.request.get(`${server.url}/api/notifications`)).json();
  for (const { id } of stored as { id: number }[]) {
    await page.request.delete(`${server.url}/api/notifications/${id}`);
  }
  for (const title of titles) await raise(title);
  await page.reload();
  await bell().click();
  await expect.poll(() => drawer().getByRole('article').count()).toBe(titles.length);
}
const press = (name: string) =>
  pressWithKeyboard(drawer().getByRole('button', { name, exact: true }));

describe('the notification drawer', () => {
  it('shows the unread count, and marks read, deletes and marks all read', async () => {
    await expect.poll(bellName).toBe('Meldingen, 3 ongelezen');
    expect(await bell().textContent()).toBe('3');
    await expectNoSeriousAxeViolations(page);

    await bell().click();
    await drawer().waitFor();
    await drawer().getByText('3 ongelezen', { exact: true }).waitFor();
    expect(await drawer().getByRole('article').count()).toBe(3);
    const failure = card(WORK_ORDER_FAILED);
    for (const text of ['Fout', 'Bron: CycleSoftware', 'Ongelezen']) {
      await failure.getByText(text, { exact: true }).waitFor();
    }
    expect(await failure.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const created = card('Nieuwe serviceaanvraag');
    expect(await created.count()).toBe(2);
    // Each names its request, so that its buttons ('Aanvraag openen: …') differ by name too.
    const createdTitles = await created.evaluateAll((cards) =>
      cards.map((element) => element.getAttribute('aria-label')),
    );
    expect(createdTitles).toEqual([
      expect.stringMatching(/^Nieuwe serviceaanvraag #SR-\d{4}-\d{3}$/),
      expect.stringMatching(/^Nieuwe serviceaanvraag #SR-\d{4}-\d{3}$/),
    ]);
    expect(new Set(createdTitles).size).toBe(2);
    await created.first().getByText('Info', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await failure
      .getByRole('button', { name: `Markeer als gelezen: ${WORK_ORDER_FAILED}` })
      .click();
    await expect.poll(() => failure.getByText('Ongelezen', { exact: true }).count()).toBe(0);
    expect(await failure.getByRole('button', { name: /^Markeer als gelezen/ }).count()).toBe(0);
    await expect.poll(bellName).toBe('Meldingen, 2 ongelezen');
    await drawer().getByText('2 ongelezen', { exact: true }).waitFor();

    await created
      .first()
      .getByRole('button', { name: 'Verwijderen: Nieuwe serviceaanvraag' })
      .click();
    await toast('Melding verwijderd').waitFor();
    await expect.poll(() => drawer().getByRole('article').count()).toBe(2);
    await expect.poll(bellName).toBe('Meldingen, 1 ongelezen');

    await drawer().getByRole('button', { name: 'Alles als gelezen markeren' }).click();
    await toast('1 melding als gelezen gemarkeerd').waitFor();
    await drawer().getByText('Alles is gelezen.').waitFor();
    expect(
      await drawer().getByRole('button', { name: 'Alles als gelezen markeren' }).isDisabled(),
    ).toBe(true);
    expect(await drawer().getByText('Ongelezen', { exact: true }).count()).toBe(0);
    expect(await bellName()).toBe('Meldingen');

    // Escape would first dismiss the toast, the layer opened last; the close button is certain.
    await drawer().getByRole('button', { name: 'Sluiten' }).click();
    await drawer().waitFor({ state: 'detached' });
    expect(await bell().evaluate((element) => element === document.activeElement)).toBe(true);
    const stored = await (await page.request.get(`${server.url}/api/notifications`)).json();
    expect(stored).toHaveLength(2);
    expect(stored.every((item: { isRead: boolean }) => item.isRead)).toBe(true);
  });

  it("picks up a new notification within the 10 s poll, and shows '99+' above 99", async () => {
    await expect.poll(bellName).toBe('Meldingen');
    await raise('Planner onbereikbaar');
    await expect.poll(bellName, { timeout: 15_000 }).toBe('Meldingen, 1 ongelezen');
    // The drawer, opened before, loads its list again when it opens.
    await bell().click();
    await card('Planner onbereikbaar').waitFor();
    await drawer().getByRole('button', { name: 'Sluiten' }).click();

    for (let index = 0; index < 99; index += 1) await raise(`Storing ${index}`);
    await page.reload();
    await expect.poll(bellName).toBe('Meldingen, 100 ongelezen');
    expect(await bell().textContent()).toBe('99+');
    await expectNoSeriousAxeViolations(page);
  });

  it('opens the request a notification is about, and the customer who called', async () => {
    const { db } = server.database;
    const [sanne] = await db
      .select()
      .from(customers)
      .where(eq(customers.email, 'sanne@example.nl'));
    if (!sanne) throw new Error('the intake stored no customer for sanne@example.nl');
    const callTitle = `Inkomende oproep van ${sanne.fullName}`;
    await raiseNotification(db, {
      type: 'incoming_call',
      title: callTitle,
      message: `${sanne.fullName} (${sanne.phone}) belt.`,
      severity: 'info',
      source: 'aircall',
      about: { customerId: sanne.id },
    });

    await bell().click();
    await card('Nieuwe serviceaanvraag')
      .getByRole('button', { name: 'Aanvraag openen: Nieuwe serviceaanvraag' })
      .click();
    await drawer().waitFor({ state: 'detached' });
    const details = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
    await details.getByText('sanne@example.nl').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await page.getByRole('searchbox').inputValue()).toMatch(/^#\d+$/);
    expect(await page.getByRole('row').count()).toBe(2);
    // Back on the bell, ready for the next notification.
    await expect
      .poll(() => bell().evaluate((element) => element === document.activeElement))
      .toBe(true);

    await bell().click();
    await card(callTitle)
      .getByRole('button', { name: `Klant openen: ${callTitle}` })
      .click();
    await drawer().waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Klantenoverzicht', selected: true }).waitFor();
    await page
      .getByRole('region', { name: 'Klantgegevens' })
      .getByRole('heading', { name: sanne.fullName })
      .waitFor();
    const opened = await (await page.request.get(`${server.url}/api/notifications`)).json();
    expect(opened.find((item: { title: string }) => item.title === callTitle).isRead).toBe(true);
  });

  it('keeps focus in the list after mark read and delete: on the next button, the next notification, or the title', async () => {
    await openDrawerWith(['Eerste storing', 'Tweede storing', 'Derde storing']);

    // Marked read, the notification keeps its Delete button, where focus goes.
    await press('Markeer als gelezen: Tweede storing');
    await expect.poll(() => focusedName(page)).toBe('Verwijderen: Tweede storing');
    // Deleted, the next notification takes its place.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Markeer als gelezen: Eerste storing');
    // The last one deleted, the one before it.
    await press('Verwijderen: Eerste storing');
    await expect.poll(() => focusedName(page)).toBe('Markeer als gelezen: Derde storing');
    // Nothing left to mark read, the button stays where it was, unavailable.
    await press('Alles als gelezen markeren');
    await toast('1 melding als gelezen gemarkeerd').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Alles als gelezen markeren');
    expect(
      await drawer().getByRole('button', { name: 'Alles als gelezen markeren' }).isDisabled(),
    ).toBe(true);
    // The list emptied, the drawer's title.
    await press('Verwijderen: Derde storing');
    await drawer().getByText('Geen meldingen').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Systeemmeldingen');
  });

  it('marks read, deletes and marks all read once on a double click', async () => {
    await openDrawerWith(['Eerste dubbel', 'Tweede dubbel', 'Derde dubbel']);
    const changes = recordChanges(page);
    try {
      const button = (name: string) => drawer().getByRole('button', { name, exact: true });
      await doubleClickAndWait(button('Markeer als gelezen: Eerste dubbel'), '/read');
      await doubleClickAndWait(button('Verwijderen: Tweede dubbel'), '');
      await expect.poll(() => drawer().getByRole('article').count()).toBe(2);
      await doubleClickAndWait(button('Alles als gelezen markeren'), '/read-all');
      expect(changes.sent).toEqual([
        expect.stringMatching(/^PATCH \/api\/notifications\/\d+\/read$/),
        expect.stringMatching(/^DELETE \/api\/notifications\/\d+$/),
        'PATCH /api/notifications/read-all',
      ]);
    } finally {
      changes.stop();
    }
  });

  it('groups the notifications by day, Vandaag and Gisteren first, each card with one line of actions', async () => {
    await openDrawerWith([]);
    const { db } = server.database;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const [request] = await db.select({ id: serviceRequests.id }).from(serviceRequests).limit(1);
    await db.insert(notifications).values(
      [
        { title: 'Van vandaag', createdAt: new Date(), serviceRequestId: request?.id },
        { title: 'Van gisteren', createdAt: hoursAgo(24) },
        { title: 'Van vorige week', createdAt: hoursAgo(24 * 6) },
      ].map((notification) => ({
        ...notification,
        type: 'integration_failed',
        message: 'De planner antwoordde niet; het wordt opnieuw geprobeerd.',
        severity: 'warning' as const,
        source: 'freightlive' as const,
      })),
    );
    await page.reload();
    await bell().click();
    await expect.poll(() => drawer().getByRole('article').count()).toBe(3);
    const days = await drawer().getByRole('heading', { level: 3 }).allTextContents();
    expect(days.slice(0, 2)).toEqual(['Vandaag', 'Gisteren']);
    // Older days go by their date, in words.
    expect(days[2]).toMatch(
      /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d+ \w+ \d{4}$/,
    );
    const yesterday = drawer().getByRole('list', { name: 'Meldingen: Gisteren' });
    expect(await yesterday.getByRole('article').getAttribute('aria-label')).toBe('Van gisteren');

    // On a phone the actions share one line: open, mark read and delete stand side by side.
    const card = drawer().getByRole('article', { name: 'Van vandaag' });
    const tops = await card
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await drawer().getByRole('button', { name: 'Sluiten' }).click();
  });

  it("marks a request's notification read when staff approve or reject it, and the bell follows at once", async () => {
    await openDrawerWith([]);
    await drawer().getByRole('button', { name: 'Sluiten' }).click();
    for (const email of ['goed@example.nl', 'af@example.nl']) {
      await submitServiceRequest(server, buildSubmission({ email }));
    }
    const desk = await (
      await browser.newContext({ viewport: { width: 1366, height: 768 } })
    ).newPage();
    try {
      await server.signIn(desk, E2E_ADMIN_EMAIL);
      await desk.goto(`${server.url}/admin`);
      const deskBell = desk.getByRole('button', { name: /^Meldingen/, includeHidden: true });
      await expect.poll(() => deskBell.getAttribute('aria-label')).toBe('Meldingen, 2 ongelezen');
      const row = (email: string) => desk.getByRole('row').filter({ hasText: email });

      await row('goed@example.nl')
        .getByRole('button', { name: /^Goedkeuren/ })
        .click();
      // Sooner than the bell's own 10 s poll: the approval itself updates it.
      await expect
        .poll(() => deskBell.getAttribute('aria-label'), { timeout: 3_000 })
        .toBe('Meldingen, 1 ongelezen');

      await row('af@example.nl')
        .getByRole('button', { name: /^Afwijzen/ })
        .click();
      const reject = desk.getByRole('dialog', { name: /^Aanvraag afwijzen/ });
      await reject.getByRole('combobox', { name: 'Reden' }).selectOption({ index: 1 });
      await reject.getByRole('button', { name: 'Afwijzen' }).click();
      await expect
        .poll(() => deskBell.getAttribute('aria-label'), { timeout: 3_000 })
        .toBe('Meldingen');
      const stored = await (await desk.request.get(`${server.url}/api/notifications`)).json();
      expect(stored.map((item: { title: string; isRead: boolean }) => item.isRead)).toEqual([
        true,
        true,
      ]);
    } finally {
      await desk.context().close();
    }
  });
});
