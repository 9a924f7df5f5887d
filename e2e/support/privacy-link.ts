import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** PRIVACY_URL's default, which the browser tests' server runs with. */
export const DEFAULT_PRIVACY_URL = 'https://spaak.amsterdam/privacy';

const privacyLink = (page: Page) => page.getByRole('link', { name: /^Privacyverklaring/ });

/** The portal links the privacy statement, to be opened in a new tab without handing it the form. */
export async function expectPrivacyLink(page: Page, url = DEFAULT_PRIVACY_URL) {
  const link = privacyLink(page);
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(url);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
}

export async function expectNoPrivacyLink(page: Page) {
  expect(await privacyLink(page).count()).toBe(0);
}
