import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRequestSubmission } from '../src/contract/service-requests/submission.ts';
import { customers, serviceRequests } from '../src/server/db/schema.ts';
import { buildSubmission, SAMPLE_BIKE, setWorkOrderIds } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { focusedName, hasFocus, pressWithKeyboard } from './support/focus.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const DESK_VIEWPORT = { width: 1280, height: 900 };

let server: E2eServer;
let browser: Browser;
let page: Page;

const submit = (overrides: Partial<ServiceRequestSubmission>) =>
  submitServiceRequest(server, buildSubmission(overrides));

const sanne = { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl' };

beforeAll(async () => {
  server = await startE2eServer();
  const workshopVisit = await submit({
    ...sanne,
    bikes: [SAMPLE_BIKE, { ...SAMPLE_BIKE, brand: 'Gazelle', model: 'Ultimate' }],
  });
  const onLocation = await submit({
    ...sanne,
    deliveryType: 'on_location',
    bikeLocationStreet: 'Javakade',
    bikeLocationHouseNumber: '8',
    bikeLocationPostcode: '1019SZ',
    bikeLocationCity: 'Amsterdam',
    bikes: [{ ...SAMPLE_BIKE, brand: 'Urban Arrow', model: 'Family' }],
  });
  await submit({ firstName: 'Joost', lastName: 'Jansen', email: 'joost@example.nl' });

  const { db } = server.database;
  await db
    .update(serviceRequests)
    .set({ status: 'approved' })
    .where(eq(serviceRequests.id, workshopVisit));
  await setWorkOrderIds(db, workshopVisit, ['WO-1001', 'WO-1002']);
  await db
    .update(serviceRequests)
    .set({ status: 'rejected', rejectionReason: 'Buiten ons servicegebied' })
    .where(eq(serviceRequests.id, onLocation));
  await db.insert(customers).values({ fullName: 'Lieke Leeg', email: 'lieke@example.nl' });

  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  await page?.context().close();
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
});

const openTab = (name: string) => page.getByRole('tab', { name, exact: true }).click();
// An open dialog hides the rest of the page from assistive technology, the toast region
// included, so the region is looked up hidden or not.
const toast = (text: string) =>
  page
    .getByRole('region', { name: 'Meldingen (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

async function expectTexts(within: Locator, texts: string[]) {
  for (const text of texts) await within.getByText(text, { exact: true }).waitFor();
}

describe('the Klantenoverzicht tab', () => {
  const searchBox = () => page.getByRole('searchbox', { name: 'Klanten zoeken' });
  const customerList = () => page.getByRole('list', { name: 'Klanten' });
  const customerButton = (name: string) => customerList().getByRole('button', { name });

  it('finds a customer by name or e-mail and shows the details and service history', async () => {
    await openTab('Klantenoverzicht');
    await page
      .getByText('Kies een klant om de gegevens en de servicegeschiedenis te bekijken')
      .waitFor();
    expect(await searchBox().getAttribute('placeholder')).toBe(
      'Zoek op naam, e-mailadres of bedrijf',
    );
    await expect.poll(() => customerList().getByRole('button').count()).toBe(3);
    expect(await customerButton('Joost Jansen').textContent()).toMatch(/Sinds \d+ \w+\.? \d{4}/);
    await expectNoSeriousAxeViolations(page);

    await searchBox().fill('joost@');
    await expect.poll(() => customerList().getByRole('button').count()).toBe(1);
    await customerButton('Joost Jansen').waitFor();
    await searchBox().fill('niemand hier');
    await page.getByText('Geen klanten gevonden die bij je zoekopdracht passen').waitFor();

    await searchBox().fill('Sanne');
    await customerButton('Sanne de Vries').click();
    const details = page.getByRole('region', { name: 'Klantgegevens' });
    await details.getByRole('heading', { level: 3, name: 'Sanne de Vries' }).waitFor();
    await expectTexts(details, [
      'sanne@example.nl',
      '+31 6 12345678',
      'Overtoom 15-2, 1054HB Amsterdam',
    ]);
    await details.getByText('Klant sinds').waitFor();
    expect(await customerButton('Sanne de Vries').getAttribute('aria-current')).toBe('true');

    const history = details.getByRole('region', { name: 'Servicegeschiedenis' });
    await history.getByText('2 aanvragen').waitFor();
    const entries = history.getByRole('article');
    expect(await entries.count()).toBe(2);
    // Newest first: the on-location request was submitted second.
    const rejected = entries.nth(0);
    await expectTexts(rejected, [
      'Afgewezen',
      'Urban Arrow Family',
      'Op Locatie',
      'Buiten ons servicegebied',
    ]);
    const approved = entries.nth(1);
    await expectTexts(approved, [
      'Goedgekeurd',
      'VanMoof S3, Gazelle Ultimate',
      'Werkplaats',
      'WO-1001, WO-1002',
    ]);
    expect(await approved.getByText('Reden van afwijzing').count()).toBe(0);
    expect(await rejected.getByRole('heading', { level: 4 }).textContent()).toMatch(
      /^#SR-\d{4}-\d{3}$/,
    );
    await expectNoSeriousAxeViolations(page);

    await searchBox().fill('lieke');
    await customerButton('Lieke Leeg').click();
    await details.getByRole('heading', { level: 3, name: 'Lieke Leeg' }).waitFor();
    await details.getByText('Geen serviceverzoeken gevonden voor deze klant').waitFor();
  });

  it('opens on /customer-overview', async () => {
    await page.goto(`${server.url}/customer-overview`);
    await searchBox().waitFor();
    expect(
      await page.getByRole('tab', { name: 'Klantenoverzicht' }).getAttribute('aria-selected'),
    ).toBe('true');
    await customerButton('Sanne de Vries').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('says that only the newest customers are listed when the list is full, and search finds the others', async () => {
    const [known] = await (await page.request.get(`${server.url}/api/customers`)).json();
    const full = Array.from({ length: 200 }, (_, index) => ({
      ...known,
      id: 10_000 + index,
      email: `klant${index}@example.nl`,
    }));
    await page.route(/\/api\/customers$/, (route) => route.fulfill({ json: full }));
    const capped = page.getByText(
      'De 200 nieuwste klanten staan hier. Zoek op naam, e-mailadres of bedrijf om de andere te vinden.',
    );
    await openTab('Klantenoverzicht');
    await capped.waitFor();
    await searchBox().fill('sanne');
    await customerButton('Sanne de Vries').waitFor();
    expect(await capped.count()).toBe(0);
  });

  it('says when there are no customers, and when they cannot be loaded, in place and in a toast', async () => {
    const answer = (url: RegExp, status: number, json: unknown) =>
      page.route(url, (route) => route.fulfill({ status, json }));
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();
    const failureToast = (description: string) =>
      toast(description).getByText('Fout', { exact: true }).waitFor();

    await answer(/\/api\/customers$/, 200, []);
    await openTab('Klantenoverzicht');
    await page.getByText('Geen klanten gevonden', { exact: true }).waitFor();

    await page.unroute(/\/api\/customers$/);
    // Without a message from the server, the toast says the fallback of docs/product.md#texts.
    await page.route(/\/api\/customers\/\d+\/service-requests$/, (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await searchBox().fill('joost');
    await customerButton('Joost Jansen').click();
    await alert('Kan serviceverzoeken niet ophalen');
    await failureToast('Kan serviceverzoeken niet ophalen');

    await answer(/\/api\/customers\/\d+$/, 404, { message: 'Klant niet gevonden' });
    await searchBox().fill('lieke');
    await customerButton('Lieke Leeg').click();
    await alert('Kan klant niet ophalen:');
    await failureToast('Klant niet gevonden');
    await expectNoSeriousAxeViolations(page);

    await answer(/\/api\/customers\?search=/, 503, { message: 'Database unavailable' });
    await searchBox().fill('sanne');
    await alert('Kan klanten niet ophalen');
    await failureToast('Database unavailable');
  });

  it('shows the customers and their requests as they are now when staff come back to the tab', async () => {
    const mila = await submit({ firstName: 'Mila', lastName: 'Terug', email: 'mila@example.nl' });
    await openTab('Klantenoverzicht');
    await customerButton('Mila Terug').click();
    const history = page
      .getByRole('region', { name: 'Klantgegevens' })
      .getByRole('region', { name: 'Servicegeschiedenis' });
    await history.getByText('In Behandeling', { exact: true }).waitFor();

    // Meanwhile a colleague rejects Mila's request and a new customer sends one.
    await openTab('Serviceverzoeken');
    await server.database.db
      .update(serviceRequests)
      .set({ status: 'rejected', rejectionReason: 'Buiten ons servicegebied' })
      .where(eq(serviceRequests.id, mila));
    await submit({ firstName: 'Noud', lastName: 'Nieuw', email: 'noud@example.nl' });

    await openTab('Klantenoverzicht');
    await history.getByText('Afgewezen', { exact: true }).waitFor();
    await customerButton('Noud Nieuw').waitFor();
  });
});

describe('the Labels tab', () => {
  const labelList = () => page.getByRole('list', { name: 'Labels' });
  const labelItem = (name: string) =>
    labelList()
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const dialog = () => page.getByRole('dialog');

  async function fillLabel(fields: { name?: string; color?: string; description?: string }) {
    if (fields.name !== undefined) await dialog().getByLabel('Naam').fill(fields.name);
    if (fields.color !== undefined) {
      await dialog().getByRole('textbox', { name: 'Kleur', exact: true }).fill(fields.color);
    }
    if (fields.description !== undefined) {
      await dialog().getByLabel('Omschrijving').fill(fields.description);
    }
  }

  async function save() {
    await dialog().getByRole('button', { name: 'Opslaan' }).click();
  }

  it('creates, edits, disables, enables and deletes labels', async () => {
    await openTab('Labels');
    await page.getByText('Nog geen labels').waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Nieuw label' }).click();
    await page.getByRole('dialog', { name: 'Label aanmaken' }).waitFor();
    // A new label starts with the first swatch chosen, so only its name is missing.
    expect(
      await dialog().getByRole('button', { name: 'Rood (#dc2626)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await dialog().getByRole('textbox', { name: 'Kleur', exact: true }).inputValue()).toBe(
      '#dc2626',
    );
    await save();
    await dialog().getByText('Naam is verplicht').waitFor();
    expect(await dialog().getByText('Kleur is verplicht').count()).toBe(0);
    expect(await dialog().getByLabel('Naam').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousAxeViolations(page);

    await fillLabel({ name: 'Spoed', description: 'Klant wacht op de fiets' });
    const red = dialog().getByRole('button', { name: 'Rood (#dc2626)' });
    await red.click();
    expect(await red.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog().getByLabel('Kleurkiezer').inputValue()).toBe('#dc2626');
    expect(
      await dialog()
        .getByRole('button', { name: /\(#[0-9a-f]{6}\)$/ })
        .count(),
    ).toBe(10);
    await save();
    await toast('Label aangemaakt').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await labelItem('Spoed').getByText('Klant wacht op de fiets').waitFor();

    await page.getByRole('button', { name: 'Nieuw label' }).click();
    // Red is worn now: the next new label starts with the next swatch.
    expect(
      await dialog().getByRole('button', { name: 'Oranje (#ea580c)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await fillLabel({ name: 'Spoed', color: '#2563EB' });
    await save();
    await toast('Er bestaat al een label met deze naam').waitFor();
    // The toast goes; the reason stays beside the name until it is fixed.
    await dialog().getByText('Er bestaat al een label met deze naam').waitFor();
    expect(await dialog().getByLabel('Naam').getAttribute('aria-invalid')).toBe('true');
    await fillLabel({ name: 'Wacht op onderdelen' });
    await save();
    await toast('Label aangemaakt').waitFor();
    await labelItem('Wacht op onderdelen').getByText('Geen omschrijving').waitFor();
    const stored = await (await page.request.get(`${server.url}/api/labels`)).json();
    expect(stored).toMatchObject([
      { name: 'Spoed', color: '#dc2626', description: 'Klant wacht op de fiets' },
      { name: 'Wacht op onderdelen', color: '#2563eb', description: null },
    ]);

    await labelItem('Spoed').getByRole('button', { name: 'Label Spoed bewerken' }).click();
    await page.getByRole('dialog', { name: 'Label Spoed bewerken' }).waitFor();
    expect(await dialog().getByLabel('Naam').inputValue()).toBe('Spoed');
    await fillLabel({ name: '', color: '' });
    await save();
    await dialog().getByText('Naam is verplicht').waitFor();
    await dialog().getByText('Kleur is verplicht').waitFor();
    await fillLabel({ name: 'Met spoed', color: '#16a34a', description: '' });
    expect(
      await dialog().getByRole('button', { name: 'Groen (#16a34a)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await save();
    await toast('Label bijgewerkt').waitFor();
    await labelItem('Met spoed').getByText('Geen omschrijving').waitFor();
    expect(await labelItem('Spoed').count()).toBe(0);

    const item = labelItem('Met spoed');
    await item.getByRole('button', { name: 'Label Met spoed uitschakelen' }).click();
    await toast('Label uitgeschakeld').waitFor();
    await item.getByText('Uitgeschakeld', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await item.getByRole('button', { name: 'Label Met spoed inschakelen' }).click();
    await toast('Label ingeschakeld').waitFor();
    await item.getByRole('button', { name: 'Label Met spoed uitschakelen' }).waitFor();
    expect(await item.getByText('Uitgeschakeld', { exact: true }).count()).toBe(0);

    const labelId = (stored as { id: number }[])[0]?.id;
    const [request] = await server.database.db.select().from(serviceRequests).limit(1);
    const assigned = await page.request.post(
      `${server.url}/api/service-requests/${request?.id}/labels/${labelId}`,
    );
    expect(assigned.status()).toBe(200);

    await item.getByRole('button', { name: 'Label Met spoed verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Label verwijderen?' });
    await confirm.getByText('wordt van alle serviceverzoeken gehaald').waitFor();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await toast('Label verwijderd').waitFor();
    await expect.poll(() => labelItem('Met spoed').count()).toBe(0);
    const left = await page.request.get(`${server.url}/api/service-requests/${request?.id}/labels`);
    expect(await left.json()).toEqual([]);
  });

  it("keeps focus on a label's Disable/Enable while it saves, and moves it to the next label after a delete", async () => {
    const stored = await (await page.request.get(`${server.url}/api/labels`)).json();
    for (const { id } of stored as { id: number }[]) {
      await page.request.delete(`${server.url}/api/labels/${id}`);
    }
    for (const name of ['Accu', 'Banden', 'Carrier']) {
      await page.request.post(`${server.url}/api/labels`, { data: { name, color: '#2563eb' } });
    }
    await openTab('Labels');
    await labelItem('Carrier').waitFor();
    const press = (name: string) =>
      pressWithKeyboard(page.getByRole('button', { name, exact: true }));
    const deleteLabel = async (name: string) => {
      await press(`Label ${name} verwijderen`);
      await press('Verwijderen');
      await toast('Label verwijderd').waitFor();
      await expect.poll(() => labelItem(name).count()).toBe(0);
    };

    await press('Label Banden uitschakelen');
    await toast('Label uitgeschakeld').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Label Banden inschakelen');
    // The label shows its new state before the requests that show it have loaded again; until
    // then its buttons are aria-disabled and ignore a press.
    const enable = page.getByRole('button', { name: 'Label Banden inschakelen', exact: true });
    await expect.poll(() => enable.isEnabled()).toBe(true);
    await page.keyboard.press('Enter');
    await toast('Label ingeschakeld').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Label Banden uitschakelen');

    await deleteLabel('Banden');
    await expect.poll(() => focusedName(page)).toBe('Label Carrier uitschakelen');
    await deleteLabel('Carrier');
    await expect.poll(() => focusedName(page)).toBe('Label Accu uitschakelen');
    await deleteLabel('Accu');
    await page.getByText('Nog geen labels').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Labels');
  });

  it('switches a label once on a double click of its Disable/Enable, as the first click saves', async () => {
    await page.request.post(`${server.url}/api/labels`, {
      data: { name: 'Dubbel', color: '#2563eb' },
    });
    await openTab('Labels');
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await labelItem('Dubbel').getByRole('button', { name: 'Label Dubbel uitschakelen' }).dblclick();
    await toast('Label uitgeschakeld').waitFor();
    // A second PATCH could switch it back.
    await labelItem('Dubbel').getByRole('button', { name: 'Label Dubbel inschakelen' }).waitFor();
    expect(patches).toHaveLength(1);
  });

  it('keeps focus on Save while a new label saves, so it stays in the dialog', async () => {
    let letThrough = () => {};
    await page.route('**/api/labels', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await route.continue();
    });
    await openTab('Labels');
    await page.getByRole('button', { name: 'Nieuw label' }).click();
    await fillLabel({ name: 'Even geduld', color: '#4b5563' });
    const saving = page.waitForRequest((request) => request.method() === 'POST');
    await pressWithKeyboard(dialog().getByRole('button', { name: 'Opslaan' }));
    await saving;
    await dialog().getByRole('button', { name: 'Opslaan…' }).waitFor();
    expect(await hasFocus(dialog().getByRole('button', { name: 'Opslaan…' }))).toBe(true);
    letThrough();
    await toast('Label aangemaakt').waitFor();
  });

  it("keeps focus on a label's Delete while the label is deleted, then on the next label's toggle", async () => {
    for (const name of ['Eerste', 'Tweede']) {
      await page.request.post(`${server.url}/api/labels`, { data: { name, color: '#2563eb' } });
    }
    let letThrough = () => {};
    await page.route(/\/api\/labels\/\d+$/, async (route) => {
      await new Promise<void>((resolve) => {
        letThrough = resolve;
      });
      await route.continue();
    });
    await openTab('Labels');
    await labelItem('Tweede').waitFor();
    const names = await labelList().getByRole('heading').allInnerTexts();
    const next = names[names.indexOf('Eerste') + 1];
    const deleteButton = labelItem('Eerste').getByRole('button', {
      name: 'Label Eerste verwijderen',
    });
    await pressWithKeyboard(deleteButton);
    const deleting = page.waitForRequest((request) => request.method() === 'DELETE');
    await pressWithKeyboard(
      page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }),
    );
    await deleting;
    // Time for the confirmation to close and give focus back.
    await page.waitForTimeout(200);
    expect(await hasFocus(deleteButton)).toBe(true);
    letThrough();
    await expect.poll(() => labelItem('Eerste').count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe(`Label ${next} uitschakelen`);
  });

  it('toasts the fallback text when the server fails without a message', async () => {
    await page.route('**/api/labels', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
    );
    await openTab('Labels');
    await page.getByRole('button', { name: 'Nieuw label' }).click();
    await fillLabel({ name: 'Nieuw', color: '#4b5563' });
    await save();
    await toast('Kan label niet aanmaken').waitFor();
    await page.getByRole('dialog', { name: 'Label aanmaken' }).waitFor();
  });
});
