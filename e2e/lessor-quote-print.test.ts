import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MAX_LINES } from '../src/contract/service-requests/quote-limits.ts';
import { buildSubmission, SAMPLE_BIKE } from '../src/server/test/factories.ts';
import { expectUsablePage } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { submitServiceRequest, uploadPhoto } from './support/intake.ts';
import { openAdminPage, openRequestPanel } from './support/request-panel.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

// The quote staff print for a lease bike's leasing company (issue 34): opened from the
// request's panel in a tab of its own, and printed by Chromium on one or two A4 pages.

/**
 * A long line of a quote: what fits on two printed lines. Thirty lines of the 200 characters
 * a line may have would run onto a third page.
 */
const LONG_LINE_LENGTH = 120;

let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  page = await openAdminPage(browser, server);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * An approved request of one lease e-bike with a phone's portrait photo and a quote of these
 * lines, as staff get it; answers the path of its print page.
 */
async function leaseBikeWithQuote(
  lastName: string,
  lines: { description: string; amountCents: number }[],
) {
  const photoPath = await uploadPhoto(server, { width: 900, height: 1200, background: '#0f766e' });
  const id = await submitServiceRequest(
    server,
    buildSubmission({
      firstName: 'Lease',
      lastName,
      fullName: `Lease ${lastName}`,
      email: `${lastName.toLowerCase()}@example.nl`,
      bikes: [
        {
          ...SAMPLE_BIKE,
          photoPath,
          issueDescription:
            'De motor valt uit bij het optrekken en het display toont een foutcode. Vooral bij koud weer en met een bijna lege accu, soms ook halverwege een rit over de brug.',
          eBike: { driveSystem: 'Bosch', errorCode: 'ERROR 503', batterySerial: 'BT-0042-7781' },
          lease: { company: 'Lease a Bike', contractNumber: 'LAB-2026-55501' },
        },
      ],
    }),
  );
  const api = `${server.url}/api/service-requests/${id}`;
  expect((await page.request.patch(`${api}/approve`, { data: {} })).status()).toBe(200);
  const { bikes } = await (await page.request.get(api)).json();
  const sent = await page.request.post(`${api}/bikes/${bikes[0].id}/quotes`, {
    data: { version: 1, lines },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return `/api/service-requests/${id}/bikes/${bikes[0].id}/lessor-quote`;
}

/** How many pages Chromium prints the page on, A4, counted in the PDF it makes. */
async function printedPages(path: string) {
  const print = await page.context().newPage();
  try {
    const response = await print.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    // The photo is on the page before it is printed.
    expect(
      await print.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    const pdf = (await print.pdf({ format: 'A4' })).toString('latin1');
    // Each page is an object of `/Type /Page`; the tree that holds them is `/Type /Pages`.
    return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  } finally {
    await print.close();
  }
}

describe("the quote for a lease bike's leasing company", () => {
  it('prints a short quote with its photo on one or two A4 pages', async () => {
    const path = await leaseBikeWithQuote('Kort', [
      { description: 'Motor uitlezen en software bijwerken', amountCents: 4500 },
      { description: 'Nieuwe kabelboom', amountCents: 8950 },
    ]);
    const pages = await printedPages(path);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  it(`prints a quote of ${QUOTE_MAX_LINES} lines, the most a quote has, with its photo, on at most two A4 pages`, async () => {
    // Each line as long as a workshop writes one at most in practice: two printed lines.
    const lines = Array.from({ length: QUOTE_MAX_LINES }, (_, index) => ({
      description:
        `Regel ${index + 1}: ${'kettingblad vervangen en derailleur afstellen, '.repeat(3)}`.slice(
          0,
          LONG_LINE_LENGTH,
        ),
      amountCents: 1250 + index * 100,
    }));
    const pages = await printedPages(await leaseBikeWithQuote('Lang', lines));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  it("opens from the bike in the request's panel, in a tab of its own, accessibly", async () => {
    await leaseBikeWithQuote('Paneel', [{ description: 'Nieuwe remblokken', amountCents: 3500 }]);
    const panel = await openRequestPanel(page, 'Lease Paneel');
    const link = panel.getByRole('link', { name: /^Offerte voor leasemaatschappij/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    await opened
      .getByRole('heading', { level: 1, name: 'Offerte voor leasemaatschappij' })
      .waitFor();
    await opened.getByText('LAB-2026-55501').waitFor();
    await opened.getByText('Nieuwe remblokken').waitFor();
    await expectUsablePage(opened);
    await opened.close();
  });
});
