import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser's language unless a test names another: a Dutch customer's. Headless Chromium
 * says it prefers American English, and a first visit follows the browser's language.
 */
export const DUTCH_BROWSER_LOCALE = 'nl-NL';

/** Mobile first: the pages are checked at the width of a small phone. */
export const PHONE_VIEWPORT = { width: 360, height: 740 };

/**
 * Debian's Chromium, headless, with nothing that reaches for the network on its own (the test
 * machines have none). Never a downloaded browser, and never a skipped test when it is missing.
 * Each context prefers Dutch (its `navigator.languages` and `Accept-Language`), as a Dutch
 * workshop's browser does: a first visit and the pages the server sends follow the browser's
 * language (decision 032), and the tests read their Dutch words. A test in English gives its
 * context `locale: 'en-GB'`.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The browser tests need Debian's Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // `newPage` makes its context through `newContext` too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ locale: DUTCH_BROWSER_LOCALE, ...options });
  return browser;
}
