import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Label } from '../src/contract/labels.ts';
import type { Language } from '../src/contract/language.ts';
import type { ServiceRequestSubmission } from '../src/contract/service-requests/submission.ts';
import {
  FAKE_BUMBAL_API_KEY,
  type FakeBumbal,
  startFakeBumbal,
} from '../src/server/integrations/planner/fake.ts';
import {
  FAKE_CYCLESOFTWARE_PASSWORD,
  FAKE_CYCLESOFTWARE_USER,
  type FakeCycleSoftware,
  startFakeCycleSoftware,
} from '../src/server/integrations/workshop/fake.ts';
import {
  buildSubmission,
  insertServiceRequest,
  setStatusMailsActive,
} from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { doubleClickAndWait, recordChanges } from './support/changes.ts';
import { focusedName, hasFocus, pressWithKeyboard } from './support/focus.ts';
import { submitServiceRequest, uploadPhoto } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

/** Staff triage requests at a desk: the table is checked at a laptop's width (issue 31: 1366). */
const DESK_VIEWPORT = { width: 1366, height: 900 };
/** One more than a page of the list (50), so that 'Meer laden' has something to load. */
const FILLER_COUNT = 48;

let server: E2eServer;
let browser: Browser;
let page: Page;
const ids: Record<string, number> = {};

async function submit(
  name: string,
  overrides: Partial<ServiceRequestSubmission> = {},
  language: Language = 'nl',
) {
  const [firstName = '', lastName = ''] = name.split(' ');
  ids[name] = await submitServiceRequest(
    server,
    buildSubmission({
      firstName,
      lastName,
      fullName: name,
      email: `${firstName.toLowerCase()}@example.nl`,
      ...overrides,
    }),
    language,
  );
}

const bike = (brand: string, frameNumber: string, extra: object = {}) => ({
  brand,
  model: 'Standaard',
  frameNumber,
  mileage: 1200,
  issueDescription: 'De ketting loopt steeds van het voorblad af.',
  ...extra,
});

beforeAll(async () => {
  server = await startE2eServer();
  for (let index = 1; index <= FILLER_COUNT; index += 1) {
    await insertServiceRequest(server.database.db, {
      firstName: 'Vulling',
      lastName: String(index),
      fullName: `Vulling ${index}`,
      email: `vulling${index}@example.nl`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, index)),
    });
  }
  await submit('Anna Werkplaats', {
    postalCode: '1011AB',
    bikes: [bike('Gazelle', 'FRAME-ANNA-1')],
  });
  await submit(
    'Bram Locatie',
    {
      customerType: 'business',
      companyName: 'Fietskoerier BV',
      postalCode: '1020XY',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Javakade',
      bikeLocationHouseNumber: '8',
      bikeLocationPostcode: '1019SZ',
      bikeLocationCity: 'Amsterdam',
      bikes: [
        bike('Urban Arrow', 'FRAME-BRAM-1', { photoPath: await uploadPhoto(server) }),
        bike('Cowboy', 'FRAME-BRAM-2'),
      ],
    },
    'en',
  );
  for (const name of ['Carla Reden', 'Dirk Eigen', 'Eva Kopie', 'Fenna Bewerk', 'Hans Weg']) {
    await submit(name);
  }

  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
});

// A failed step must not leave a dialog over the page for the next test. Escape does not close
// a dialog with typed text in it; its close button does.
afterEach(async () => {
  const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
  for (let attempt = 1; (await dialogs.count()) > 0; attempt += 1) {
    if (attempt <= 3) await page.keyboard.press('Escape');
    else await dialogs.last().getByRole('button', { name: 'Sluiten' }).first().click();
    await page.waitForTimeout(100);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const detailButtons = () => page.getByRole('button', { name: /^Details van / });
const row = (name: string) => page.getByRole('row').filter({ hasText: name });
/** Approve, reject and the menu's button are on the row; the row's other actions in its menu. */
const rowAction = (name: string, action: string) =>
  row(name).getByRole('button', { name: new RegExp(`^${action} #SR-`) });
const menuButton = (name: string) => rowAction(name, 'Meer acties voor');

/** Opens the row's menu and gives its item `action`. */
async function menuAction(name: string, action: string) {
  await menuButton(name).click();
  return page.getByRole('menu').getByRole('menuitem', { name: action });
}

/** The names of the actions in the row's menu, which is closed again. */
async function menuActions(name: string) {
  await menuButton(name).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return items;
}
// An open dialog hides the rest of the page from assistive technology, the toast region
// included (Radix announces each toast separately), so the region is looked up hidden or not.
const toasts = (on = page) =>
  on.getByRole('region', { name: 'Meldingen (F8)', includeHidden: true });
const toastWith = (title: string, on = page) =>
  toasts(on).getByRole('listitem', { includeHidden: true }).filter({ hasText: title });

async function expectToast(title: string, description?: string | RegExp, on = page) {
  const toast = toastWith(title, on);
  await toast.waitFor();
  if (description) await toast.getByText(description).waitFor();
}

async function count(status: string) {
  const region = page.getByRole('region', { name: 'Aantallen per status' });
  return region.locator('div').filter({ hasText: status }).locator('dd').textContent();
}

async function search(text: string) {
  await page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).fill(text);
  await page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).press('Enter');
}

async function clearSearch() {
  await page.getByRole('button', { name: 'Wissen' }).click();
  await expect.poll(() => detailButtons().count()).toBeGreaterThan(1);
}

/** Deletes the one request the search shows, confirming, and clears the search. */
async function deleteSearchedRow(name: string) {
  await (await menuAction(name, 'Verwijderen')).click();
  await page
    .getByRole('alertdialog', { name: 'Serviceverzoek verwijderen?' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await page.getByText('Geen serviceverzoeken gevonden').waitFor();
  await clearSearch();
}

/** Waits until the table holds exactly these customers. */
async function expectRows(...names: string[]) {
  await expect.poll(async () => (await detailButtons().count()) === names.length).toBe(true);
  for (const name of names) await row(name).first().waitFor();
}

async function status(name: string) {
  return row(name).getByRole('cell').nth(4).textContent();
}

/** A click on the customer's cell, as staff click anywhere on a row to open it. */
async function openDetails(name: string) {
  const box = await row(name).getByRole('cell').first().boundingBox();
  if (!box) throw new Error(`no row for ${name}`);
  await page.mouse.click(box.x + box.width / 2, box.y + 10);
  const dialog = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
  await dialog.waitFor();
  return dialog;
}

/** The name of a row's ticket-number button, where focus returns after a row action. */
const ticketButtonName = (name: string) =>
  row(name)
    .getByRole('button', { name: /^Details van / })
    .getAttribute('aria-label');

async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Sluiten' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

async function readRequest(name: string) {
  const response = await page.request.get(`${server.url}/api/service-requests/${ids[name]}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The reject dialog of `name`'s request, from its row, on a page of its own. */
async function openRejectInNewTab(name: string) {
  const tab = await page.context().newPage();
  tab.setDefaultTimeout(10_000);
  await tab.goto(`${server.url}/admin`);
  await tab
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Afwijzen #SR-/ })
    .click();
  const dialog = tab.getByRole('dialog', { name: /^Aanvraag afwijzen/ });
  await dialog.waitFor();
  return { tab, dialog };
}

/** Chooses a custom reason and types it key by key, as staff do; returns its field. */
async function typeCustomReason(dialog: Locator, reason: string) {
  await dialog.getByRole('combobox', { name: 'Reden' }).selectOption({ label: 'Eigen reden' });
  const text = dialog.getByRole('textbox', { name: 'Omschrijving van de reden' });
  await text.pressSequentially(reason);
  return text;
}

describe('the Serviceverzoeken tab', () => {
  it('shows the counts and pages through the active requests', async () => {
    await expect.poll(() => count('In Behandeling')).toBe(String(FILLER_COUNT + 7));
    expect(await count('Goedgekeurd')).toBe('0');
    expect(await count('Afgewezen')).toBe('0');
    expect(await page.getByRole('combobox', { name: 'Archief' }).inputValue()).toBe('active');
    expect(
      await page
        .getByRole('searchbox', { name: 'Zoek serviceverzoeken' })
        .getAttribute('placeholder'),
    ).toBe('Zoek op naam, adres, telefoon, fiets, label of nummer');
    expect(await detailButtons().count()).toBe(50);

    await page.getByRole('button', { name: 'Meer laden' }).click();
    await expect.poll(() => detailButtons().count()).toBe(FILLER_COUNT + 7);
    expect(await page.getByRole('button', { name: 'Meer laden' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
  });

  it("puts focus on the first request 'Meer laden' added, where reading carries on, as the button goes", async () => {
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption({ label: 'In Behandeling' });
    await expect.poll(() => detailButtons().count()).toBe(50);
    await pressWithKeyboard(page.getByRole('button', { name: 'Meer laden' }));
    await expect.poll(() => detailButtons().count()).toBe(FILLER_COUNT + 7);
    expect(await page.getByRole('button', { name: 'Meer laden' }).count()).toBe(0);
    const firstAdded = await detailButtons().nth(50).getAttribute('aria-label');
    await expect.poll(() => focusedName(page)).toBe(firstAdded);
    await status.selectOption({ label: 'Alle statussen' });
  });

  it("fits the table in a laptop's width, so a pending row's actions show without scrolling sideways", async () => {
    const table = page.getByRole('table', { name: 'Serviceverzoeken, nieuwste eerst' });
    const overflow = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const action of ['Goedkeuren', 'Afwijzen', 'Meer acties voor']) {
      const box = await rowAction('Anna Werkplaats', action).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(DESK_VIEWPORT.width);
    }
  });

  it('narrows the table by search, status and archive filter, and exports what it shows', async () => {
    await search('Fietskoerier');
    await expectRows('Bram Locatie');
    const bram = row('Bram Locatie');
    for (const text of [
      'Zakelijk',
      'Fietskoerier BV',
      'Urban Arrow',
      '+1 fiets meer',
      'Op Locatie',
    ]) {
      await bram.getByText(text, { exact: true }).waitFor();
    }
    expect(await bram.getByRole('cell').nth(5).textContent()).toBe('-');

    await page.getByRole('button', { name: 'Wissen' }).click();
    await search('1011 ab');
    await expectRows('Anna Werkplaats');
    await row('Anna Werkplaats').getByText('FRAME-ANNA-1').waitFor();
    await row('Anna Werkplaats').getByText('Werkplaats', { exact: true }).waitFor();
    const csv = await page.getByRole('link', { name: 'CSV Exporteren' }).getAttribute('href');
    expect(csv).toBe('/api/service-requests/export.csv?search=1011+ab&filter=active');
    const exported = await (await page.request.get(`${server.url}${csv}`)).text();
    expect(exported).toContain('Anna Werkplaats');
    expect(exported).not.toContain('Bram Locatie');

    await page.getByRole('button', { name: 'Zoeken' }).waitFor();
    await page
      .getByRole('searchbox', { name: 'Zoek serviceverzoeken' })
      .fill(`#${ids['Hans Weg']}`);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expectRows('Hans Weg');

    await clearSearch();
    expect(await page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).inputValue()).toBe(
      '',
    );
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Afgewezen' });
    await page.getByText('Geen serviceverzoeken gevonden').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Alle statussen' });
    await page
      .getByRole('combobox', { name: 'Archief' })
      .selectOption({ label: 'Gearchiveerde Tickets' });
    await page.getByText('Geen serviceverzoeken gevonden').waitFor();
    await page
      .getByRole('combobox', { name: 'Archief' })
      .selectOption({ label: 'Actieve Tickets' });
    // The active list is still cached with the page loaded before.
    await expect.poll(() => detailButtons().count()).toBe(FILLER_COUNT + 7);
  });

  it('opens the details: customer, addresses, bikes with a zoomable photo, labels and the call button', async () => {
    for (const label of [
      { name: 'Spoed', color: '#dc2626', description: null },
      { name: 'Onderdeel besteld', color: '#2563eb', description: null },
      { name: 'Oud label', color: '#4b5563', description: null },
    ]) {
      const response = await page.request.post(`${server.url}/api/labels`, { data: label });
      expect(response.status()).toBe(201);
      if (label.name === 'Oud label') {
        const { id } = (await response.json()) as { id: number };
        await page.request.patch(`${server.url}/api/labels/${id}`, { data: { isActive: false } });
      }
    }

    await search('Bram');
    await expectRows('Bram Locatie');
    const dialog = await openDetails('Bram Locatie');
    for (const text of [
      'Bram Locatie',
      'Fietskoerier BV',
      'bram@example.nl',
      'Overtoom 15-2, 1020XY Amsterdam',
      'Op Locatie',
      'Javakade 8, 1019SZ Amsterdam',
      'Fiets 1',
      'Fiets 2',
      'FRAME-BRAM-2',
      '1.200 km',
    ]) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    // Bram wrote in English: his mails go out in English, and staff can see why.
    expect(
      await dialog
        .getByText('Taal', { exact: true })
        .locator('xpath=following-sibling::dd[1]')
        .innerHTML(),
    ).toBe('<span lang="en-GB">English</span>');
    await dialog.getByText('Ingediend op').waitFor();
    await dialog.getByRole('button', { name: 'Goedkeuren & Werkorder Aanmaken' }).waitFor();
    await dialog.getByRole('button', { name: 'Afwijzen' }).waitFor();

    const labelSelect = dialog.getByRole('combobox', { name: 'Label toevoegen' });
    const offered = await labelSelect.locator('option').allInnerTexts();
    expect(offered).toEqual(['Kies een label', 'Onderdeel besteld', 'Spoed']);
    await labelSelect.selectOption({ label: 'Spoed' });
    await pressWithKeyboard(dialog.getByRole('button', { name: 'Toevoegen' }));
    await dialog.getByRole('button', { name: 'Label Spoed verwijderen' }).waitFor();
    expect(await labelSelect.locator('option').allInnerTexts()).toEqual([
      'Kies een label',
      'Onderdeel besteld',
    ]);
    // The keyboard stays on the choice of labels, ready for the next.
    await expect.poll(() => hasFocus(labelSelect)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Foto van Fiets 1 vergroten' }).click();
    const photo = page.getByRole('dialog', { name: 'Foto van Fiets 1' });
    const image = photo.getByRole('img', { name: 'Foto van Fiets 1' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(64);
    await closeDialog(photo);

    // Aircall is not configured here: the server's reason is shown, under the fixed title.
    await dialog.getByRole('button', { name: 'Bel', exact: true }).click();
    await expectToast('Oproep Mislukt', 'Aircall (telefonie) is niet gekoppeld');

    await closeDialog(dialog);
    await row('Bram Locatie').getByText('Spoed').waitFor();

    const reopened = await openDetails('Bram Locatie');
    const reopenedSelect = reopened.getByRole('combobox', { name: 'Label toevoegen' });
    await reopenedSelect.selectOption({ label: 'Onderdeel besteld' });
    await reopened.getByRole('button', { name: 'Toevoegen' }).click();
    await pressWithKeyboard(
      reopened.getByRole('button', { name: 'Label Onderdeel besteld verwijderen' }),
    );
    // A removed label's place goes to the next label, and to the choice once none is left.
    await expect.poll(() => focusedName(page)).toBe('Label Spoed verwijderen');
    await page.keyboard.press('Enter');
    await reopened.getByText('Geen labels').waitFor();
    await expect.poll(() => hasFocus(reopenedSelect)).toBe(true);
    await closeDialog(reopened);
    expect(await row('Bram Locatie').getByText('Spoed').count()).toBe(0);
  });

  it('keeps the search and the filters while staff look at another tab', async () => {
    const searchbox = page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' });
    await search('Anna');
    await expectRows('Anna Werkplaats');
    await searchbox.fill('Ann');
    await page.getByRole('tab', { name: 'Labels' }).click();
    await page.getByRole('tab', { name: 'Labels', selected: true }).waitFor();
    expect(await searchbox.isVisible()).toBe(false);

    await page.getByRole('tab', { name: 'Serviceverzoeken' }).click();
    expect(await searchbox.inputValue()).toBe('Ann');
    await expectRows('Anna Werkplaats');
    await clearSearch();
  });

  it('approves a workshop request at once as a 45-minute stop, saying no work order was made', async () => {
    await search('Anna');
    await expectRows('Anna Werkplaats');
    await rowAction('Anna Werkplaats', 'Goedkeuren').click();
    await expectToast(
      'Aanvraag Goedgekeurd',
      /^Het werkplaatssysteem is niet gekoppeld: er is geen werkorder aangemaakt\. Maak de werkorder handmatig aan in het werkplaatssysteem\. Ingepland op \w+dag \d+ \w+ \d{4}\.$/,
    );
    await expect.poll(() => status('Anna Werkplaats')).toBe('Goedgekeurd');
    // The approve button went with the pending status; focus stays on the row.
    await expect.poll(() => focusedName(page)).toBe(await ticketButtonName('Anna Werkplaats'));
    expect(await menuActions('Anna Werkplaats')).toEqual(['Archiveren', 'Verwijderen']);
    const stored = await readRequest('Anna Werkplaats');
    expect(stored.freightliveActivityType).toBe('stop');
    expect(stored.freightliveActivityDuration).toBe(45);
  });

  it('approves an on-location request through the activity dialog', async () => {
    await search('Bram');
    await expectRows('Bram Locatie');
    const details = await openDetails('Bram Locatie');
    await details.getByRole('button', { name: 'Goedkeuren & Werkorder Aanmaken' }).click();
    const dialog = page.getByRole('dialog', { name: /^Aanvraag goedkeuren/ });
    const type = dialog.getByRole('combobox', { name: 'Type activiteit' });
    const duration = dialog.getByRole('spinbutton', { name: 'Duur (minuten)' });
    expect(await type.inputValue()).toBe('stop');
    expect(await duration.inputValue()).toBe('45');
    await type.selectOption('pickup');
    expect(await duration.inputValue()).toBe('20');
    await duration.fill('12.5');
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await dialog.getByText('Duur moet een heel aantal minuten zijn').waitFor();
    await duration.fill('5');
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await dialog.getByText('Duur moet minstens 10 minuten zijn').waitFor();
    await expectNoSeriousAxeViolations(page);

    await duration.fill('30');
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await expectToast('Aanvraag Goedgekeurd', /De routeplanner is niet gekoppeld/);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => status('Bram Locatie')).toBe('Goedgekeurd');
    const stored = await readRequest('Bram Locatie');
    expect(stored.freightliveActivityType).toBe('pickup');
    expect(stored.freightliveActivityDuration).toBe(30);
  });

  it('rejects with a listed reason, sending only its id', async () => {
    await search('Carla');
    await expectRows('Carla Reden');
    await rowAction('Carla Reden', 'Afwijzen').click();
    const dialog = page.getByRole('dialog', { name: /^Aanvraag afwijzen/ });
    const submit = dialog.getByRole('button', { name: 'Afwijzen' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog
      .getByRole('combobox', { name: 'Reden' })
      .selectOption({ label: 'Onvoldoende informatie' });
    expect(await submit.isEnabled()).toBe(true);
    await dialog
      .getByText(
        "De klant krijgt een e-mail over de afwijzing als er een actieve e-mailtemplate voor is. De reden staat erin als de template de variabele 'Reden van afwijzing' gebruikt, zoals de standaardtemplate.",
      )
      .waitFor();
    const sent = page.waitForRequest((request) => request.url().endsWith('/reject'));
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ rejectionReasonId: expect.any(Number) });
    await expectToast('Verzoek Afgewezen', 'De klant krijgt een e-mail over de afwijzing.');
    await expect.poll(() => status('Carla Reden')).toBe('Afgewezen');
    await expect.poll(() => focusedName(page)).toBe(await ticketButtonName('Carla Reden'));
    expect((await readRequest('Carla Reden')).rejectionReason).toBe('Onvoldoende informatie');
  });

  it('rejects with a custom reason once it has text, and says no mail went out without a template', async () => {
    await search('Dirk');
    await expectRows('Dirk Eigen');
    const details = await openDetails('Dirk Eigen');
    await details.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('dialog', { name: /^Aanvraag afwijzen/ });
    const submit = dialog.getByRole('button', { name: 'Afwijzen' });
    await dialog.getByRole('combobox', { name: 'Reden' }).selectOption({ label: 'Eigen reden' });
    const text = dialog.getByRole('textbox', { name: 'Omschrijving van de reden' });
    expect(await submit.isDisabled()).toBe(true);
    await text.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await text.fill('  Wij repareren geen speed pedelecs.  ');
    expect(await submit.isEnabled()).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // Staff switched the rejection mail off: the toast must not promise one.
    await setStatusMailsActive(server.database.db, 'rejected', false);
    try {
      const sent = page.waitForRequest((request) => request.url().endsWith('/reject'));
      await submit.click();
      expect((await sent).postDataJSON()).toEqual({
        customReason: 'Wij repareren geen speed pedelecs.',
      });
      await expectToast(
        'Verzoek Afgewezen',
        'Er is geen e-mail naar de klant verstuurd: er is geen actieve e-mailtemplate voor deze afwijzing.',
      );
    } finally {
      await setStatusMailsActive(server.database.db, 'rejected', true);
    }
    await expect.poll(() => status('Dirk Eigen')).toBe('Afgewezen');
    expect((await readRequest('Dirk Eigen')).rejectionReason).toBe(
      'Wij repareren geen speed pedelecs.',
    );
    await clearSearch();
    await expect.poll(() => count('Afgewezen')).toBe('2');
    expect(await count('Goedgekeurd')).toBe('2');
  });

  it('opens a dialog in its first field, keeps it open on Escape once text is typed, and asks before the page is left, keeping the text when staff stay', async () => {
    const { tab, dialog } = await openRejectInNewTab('Hans Weg');
    // The page's own answer to a close or reload: true when it asks to stay.
    const asksBeforeLeaving = () =>
      tab.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));
    try {
      // It opens with the cursor in its first field.
      expect(
        await dialog
          .getByRole('combobox', { name: 'Reden' })
          .evaluate((field) => field === document.activeElement),
      ).toBe(true);
      expect(await asksBeforeLeaving()).toBe(false);
      const text = await typeCustomReason(dialog, 'Onderdelen niet leverbaar');
      expect(await asksBeforeLeaving()).toBe(true);
      await tab.keyboard.press('Escape');
      await tab.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);

      const question = new Promise<Dialog>((resolve) => tab.once('dialog', resolve));
      await tab.close({ runBeforeUnload: true });
      const asked = await question;
      expect(asked.type()).toBe('beforeunload');
      await asked.dismiss();
      expect(tab.isClosed()).toBe(false);
      expect(await text.inputValue()).toBe('Onderdelen niet leverbaar');

      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await asksBeforeLeaving()).toBe(false);
    } finally {
      await tab.close();
    }
  });

  it('says a rejection failed when the server is out of reach, on the page, with the reason still typed in', async () => {
    const { tab, dialog } = await openRejectInNewTab('Hans Weg');
    try {
      const text = await typeCustomReason(dialog, 'Frame gescheurd');
      const loads: string[] = [];
      tab.on('load', () => loads.push(tab.url()));
      // The server goes down: nothing reaches it any more, the toaster's code included.
      await tab.route('**/*', (route) => route.abort('connectionrefused'));
      await dialog.getByRole('button', { name: 'Afwijzen' }).click();
      await toastWith('Fout', tab).waitFor();
      expect(await text.inputValue()).toBe('Frame gescheurd');
      await tab.waitForTimeout(1_000);
      expect(loads).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('duplicates a pending request after confirmation', async () => {
    await search('Eva');
    await expectRows('Eva Kopie');
    await (await menuAction('Eva Kopie', 'Dupliceren')).click();
    const confirm = page.getByRole('alertdialog', { name: 'Aanvraag dupliceren?' });
    await expectNoSeriousAxeViolations(page);
    // Cancelled, focus goes back to the row, where the keyboard carries on.
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(await ticketButtonName('Eva Kopie'));
    await (await menuAction('Eva Kopie', 'Dupliceren')).click();
    await confirm.getByRole('button', { name: 'Dupliceren' }).click();
    await expectToast('Verzoek Gedupliceerd');
    await expect.poll(() => row('Eva Kopie').count()).toBe(2);
    expect(await row('Eva Kopie').getByText('In Behandeling').count()).toBe(2);
  });

  it('says so when the approval stands but the work order failed', async () => {
    // The workshop system is not configured here, so its failure is put into the real answer.
    const error = 'Aanvraag goedgekeurd, maar het aanmaken van de werkorder is mislukt (502).';
    await page.route('**/api/service-requests/*/approve', async (route) => {
      const response = await route.fetch();
      const workOrder = { status: 'failed', message: 'cyclesoftware answered 502' };
      const json = { ...(await response.json()), workOrder, error };
      await route.fulfill({ response, json });
    });
    await search('Eva');
    await expectRows('Eva Kopie', 'Eva Kopie');
    await rowAction('Eva Kopie', 'Goedkeuren').first().click();
    await expectToast('Goedgekeurd, werkorder mislukt', error);
    await page.unroute('**/api/service-requests/*/approve');
    await row('Eva Kopie').getByText('Goedgekeurd').waitFor();
  });

  it('edits a pending request, checked like an intake', async () => {
    await search('Fenna');
    await expectRows('Fenna Bewerk');
    await (await menuAction('Fenna Bewerk', 'Bewerken')).click();
    const dialog = page.getByRole('dialog', { name: /bewerken$/ });
    const city = dialog.getByRole('textbox', { name: 'Plaats', exact: true });
    expect(await city.inputValue()).toBe('Amsterdam');
    await city.fill('');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.getByText('Plaats is verplicht').waitFor();
    // The cursor goes to the field to fix.
    await expect
      .poll(() => city.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expectNoSeriousAxeViolations(page);

    await city.fill('Utrecht');
    // A stray click beside the dialog keeps it open with what was typed.
    await page.mouse.click(5, 5);
    expect(await city.inputValue()).toBe('Utrecht');
    await dialog
      .getByRole('group', { name: 'Fiets 1' })
      .getByRole('textbox', { name: 'Model' })
      .fill('S5');
    await dialog.getByRole('button', { name: 'Fiets toevoegen' }).click();
    const second = dialog.getByRole('group', { name: 'Fiets 2' });
    await second.getByRole('textbox', { name: 'Merk' }).fill('Lovens');
    await second.getByRole('textbox', { name: 'Probleemomschrijving' }).fill('Kort');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await second.getByText('Beschrijf het probleem wat uitgebreider').waitFor();
    await second
      .getByRole('textbox', { name: 'Probleemomschrijving' })
      .fill('De achterband loopt steeds leeg.');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast('Verzoek Bijgewerkt');
    await dialog.waitFor({ state: 'detached' });

    await row('Fenna Bewerk').getByText('+1 fiets meer').waitFor();
    const stored = await readRequest('Fenna Bewerk');
    expect(stored.city).toBe('Utrecht');
    expect(stored.bikes).toMatchObject([{ model: 'S5' }, { brand: 'Lovens' }]);
  });

  it('archives an approved request, which then shows under the archived tickets', async () => {
    await search('Anna');
    await expectRows('Anna Werkplaats');
    const sent = page.waitForRequest((request) => request.url().endsWith('/archive'));
    await (await menuAction('Anna Werkplaats', 'Archiveren')).click();
    expect((await sent).postDataJSON()).toEqual({
      reason: 'Manually archived by admin - repair completed in CycleSoftware',
    });
    await expectToast('Verzoek Gearchiveerd');
    await page.getByText('Geen serviceverzoeken gevonden').waitFor();

    await page
      .getByRole('combobox', { name: 'Archief' })
      .selectOption({ label: 'Gearchiveerde Tickets' });
    await expectRows('Anna Werkplaats');
    await row('Anna Werkplaats').getByText('Gearchiveerd', { exact: true }).waitFor();
    expect(await menuActions('Anna Werkplaats')).toEqual(['Verwijderen']);
    await page
      .getByRole('combobox', { name: 'Archief' })
      .selectOption({ label: 'Actieve Tickets' });
  });

  it('asks the server again when the same search is submitted, so a request sent meanwhile shows', async () => {
    await search('Iris');
    await page.getByText('Geen serviceverzoeken gevonden').waitFor();
    await submit('Iris Later');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expectRows('Iris Later');
    await deleteSearchedRow('Iris Later');
  });

  it('cuts long unbroken values in the table and wraps them in the details, so neither grows past the screen', async () => {
    const long = 'Fietsenmakerijgroothandel'.repeat(4);
    await submit('Lotte Lang', {
      customerType: 'business',
      companyName: long,
      street: long,
      bikes: [bike(long.slice(0, 50), 'FRAME-'.repeat(8))],
    });
    await search('Lotte');
    await expectRows('Lotte Lang');
    const table = page.getByRole('table', { name: 'Serviceverzoeken, nieuwste eerst' });
    expect(
      await table.evaluate(
        (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
      ),
    ).toBeLessThanOrEqual(0);
    // The bike column keeps room for a frame number, rather than breaking it every few letters.
    const bikeCell = await row('Lotte Lang').getByRole('cell').nth(1).boundingBox();
    expect(bikeCell?.width).toBeGreaterThanOrEqual(144);
    const details = await openDetails('Lotte Lang');
    expect(
      await details.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    await closeDialog(details);
    await deleteSearchedRow('Lotte Lang');
  });

  it('deletes a request for good after confirmation', async () => {
    await search('Hans');
    await expectRows('Hans Weg');
    await (await menuAction('Hans Weg', 'Verwijderen')).click();
    const confirm = page.getByRole('alertdialog', { name: 'Serviceverzoek verwijderen?' });
    await confirm.getByText('Dit kan niet ongedaan worden gemaakt.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expectToast('Verzoek Verwijderd');
    await page.getByText('Geen serviceverzoeken gevonden').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Serviceverzoeken');
    const response = await page.request.get(
      `${server.url}/api/service-requests/${ids['Hans Weg']}`,
    );
    expect(response.status()).toBe(404);
  });

  it('puts focus on the row that took the place of a deleted one, so the keyboard carries on there', async () => {
    await search('Vulling');
    await expect.poll(() => detailButtons().count()).toBe(FILLER_COUNT);
    const next = await ticketButtonName('Vulling 47');
    // By keyboard: the row's menu opens on Enter, End reaches its last item, delete.
    await menuButton('Vulling 48').focus();
    await page.keyboard.press('Enter');
    // The menu takes focus a frame after it shows: a key pressed before that goes to the button.
    const menu = page.getByRole('menu');
    await expect
      .poll(() => menu.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => focusedName(page)).toBe('Verwijderen');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Serviceverzoek verwijderen?' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expectToast('Verzoek Verwijderd');
    await expect.poll(() => detailButtons().count()).toBe(FILLER_COUNT - 1);
    await expect.poll(() => focusedName(page)).toBe(next);
    await clearSearch();
  });

  it("keeps focus on 'Controleer Voltooide Reparaties' while it checks, so the keyboard stays there", async () => {
    await pressWithKeyboard(page.getByRole('button', { name: 'Controleer Voltooide Reparaties' }));
    await toastWith('Fout').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Controleer Voltooide Reparaties');
  });

  it('tells why completed repairs cannot be checked while the workshop system is not configured', async () => {
    await clearSearch();
    await page.getByRole('button', { name: 'Controleer Voltooide Reparaties' }).click();
    const toast = toastWith('Fout');
    await toast.waitFor();
    expect(await toast.textContent()).not.toContain('Kan voltooide reparaties niet controleren');
  });

  it("keeps focus on the label button pressed while it saves, then on the added label's remove button once none is left to add", async () => {
    await submit('Quinten Label');
    for (const name of ['Accu', 'Banden']) {
      await page.request.post(`${server.url}/api/labels`, { data: { name, color: '#16a34a' } });
    }
    // Every active label but Banden is on the request already: Banden is the last to add.
    const labels = await (await page.request.get(`${server.url}/api/labels`)).json();
    for (const { id, name, isActive } of labels as Label[]) {
      if (!isActive || name === 'Banden') continue;
      await page.request.post(
        `${server.url}/api/service-requests/${ids['Quinten Label']}/labels/${id}`,
      );
    }
    // The dashboard keeps the labels it loaded: it loads them again, Accu and Banden with them.
    await page.reload();
    // Each save waits until the test lets it through, so focus can be checked meanwhile.
    let letThrough = () => {};
    await page.route(/\/api\/service-requests\/\d+\/labels\/\d+$/, async (route) => {
      await new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await route.continue();
    });
    /** Presses the button from the keyboard and checks, while it saves, that it keeps focus. */
    const pressAndWatchFocus = async (button: Locator) => {
      const saving = page.waitForRequest(/\/labels\/\d+$/);
      await pressWithKeyboard(button);
      await saving;
      // Time for the button to show it is saving.
      await page.waitForTimeout(200);
      expect(await hasFocus(button)).toBe(true);
      letThrough();
    };
    try {
      await search('Quinten');
      await expectRows('Quinten Label');
      const dialog = await openDetails('Quinten Label');

      await dialog.getByRole('combobox', { name: 'Label toevoegen' }).selectOption('Banden');
      await pressAndWatchFocus(dialog.getByRole('button', { name: 'Toevoegen' }));
      await dialog.getByText('Geen andere actieve labels').waitFor();
      await expect.poll(() => focusedName(page)).toBe('Label Banden verwijderen');

      await pressAndWatchFocus(dialog.getByRole('button', { name: 'Label Accu verwijderen' }));
      await expect.poll(() => dialog.getByRole('button', { name: /^Label Accu/ }).count()).toBe(0);
      await expect.poll(() => focusedName(page)).toBe('Label Banden verwijderen');
      await closeDialog(dialog);
    } finally {
      await page.unroute(/\/api\/service-requests\/\d+\/labels\/\d+$/);
    }
    await clearSearch();
  });

  it('approves, archives, rejects and checks completed repairs once on a double click', async () => {
    await submit('Olga Dubbel');
    await submit('Piet Dubbel');
    await search('Dubbel');
    await expectRows('Olga Dubbel', 'Piet Dubbel');
    const changes = recordChanges(page);
    try {
      await doubleClickAndWait(rowAction('Olga Dubbel', 'Goedkeuren'), '/approve');
      await doubleClickAndWait(await menuAction('Olga Dubbel', 'Archiveren'), '/archive');
      await rowAction('Piet Dubbel', 'Afwijzen').click();
      const dialog = page.getByRole('dialog', { name: /^Aanvraag afwijzen/ });
      await dialog
        .getByRole('combobox', { name: 'Reden' })
        .selectOption({ label: 'Onvoldoende informatie' });
      await doubleClickAndWait(dialog.getByRole('button', { name: 'Afwijzen' }), '/reject');
      await dialog.waitFor({ state: 'detached' });
      await doubleClickAndWait(
        page.getByRole('button', { name: 'Controleer Voltooide Reparaties' }),
        '/check-completed-repairs',
      );
      expect(changes.sent).toEqual([
        `PATCH /api/service-requests/${ids['Olga Dubbel']}/approve`,
        `POST /api/service-requests/${ids['Olga Dubbel']}/archive`,
        `PATCH /api/service-requests/${ids['Piet Dubbel']}/reject`,
        'POST /api/service-requests/check-completed-repairs',
      ]);
    } finally {
      changes.stop();
    }
    await clearSearch();
  });

  it("keeps focus on a row's 'Goedkeuren' while it approves, then on the row", async () => {
    await submit('Rik Wacht');
    await search('Rik');
    await expectRows('Rik Wacht');
    let letThrough = () => {};
    await page.route(/\/approve$/, async (route) => {
      await new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await route.continue();
    });
    try {
      const approve = rowAction('Rik Wacht', 'Goedkeuren');
      const saving = page.waitForRequest(/\/approve$/);
      await pressWithKeyboard(approve);
      await saving;
      // Time for the button to show it is saving.
      await page.waitForTimeout(200);
      expect(await hasFocus(approve)).toBe(true);
      letThrough();
      await expect.poll(() => status('Rik Wacht')).toBe('Goedgekeurd');
      await expect.poll(() => focusedName(page)).toBe(await ticketButtonName('Rik Wacht'));
    } finally {
      await page.unroute(/\/approve$/);
    }
    await clearSearch();
  });
});

describe('an approved request whose work order or planner activity failed', () => {
  let cycleSoftware: FakeCycleSoftware;
  let bumbal: FakeBumbal;
  let workshopServer: E2eServer;
  let staff: Page;

  beforeAll(async () => {
    cycleSoftware = await startFakeCycleSoftware();
    bumbal = await startFakeBumbal();
    workshopServer = await startE2eServer({
      CYCLESOFTWARE_URL: cycleSoftware.url,
      CYCLESOFTWARE_USERNAME: FAKE_CYCLESOFTWARE_USER,
      CYCLESOFTWARE_PASSWORD: FAKE_CYCLESOFTWARE_PASSWORD,
      BUMBAL_URL: bumbal.url,
      BUMBAL_API_KEY: FAKE_BUMBAL_API_KEY,
    });
    staff = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
    staff.setDefaultTimeout(10_000);
    await workshopServer.signIn(staff, E2E_ADMIN_EMAIL);
  });

  afterAll(async () => {
    await staff?.context().close();
    await workshopServer?.close();
    await cycleSoftware?.close();
    await bumbal?.close();
  });

  const details = () => staff.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
  const retryButton = () => details().getByRole('button', { name: 'Werkorder opnieuw aanmaken' });
  const plannerRetryButton = () =>
    details().getByRole('button', { name: 'Planneractiviteit opnieuw aanmaken' });

  /** An approved on-location request whose work order `workOrder` is made. */
  const insertApprovedVisit = (
    workOrder: string,
    fields: Parameters<typeof insertServiceRequest>[1],
  ) =>
    insertServiceRequest(workshopServer.database.db, {
      status: 'approved',
      deliveryType: 'on_location',
      plannerActivityType: 'pickup',
      plannerActivityDuration: 20,
      workOrderId: workOrder,
      repairNumber: workOrder,
      workOrderIds: [workOrder],
      ...fields,
    });
  const activitiesOf = (requestId: number) =>
    [...bumbal.activities.values()].filter((activity) =>
      activity.links.some((link) => link.link_id === String(requestId)),
    );

  /** Loads the dashboard afresh and opens the one request of `fullName`. */
  async function openOnly(fullName: string) {
    await staff.goto(workshopServer.url);
    await staff.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).fill(fullName);
    await staff.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).press('Enter');
    await expect.poll(() => staff.getByRole('button', { name: /^Details van / }).count()).toBe(1);
    await staff.getByRole('button', { name: /^Details van / }).click();
    await details().waitFor();
  }

  it('shows why the work order is missing, and makes it once the workshop system answers', async () => {
    const request = await insertServiceRequest(workshopServer.database.db, {
      fullName: 'Iris Opnieuw',
      email: 'iris@example.nl',
    });
    cycleSoftware.setMode('failing', 503);
    const approved = await staff.request.patch(
      `${workshopServer.url}/api/service-requests/${request.id}/approve`,
      { data: { freightliveActivityType: 'stop' } },
    );
    expect(((await approved.json()) as { error?: string }).error).toContain('answered 503');

    await openOnly('Iris Opnieuw');
    await details()
      .getByText('Werkorder niet aangemaakt: cyclesoftware answered 503: Fake failure')
      .waitFor();
    await expectNoSeriousAxeViolations(staff);

    // Still unreachable: the retry says why, and the problem stays in view.
    await retryButton().click();
    await expectToast('Werkorder Mislukt', /cyclesoftware answered 503/, staff);
    await retryButton().waitFor();

    cycleSoftware.setMode('up');
    await retryButton().click();
    // One wait for the toast and its words: a toast shows for 5 s, which a slow machine can
    // spend between two separate waits.
    await expect.poll(() => cycleSoftware.orders.size).toBe(1);
    const [order] = [...cycleSoftware.orders.keys()];
    await expectToast('Werkorder Aangemaakt', `Reparatienummer: ${order}`, staff);
    // The problem goes once the request is read again; while the retry runs, its button is
    // named 'Werkorder aanmaken…' and the problem still shows.
    await details()
      .getByText('Werkorder niet aangemaakt', { exact: false })
      .waitFor({ state: 'detached' });
    expect(await retryButton().count()).toBe(0);
    await details().getByText(String(order), { exact: true }).first().waitFor();
    expect(cycleSoftware.orders.size).toBe(1);

    await details().getByRole('button', { name: 'Sluiten' }).first().click();
    await staff
      .getByRole('row')
      .filter({ hasText: 'Iris Opnieuw' })
      .getByText(String(order))
      .waitFor();
  });

  it('shows why the planner activity is missing, and makes it once the planner answers', async () => {
    const request = await insertApprovedVisit('4242', {
      fullName: 'Joris Planner',
      email: 'joris@example.nl',
      plannerActivityError: 'freightlive answered 500: Internal Server Error',
    });
    await openOnly('Joris Planner');
    await details()
      .getByText(
        'Routeplanner-activiteit niet aangemaakt: freightlive answered 500: Internal Server Error',
      )
      .waitFor();
    await details()
      .getByText(
        'Probeer het opnieuw zodra de routeplanner bereikbaar is, of plan het bezoek handmatig in de routeplanner in.',
      )
      .waitFor();
    expect(await retryButton().count()).toBe(0);
    await expectNoSeriousAxeViolations(staff);

    // Still unreachable: the retry says why, and the problem stays in view.
    bumbal.setMode('failing', 503);
    await plannerRetryButton().click();
    await expectToast('Planneractiviteit Mislukt', /freightlive answered 503/, staff);
    await plannerRetryButton().waitFor();

    bumbal.setMode('up');
    await plannerRetryButton().click();
    await expectToast('Planneractiviteit Aangemaakt', undefined, staff);
    const [activity] = activitiesOf(request.id);
    await toastWith('Planneractiviteit Aangemaakt', staff)
      .getByText(`Activiteit ${activity?.id} staat in de routeplanner`)
      .waitFor();
    await expect.poll(() => plannerRetryButton().count()).toBe(0);
    // The panel shows the request as loaded again once the retry has answered.
    await expect
      .poll(() =>
        details().getByText('Routeplanner-activiteit niet aangemaakt', { exact: false }).count(),
      )
      .toBe(0);
    expect(bumbal.activities.size).toBe(1);
  });

  it('says before deleting that the visit leaves the planner and the work order stays, then takes the visit off', async () => {
    const request = await insertApprovedVisit('5151', {
      fullName: 'Kees Verwijderd',
      email: 'kees@example.nl',
    });
    const planned = await staff.request.post(
      `${workshopServer.url}/api/service-requests/${request.id}/planner-activity`,
    );
    expect(planned.status()).toBe(200);
    expect(activitiesOf(request.id)).toHaveLength(1);

    await staff.goto(workshopServer.url);
    await staff.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).fill('Kees Verwijderd');
    await staff.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).press('Enter');
    await staff
      .getByRole('row')
      .filter({ hasText: 'Kees Verwijderd' })
      .getByRole('button', { name: /^Meer acties voor #SR-/ })
      .click();
    await staff.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const confirm = staff.getByRole('alertdialog', { name: 'Serviceverzoek verwijderen?' });
    await confirm
      .getByText('Het bezoek wordt uit de routeplanner gehaald.', { exact: false })
      .waitFor();
    await confirm
      .getByText(
        'Werkorder 5151 blijft in het werkplaatssysteem staan; sluit die daar af als het werk niet doorgaat.',
        { exact: false },
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expectToast('Verzoek Verwijderd', undefined, staff);
    await expect.poll(() => activitiesOf(request.id).length, { timeout: 15_000 }).toBe(0);
  });
});
