import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/server/db/schema.ts';
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
const bell = () => page.getByRole('button', { name: /^Notifications/, includeHidden: true });
const bellName = async () => (await bell().getAttribute('aria-label')) ?? '';
const drawer = () => page.getByRole('dialog', { name: 'System Notifications' });
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
    await expect.poll(bellName).toBe('Notifications, 3 unread');
    expect(await bell().textContent()).toBe('3');
    await expectNoSeriousAxeViolations(page);

    await bell().click();
    await drawer().waitFor();
    await drawer().getByText('3 unread', { exact: true }).waitFor();
    expect(await drawer().getByRole('article').count()).toBe(3);
    const failure = card(WORK_ORDER_FAILED);
    for (const text of ['Error', 'Source: CycleSoftware', 'Unread']) {
      await failure.getByText(text, { exact: true }).waitFor();
    }
    expect(await failure.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const created = card('Nieuwe serviceaanvraag');
    expect(await created.count()).toBe(2);
    // Each names its request, so that its buttons ('Open request: …') differ by name too.
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

    await failure.getByRole('button', { name: `Mark read: ${WORK_ORDER_FAILED}` }).click();
    await expect.poll(() => failure.getByText('Unread', { exact: true }).count()).toBe(0);
    expect(await failure.getByRole('button', { name: /^Mark read/ }).count()).toBe(0);
    await expect.poll(bellName).toBe('Notifications, 2 unread');
    await drawer().getByText('2 unread', { exact: true }).waitFor();

    await created.first().getByRole('button', { name: 'Delete: Nieuwe serviceaanvraag' }).click();
    await toast('Notification deleted').waitFor();
    await expect.poll(() => drawer().getByRole('article').count()).toBe(2);
    await expect.poll(bellName).toBe('Notifications, 1 unread');

    await drawer().getByRole('button', { name: 'Mark all read' }).click();
    await toast('1 notification marked as read').waitFor();
    await drawer().getByText('Everything is read.').waitFor();
    expect(await drawer().getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
    expect(await drawer().getByText('Unread', { exact: true }).count()).toBe(0);
    expect(await bellName()).toBe('Notifications');

    // Escape would first dismiss the toast, the layer opened last; the close button is certain.
    await drawer().getByRole('button', { name: 'Sluiten' }).click();
    await drawer().waitFor({ state: 'detached' });
    expect(await bell().evaluate((element) => element === document.activeElement)).toBe(true);
    const stored = await (await page.request.get(`${server.url}/api/notifications`)).json();
    expect(stored).toHaveLength(2);
    expect(stored.every((item: { isRead: boolean }) => item.isRead)).toBe(true);
  });

  it("picks up a new notification within the 10 s poll, and shows '99+' above 99", async () => {
    await expect.poll(bellName).toBe('Notifications');
    await raise('Planner onbereikbaar');
    await expect.poll(bellName, { timeout: 15_000 }).toBe('Notifications, 1 unread');
    // The drawer, opened before, loads its list again when it opens.
    await bell().click();
    await card('Planner onbereikbaar').waitFor();
    await drawer().getByRole('button', { name: 'Sluiten' }).click();

    for (let index = 0; index < 99; index += 1) await raise(`Storing ${index}`);
    await page.reload();
    await expect.poll(bellName).toBe('Notifications, 100 unread');
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
      .getByRole('button', { name: 'Open request: Nieuwe serviceaanvraag' })
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
      .getByRole('button', { name: `Open customer: ${callTitle}` })
      .click();
    await drawer().waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Klantenoverzicht', selected: true }).waitFor();
    await page
      .getByRole('region', { name: 'Customer details' })
      .getByRole('heading', { name: sanne.fullName })
      .waitFor();
    const opened = await (await page.request.get(`${server.url}/api/notifications`)).json();
    expect(opened.find((item: { title: string }) => item.title === callTitle).isRead).toBe(true);
  });

  it('keeps focus in the list after mark read and delete: on the next button, the next notification, or the title', async () => {
    await openDrawerWith(['Eerste storing', 'Tweede storing', 'Derde storing']);

    // Marked read, the notification keeps its Delete button, where focus goes.
    await press('Mark read: Tweede storing');
    await expect.poll(() => focusedName(page)).toBe('Delete: Tweede storing');
    // Deleted, the next notification takes its place.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Mark read: Eerste storing');
    // The last one deleted, the one before it.
    await press('Delete: Eerste storing');
    await expect.poll(() => focusedName(page)).toBe('Mark read: Derde storing');
    // Nothing left to mark read, the button stays where it was, unavailable.
    await press('Mark all read');
    await toast('1 notification marked as read').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Mark all read');
    expect(await drawer().getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
    // The list emptied, the drawer's title.
    await press('Delete: Derde storing');
    await drawer().getByText('No notifications').waitFor();
    await expect.poll(() => focusedName(page)).toBe('System Notifications');
  });

  it('marks read, deletes and marks all read once on a double click', async () => {
    await openDrawerWith(['Eerste dubbel', 'Tweede dubbel', 'Derde dubbel']);
    const changes = recordChanges(page);
    try {
      const button = (name: string) => drawer().getByRole('button', { name, exact: true });
      await doubleClickAndWait(button('Mark read: Eerste dubbel'), '/read');
      await doubleClickAndWait(button('Delete: Tweede dubbel'), '');
      await expect.poll(() => drawer().getByRole('article').count()).toBe(2);
      await doubleClickAndWait(button('Mark all read'), '/read-all');
      expect(changes.sent).toEqual([
        expect.stringMatching(/^PATCH \/api\/notifications\/\d+\/read$/),
        expect.stringMatching(/^DELETE \/api\/notifications\/\d+$/),
        'PATCH /api/notifications/read-all',
      ]);
    } finally {
      changes.stop();
    }
  });
});
