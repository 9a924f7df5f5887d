import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekName } from '../src/client/features/admin/insights/chart-data.ts';
import { mondayOf, todayInWorkshop } from '../src/contract/capacity-constants.ts';
import { requestFacts } from '../src/server/db/schema.ts';
import { buildSubmission, SAMPLE_BIKE, SAMPLE_LEASE_BIKE } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations, expectUsablePage } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const LAPTOP = { width: 1366, height: 768 };
const HOUR_MS = 60 * 60_000;

let server: E2eServer;
let browser: Browser;
let page: Page;
const ids: Record<'approved' | 'rejected' | 'late', number> = { approved: 0, rejected: 0, late: 0 };
let labelId = 0;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  const api = (path: string) => `${server.url}/api${path}`;

  // Two in the workshop (one with a lease bike), one on location; all sent this week.
  ids.approved = await submitServiceRequest(
    server,
    buildSubmission({ email: 'sanne@example.nl', bikes: [SAMPLE_BIKE] }),
  );
  ids.rejected = await submitServiceRequest(
    server,
    buildSubmission({
      email: 'joost@example.nl',
      firstName: 'Joost',
      bikes: [SAMPLE_LEASE_BIKE, { ...SAMPLE_BIKE, brand: 'Gazelle', model: 'Ultimate' }],
    }),
  );
  ids.late = await submitServiceRequest(
    server,
    buildSubmission({
      email: 'piet@example.nl',
      firstName: 'Piet',
      deliveryType: 'on_location',
      bikeLocationStreet: 'Javakade',
      bikeLocationHouseNumber: '8',
      bikeLocationPostcode: '1019SZ',
      bikeLocationCity: 'Amsterdam',
      bikes: [{ ...SAMPLE_BIKE, brand: 'Gazelle', model: 'Ultimate' }],
    }),
  );
  expect(
    (
      await page.request.patch(api(`/service-requests/${ids.approved}/approve`), { data: {} })
    ).status(),
  ).toBe(200);
  const reasons = (await (await page.request.get(api('/rejection-reasons'))).json()) as {
    id: number;
    name: string;
  }[];
  const reason = reasons.find((each) => each.name === 'Dubbele aanvraag');
  const rejected = await page.request.patch(api(`/service-requests/${ids.rejected}/reject`), {
    data: { rejectionReasonId: reason?.id },
  });
  expect(rejected.status()).toBe(200);
  const label = await page.request.post(api('/labels'), {
    data: { name: 'Spoed', color: '#b91c1c' },
  });
  expect(label.status()).toBe(201);
  labelId = ((await label.json()) as { id: number }).id;
  expect(
    (await page.request.post(api(`/service-requests/${ids.late}/labels/${labelId}`))).status(),
  ).toBe(200);
  // The on-location request has waited past its 24 business hours without an answer.
  const past = new Date(Date.now() - HOUR_MS);
  await server.database.db
    .update(requestFacts)
    .set({ answerWarnAt: new Date(past.getTime() - HOUR_MS), answerDueAt: past })
    .where(eq(requestFacts.serviceRequestId, ids.late));
  // The dashboard the sign-in opened counted before these requests came in.
  await page.reload();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const card = (title: string) => page.getByRole('region', { name: title });
const thisWeek = () => weekName(mondayOf(todayInWorkshop()), 'nl', true);
/** The cells of a table's row, by the row's header. */
async function rowOf(region: ReturnType<typeof card>, header: string) {
  const row = region
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}
const path = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const REQUESTS = 'Hoeveel aanvragen komen er per week binnen?';
const PROMISE = 'Antwoorden we binnen 24 werkuren?';
const OUTCOMES = 'Hoe lopen de aanvragen af?';
const BIKES = 'Welke fietsen komen er binnen?';
const STAGES = 'Hoe lang staat een fiets in elke fase?';
const RETURNING = 'Hoeveel aanvragen komen van terugkerende klanten?';

describe("the 'Inzichten' page", () => {
  it('is reached from the top bar, which counts the requests not answered yet', async () => {
    const counter = page.getByRole('link', { name: /^Nog niet beantwoord/ });
    await expect
      .poll(() => counter.getAttribute('aria-label'))
      .toBe('Nog niet beantwoord: 1, waarvan 1 te laat');
    await counter.getByText('1 te laat', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Inzichten', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Inzichten' }).waitFor();
    expect(path()).toBe('/admin/inzichten');
    expect(
      await page.getByRole('link', { name: 'Inzichten', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    // No tab is selected: the page is none of the spec's five.
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(0);
    // The browser's tab says where staff are, as each of the dashboard's pages does.
    await expect.poll(() => page.title()).toMatch(/^Inzichten – /);
  });

  it('lets the keyboard pass the tabs to reach the page, choosing a tab only on Enter', async () => {
    await page.getByRole('link', { name: 'Inzichten', exact: true }).focus();
    const period = page.getByRole('combobox', { name: 'Periode' });
    const periodHasFocus = () => period.evaluate((select) => document.activeElement === select);
    // Through the top bar's links and the tab list, each a stop of its own.
    for (let presses = 0; presses < 10 && !(await periodHasFocus()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await periodHasFocus()).toBe(true);
    expect(path()).toBe('/admin/inzichten');
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(0);
  });

  it('draws each chart on a labelled canvas, and says so calmly where a period has nothing', async () => {
    for (const title of [REQUESTS, PROMISE, OUTCOMES, BIKES, RETURNING]) {
      await card(title).getByRole('img').first().waitFor();
      expect(await card(title).getByRole('img').first().getAttribute('aria-label')).toBeTruthy();
      expect(await card(title).locator('canvas').count()).toBeGreaterThan(0);
    }
    await card(STAGES).getByText('Geen fiets werd in deze periode klaar.').waitFor();
    expect(await card(STAGES).locator('canvas').count()).toBe(0);
    // The promise: the approval and the rejection came in time, the third did not.
    await card(PROMISE).getByText('66,7%', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('shows the numbers as a table one click away, and back', async () => {
    const requests = card(REQUESTS);
    await requests.getByRole('button', { name: 'Toon tabel' }).click();
    await requests.getByRole('table').waitFor();
    expect(await requests.locator('canvas').count()).toBe(0);
    // Week, workshop, on location, total, a year before.
    expect(await rowOf(requests, thisWeek())).toEqual(['2', '1', '3', '0']);

    const outcomes = card(OUTCOMES);
    await outcomes.getByRole('button', { name: 'Toon tabel' }).click();
    expect(await rowOf(outcomes, 'Goedgekeurd')).toEqual(['1', '33,3%']);
    expect(await rowOf(outcomes, 'Afgewezen')).toEqual(['1', '33,3%']);
    expect(await rowOf(outcomes, 'In behandeling')).toEqual(['1', '33,3%']);
    // The reasons are a table below, chart or not.
    expect(await rowOf(outcomes, 'Dubbele aanvraag')).toEqual(['1']);

    const bikes = card(BIKES);
    await bikes.getByRole('button', { name: 'Toon tabel' }).click();
    expect(await rowOf(bikes, 'Gazelle')).toEqual(['2', '50%']);
    await bikes.getByText('25%', { exact: true }).first().waitFor(); // one lease bike of four
    await expectNoSeriousAxeViolations(page);

    await requests.getByRole('button', { name: 'Toon grafiek' }).click();
    await requests.locator('canvas').waitFor();
    expect(await requests.getByRole('table').count()).toBe(0);
  });

  it('lists the request that missed the promise, linked to its details', async () => {
    const promise = card(PROMISE);
    const late = promise.getByRole('row').filter({ hasText: 'nog niet beantwoord' });
    await late.waitFor();
    const link = late.getByRole('link');
    expect(await link.getAttribute('href')).toBe(
      `/admin/serviceverzoeken/${ids.late}?q=%23${ids.late}&archive=all`,
    );
    await link.click();
    await page
      .getByRole('dialog', { name: /^Serviceverzoek #SR-/ })
      .getByText('piet@example.nl')
      .waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Inzichten' }).waitFor();
  });

  it('downloads each table as CSV with the same period and filters', async () => {
    const link = card(REQUESTS).getByRole('link', { name: `CSV downloaden: ${REQUESTS}` });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/api\/insights\/requests-per-week\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );
    const response = await page.request.get(`${server.url}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Week (maandag);Werkplaats;Op locatie;Totaal;Jaar eerder');
    expect(lines.at(-1)).toBe(`${mondayOf(todayInWorkshop())};2;1;3;0`);
  });

  it('keeps the period and filters in the address bar, and the numbers follow them', async () => {
    const requests = card(REQUESTS);
    await requests.getByRole('button', { name: 'Toon tabel' }).click();
    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Deze week' });
    await expect.poll(path).toBe('/admin/inzichten?period=this-week');
    await expect.poll(() => requests.getByRole('row').count()).toBe(2); // the header and this week
    expect(await rowOf(requests, thisWeek())).toEqual(['2', '1', '3', '0']);

    await page
      .getByRole('combobox', { name: 'Soort service' })
      .selectOption({ label: 'Op locatie' });
    await expect.poll(path).toBe('/admin/inzichten?period=this-week&serviceType=on_location');
    await expect.poll(() => rowOf(requests, thisWeek())).toEqual(['0', '1', '1', '0']);

    await page.getByRole('combobox', { name: 'Soort service' }).selectOption({ label: 'Alle' });
    await page
      .getByRole('combobox', { name: 'Leasefietsen' })
      .selectOption({ label: 'Met leasefiets' });
    await expect.poll(path).toBe('/admin/inzichten?period=this-week&lease=only');
    await expect.poll(() => rowOf(requests, thisWeek())).toEqual(['1', '0', '1', '0']);

    await page
      .getByRole('combobox', { name: 'Leasefietsen' })
      .selectOption({ label: 'Alle aanvragen' });
    await page.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'Spoed' });
    await expect.poll(path).toBe(`/admin/inzichten?period=this-week&label=${labelId}`);
    await expect.poll(() => rowOf(requests, thisWeek())).toEqual(['0', '1', '1', '0']);
    const csv = await card(REQUESTS)
      .getByRole('link', { name: /^CSV downloaden/ })
      .getAttribute('href');
    expect(csv).toContain(`&label=${labelId}`);

    // A reload, or the link sent to a colleague, shows the same.
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Label' }).inputValue()).toBe(String(labelId));
    expect(await page.getByRole('combobox', { name: 'Periode' }).inputValue()).toBe('this-week');
    await card(PROMISE).getByText('0%', { exact: true }).waitFor();
    // Back undoes one step.
    await page.goBack();
    await expect.poll(path).toBe('/admin/inzichten?period=this-week');
  });

  it('takes a custom period of two days, and says what is wrong with one it cannot show', async () => {
    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Aangepast' });
    const today = todayInWorkshop();
    await expect
      .poll(path)
      .toBe(`/admin/inzichten?period=custom&from=${mondayOf(today)}&to=${today}`);
    await page.getByRole('textbox', { name: 'Van', exact: true }).fill('2099-01-01');
    await page.getByText('De einddatum ligt vóór de begindatum').waitFor();
    expect(
      await page
        .getByRole('textbox', { name: 'Tot en met', exact: true })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await page.getByRole('textbox', { name: 'Van', exact: true }).fill(mondayOf(today));
    await card(REQUESTS).getByRole('img').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('is usable on a phone, and the counter opens the pending requests', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`${server.url}/admin/inzichten`);
    await card(REQUESTS).getByRole('img').waitFor();
    await expectUsablePage(page);
    await card(PROMISE).getByRole('button', { name: 'Toon tabel' }).click();
    await card(PROMISE).getByRole('table').first().waitFor();
    await expectUsablePage(page);

    await page.getByRole('link', { name: /^Nog niet beantwoord/ }).click();
    await expect.poll(path).toBe('/admin/serviceverzoeken?status=pending');
    await page.getByRole('tab', { name: 'Serviceverzoeken', selected: true }).waitFor();
  });

  it('speaks English when staff choose it', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${server.url}/admin/inzichten`);
    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: 'Insights' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Insights – /);
    await card('How many requests come in each week?').getByRole('img').waitFor();
    await page.getByRole('link', { name: 'Not answered yet: 1, of which 1 late' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
