import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIST_TOTAL_CAP } from '../src/contract/service-requests/list.ts';
import { insertServiceRequest } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  // One more active pending request than the list counts, and one of another name.
  await server.database.executeSql(
    `insert into service_requests (full_name, email, street, postal_code, city)
     select 'Drukte ' || n, 'drukte' || n || '@example.nl', 'Overtoom', '1054HB', 'Amsterdam'
     from generate_series(1, ${REQUEST_LIST_TOTAL_CAP + 1}) as n`,
  );
  await insertServiceRequest(server.database.db, { fullName: 'Enkel Verzoek', status: 'rejected' });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const counter = (status: string) =>
  page
    .getByRole('region', { name: 'Aantallen per status' })
    .locator('div')
    .filter({ hasText: status })
    .locator('dd');

async function search(text: string) {
  await page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).fill(text);
  await page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' }).press('Enter');
}

describe('the number of requests a search found', () => {
  it("shows '1.000+' beyond the count's cap, and the exact number below it", async () => {
    await page.getByText('1.000+ serviceverzoeken gevonden').waitFor();
    await search('Enkel Verzoek');
    await page.getByText('1 serviceverzoek gevonden').waitFor();
    await search('Drukte 1');
    // "Drukte 1", "Drukte 10" to "Drukte 19", "Drukte 100" to "Drukte 199", "Drukte 1000", "Drukte 1001".
    await page.getByText('113 serviceverzoeken gevonden').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('keeps the counters of all active requests, whatever the search', async () => {
    await search('Enkel Verzoek');
    await page.getByText('1 serviceverzoek gevonden').waitFor();
    expect(await counter('In Behandeling').textContent()).toBe(String(REQUEST_LIST_TOTAL_CAP + 1));
    expect(await counter('Afgewezen').textContent()).toBe('1');
  });
});
