import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWorkingDate } from '../src/contract/capacity.ts';
import { addDays, todayInWorkshop } from '../src/server/modules/capacity/calendar.ts';
import { addClosedDay, updateWorkshopCapacity } from '../src/server/modules/capacity/service.ts';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

// The workshop's capacity in Configuratie, and the approve dialog's proposal from it
// (decision 042).

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await server.signIn(page, E2E_ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const button = (name: string) => page.getByRole('button', { name, exact: true });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
const day = (n: number) => addDays(todayInWorkshop(), n);
const waitTimes = async () =>
  (await page.request.get(`${server.url}/api/config/service-wait-times`)).json();

describe('Werkplaatscapaciteit in Configuratie', () => {
  it('shows the defaults as not set, refuses too few minutes per bike, saves, and the portals follow it', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('tab', { name: 'Configuratie', exact: true }).click();
    await page.getByRole('heading', { name: 'Werkplaatscapaciteit' }).waitFor();
    await page.getByText('Nog niet ingesteld.', { exact: false }).waitFor();
    const monday = page.getByRole('spinbutton', { name: 'Maandag (minuten)' });
    const saturday = page.getByRole('spinbutton', { name: 'Zaterdag (minuten)' });
    const perBike = page.getByRole('spinbutton', { name: 'Standaard minuten per fiets' });
    expect(await monday.inputValue()).toBe('360');
    expect(await page.getByRole('spinbutton', { name: 'Dinsdag (minuten)' }).inputValue()).toBe(
      '600',
    );
    expect(await saturday.inputValue()).toBe('0');
    expect(await perBike.inputValue()).toBe('60');
    await page.getByText('6 uur').waitFor();
    const manualWaitTimes = await waitTimes();
    await expectNoSeriousAxeViolations(page);

    await perBike.fill('5');
    await button('Capaciteit Opslaan').click();
    await toast('Minuten per fiets: een heel getal van minstens 10')
      .getByText('Ongeldige Capaciteit')
      .waitFor();

    // Open every day, two hours: a request with one bike fits tomorrow.
    for (const weekday of [
      'Maandag',
      'Dinsdag',
      'Woensdag',
      'Donderdag',
      'Vrijdag',
      'Zaterdag',
      'Zondag',
    ]) {
      await page.getByRole('spinbutton', { name: `${weekday} (minuten)` }).fill('120');
    }
    await perBike.fill('60');
    await button('Capaciteit Opslaan').click();
    await toast('Voorstellen en wachttijden rekenen vanaf nu met deze capaciteit.').waitFor();
    await page.getByText('Nog niet ingesteld.', { exact: false }).waitFor({ state: 'detached' });
    expect(manualWaitTimes).not.toEqual({ on_location_days: 1, workshop_days: 1 });
    expect(await waitTimes()).toEqual({ on_location_days: 1, workshop_days: 1 });
  });

  it('adds a closed day, lists it with its description, and removes it again', async () => {
    const closed = day(1);
    // The label carries the mark of a required field.
    await page.getByLabel(/^Datum/).fill(closed);
    await page.getByLabel('Omschrijving (optioneel)').fill('Studiedag');
    await button('Dag Toevoegen').click();
    const list = page.getByRole('list', { name: 'Komende gesloten dagen' });
    const shown = formatWorkingDate(closed, 'nl');
    await list.getByText(shown).waitFor();
    await list.getByText('Studiedag').waitFor();
    await expectNoSeriousAxeViolations(page);

    await list.getByRole('button', { name: `${shown} verwijderen` }).click();
    await page.getByText('Geen gesloten dagen gepland.').waitFor();
  });
});

describe('the approve dialog', () => {
  it('proposes the first day with room, shows a chosen day’s load, and asks to confirm an overfull day', async () => {
    await updateWorkshopCapacity({
      db: server.database.db,
      capacity: {
        minutesPerWeekday: {
          monday: 120,
          tuesday: 120,
          wednesday: 120,
          thursday: 120,
          friday: 120,
          saturday: 120,
          sunday: 120,
        },
        defaultMinutesPerBike: 60,
      },
    });
    await addClosedDay({ db: server.database.db, closedDay: { date: day(1) } });
    await submitServiceRequest(
      server,
      buildSubmission({
        email: 'twee.fietsen@example.nl',
        deliveryType: 'on_location',
        bikeLocationStreet: 'Javakade',
        bikeLocationHouseNumber: '8',
        bikeLocationPostcode: '1019SZ',
        bikeLocationCity: 'Amsterdam',
      }),
    );
    await page.goto(`${server.url}/admin`);
    await page
      .getByRole('row')
      .filter({ hasText: 'twee.fietsen@example.nl' })
      .getByRole('button', { name: /^Goedkeuren/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Aanvraag goedkeuren/ });
    await dialog.getByRole('group', { name: 'Planning in de werkplaats' }).waitFor();
    const minutes = dialog.getByRole('spinbutton', { name: 'Minuten per fiets' });
    const date = dialog.getByLabel('Datum', { exact: true });
    // Tomorrow is closed: the proposal is the day after.
    await expect.poll(() => date.inputValue()).toBe(day(2));
    expect(await minutes.inputValue()).toBe('60');
    await dialog
      .getByText(`Voorstel: ${formatWorkingDate(day(2), 'nl')}, de eerste werkdag met ruimte.`)
      .waitFor();
    await dialog.getByText('Die dag staan 0 van 120 minuten ingepland', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await minutes.fill('150');
    await dialog.getByText('deze aanvraag voegt 150 toe', { exact: false }).waitFor();
    await dialog.getByText('Deze dag raakt met deze aanvraag overvol.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await dialog.getByText('Bevestig dat de dag overvol mag, of kies een andere dag').waitFor();

    await minutes.fill('60');
    await date.fill(day(3));
    await dialog.getByRole('button', { name: 'Voorstel gebruiken' }).waitFor();
    await dialog.getByRole('checkbox', { name: /^Toch op deze dag plannen/ }).waitFor({
      state: 'detached',
    });
    const sent = page.waitForRequest((request) => request.url().endsWith('/approve'));
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    expect((await sent).postDataJSON()).toEqual({
      freightliveActivityType: 'stop',
      freightliveActivityDuration: 45,
      plannedDate: day(3),
      minutesPerBike: 60,
    });
    await toast(`Ingepland op ${formatWorkingDate(day(3), 'nl')}.`).waitFor();
  });
});
