import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import { expectUsablePage } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

// Issue 33 end to end in English: a request sent in English, its English mail over SMTP, the
// link in that mail, and a quote approved on the page, on a phone.

let smtp: TestSmtpServer;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startE2eServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.stop();
});

describe("a customer's private page in English", () => {
  it('comes in the English mail, and takes the approval of a quote on a phone', async () => {
    const staff = await (await browser.newContext()).newPage();
    await server.signIn(staff, E2E_ADMIN_EMAIL);
    const sent = await staff.request.post(`${server.url}/api/service-requests`, {
      data: buildSubmission({
        email: 'emma@example.com',
        firstName: 'Emma',
        fullName: 'Emma Jones',
      }),
      headers: { 'accept-language': 'en', origin: server.url },
    });
    expect(sent.status()).toBe(201);
    const { id } = await sent.json();

    const mail = await smtp.waitForMessage((each) => each.to.includes('emma@example.com'));
    expect(mail.text).toContain('View your request');
    const link = /\/r\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');

    await staff.request.patch(`${server.url}/api/service-requests/${id}/approve`, { data: {} });
    const { bikes } = await (
      await staff.request.get(`${server.url}/api/service-requests/${id}`)
    ).json();
    // In the workshop the mechanic finds more to do: the bike waits for the customer's answer.
    const inRepair = await staff.request.patch(
      `${server.url}/api/service-requests/${id}/bikes/${bikes[0].id}/stage`,
      { data: { stage: 'in_repair', version: 0, notifyCustomer: false } },
    );
    expect(inRepair.status()).toBe(200);
    const quote = await staff.request.post(
      `${server.url}/api/service-requests/${id}/bikes/${bikes[0].id}/quotes`,
      { data: { version: 1, lines: [{ description: 'New brake pads', amountCents: 2450 }] } },
    );
    expect(quote.status(), await quote.text()).toBe(201);

    const waiting = await (
      await staff.request.get(`${server.url}/api/service-requests/${id}`)
    ).json();
    expect(waiting.bikes[0].progress.stage).toBe('waiting_for_customer');

    const page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
    await page.goto(`${server.url}${link}`);
    await page.getByText('Hello Emma,').waitFor();
    const quoteCard = page.getByRole('heading', { name: /^Quote for / });
    await quoteCard.waitFor();
    await page.getByText('New brake pads').waitFor();
    await expectUsablePage(page);

    await page.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('status')
      .getByText('Thank you! We will carry on with your bike.')
      .waitFor();
    await page.getByText(/^You approved on /).waitFor();
    expect(new URL(page.url()).search).toBe('?done=approved');
    await expectUsablePage(page);
    const after = await (
      await staff.request.get(`${server.url}/api/service-requests/${id}`)
    ).json();
    expect(after.bikes[0].progress.stage).toBe('in_repair');
  });
});
