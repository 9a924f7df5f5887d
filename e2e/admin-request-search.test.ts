import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestSubmission } from '../src/contract/service-requests/submission.ts';
import { labels, serviceRequestLabels, serviceRequests } from '../src/server/db/schema.ts';
import { buildSubmission, SAMPLE_BIKE } from '../src/server/test/factories.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

/** Issue 31, point 8: the searches find what staff type, as they have it in hand. */

const DESK_VIEWPORT = { width: 1366, height: 900 };

let server: E2eServer;
let browser: Browser;
let page: Page;

const submit = (overrides: Partial<ServiceRequestSubmission>) =>
  submitServiceRequest(server, buildSubmission(overrides));

beforeAll(async () => {
  server = await startE2eServer();
  const business = await submit({
    firstName: 'Femke',
    lastName: 'Koerier',
    fullName: 'Femke Koerier',
    email: 'femke@example.nl',
    phone: '+31 6 4455 6677',
    customerType: 'business',
    companyName: 'Bakfietsbezorging Oost',
    bikes: [
      { ...SAMPLE_BIKE, brand: 'Urban Arrow', model: 'Family', frameNumber: 'UA-2024-7781' },
      {
        ...SAMPLE_BIKE,
        brand: 'Lovens',
        model: 'Explorer',
        frameNumber: 'LV 55 091',
        eBike: { driveSystem: 'Shimano', batterySerial: 'SHB-8841-QX' },
      },
    ],
  });
  await submit({
    firstName: 'Joost',
    lastName: 'Jansen',
    fullName: 'Joost Jansen',
    email: 'joost@example.nl',
    phone: '+31 6 1111 2222',
  });
  const { db } = server.database;
  await db
    .update(serviceRequests)
    .set({ status: 'approved', repairNumber: 'R-58213' })
    .where(eq(serviceRequests.id, business));
  const [label] = await db
    .insert(labels)
    .values({ name: 'Wacht op accu', color: '#2563eb' })
    .returning();
  await db
    .insert(serviceRequestLabels)
    .values({ serviceRequestId: business, labelId: label?.id ?? 0 });

  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const detailButtons = () => page.getByRole('button', { name: /^Details van / });

describe('the Serviceverzoeken search', () => {
  const searchbox = () => page.getByRole('searchbox', { name: 'Zoek serviceverzoeken' });

  it.each([
    ['a brand', 'Urban Arrow'],
    ['a model', 'Explorer'],
    ['a frame number as on the frame', 'UA-2024-7781'],
    ['a frame number without its spaces', 'LV55091'],
    ['an e-bike battery serial', 'SHB-8841-QX'],
    ['a phone number in pairs', '06 44 55 66 77'],
    ['a phone number with the country code', '+31 6 4455 6677'],
    ['the repair number', 'R-58213'],
    ['the company', 'bakfietsbezorging oost'],
    ['a label', 'Wacht op accu'],
  ])('finds the request by %s', async (_kind, text) => {
    await searchbox().fill(text);
    await searchbox().press('Enter');
    await expect.poll(() => detailButtons().count()).toBe(1);
    await page.getByRole('row').filter({ hasText: 'Femke Koerier' }).waitFor();
  });
});

describe('the Klantenoverzicht search', () => {
  it('finds a customer by the company of their request', async () => {
    await page.getByRole('tab', { name: 'Klantenoverzicht', exact: true }).click();
    const customerList = page.getByRole('list', { name: 'Klanten' });
    await expect.poll(() => customerList.getByRole('button').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Klanten zoeken' }).fill('Bakfietsbezorging');
    await expect.poll(() => customerList.getByRole('button').count()).toBe(1);
    await customerList.getByRole('button', { name: /Femke Koerier/ }).waitFor();
  });
});
