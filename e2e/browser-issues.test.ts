import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUTCH_BROWSER_LOCALE, launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { type E2eServer, startE2eServer } from './support/server.ts';

// Issue 31, point 6 (trust): the browser's own issues panel, which Lighthouse's best-practices
// score reads, stays empty while a customer starts a form and gets its first messages. The
// schemas are loaded and run then, so a CSP violation of the validation library shows too.

/** Forms A, B and C. */
const PORTAL_PATHS = ['/customer-portal', '/customer-portal-steps', '/multi-bike-portal'];

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The issues the browser reports while `use` runs on the page at `path`. */
async function issuesWhile(path: string, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: DUTCH_BROWSER_LOCALE,
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    const issues: string[] = [];
    devtools.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
    await devtools.send('Audits.enable');
    await page.goto(`${server.url}${path}`);
    // Forms A and B are drawn by the app; before it runs, a click would send the bare form.
    await page.locator('button[type=submit]').waitFor();
    await use(page);
    return issues;
  } finally {
    await context.close();
  }
}

describe('the customer portals in the browser', () => {
  it.each(PORTAL_PATHS)(
    'raise no browser issue on %s while the first step is checked',
    async (path) => {
      const issues = await issuesWhile(path, async (page) => {
        // Form B's first step is valid as it opens, unless the bike is to be found somewhere.
        const onLocation = page.getByRole('radio', { name: /Op locatie/ });
        if ((await onLocation.count()) > 0) await onLocation.check();
        await page.locator('button[type=submit]').click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      });
      expect(issues).toEqual([]);
    },
  );
});
