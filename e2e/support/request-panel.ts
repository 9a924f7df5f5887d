import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN_EMAIL, type E2eServer } from './server.ts';

/** The admin signed in on a page of its own, the requests tab shown. */
export async function openAdminPage(
  browser: Browser,
  server: E2eServer,
  viewport = { width: 1366, height: 900 },
) {
  const page = await (await browser.newContext({ viewport })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
  return page;
}

/** Opens the panel of the request whose row names `customer`, the list loaded afresh first. */
export async function openRequestPanel(page: Page, customer: string) {
  await page.reload();
  await page
    .getByRole('row')
    .filter({ hasText: customer })
    .getByRole('button', { name: /^Details van / })
    .click();
  const panel = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
  await panel.getByRole('heading', { name: 'Fietsen' }).waitFor();
  return panel;
}
