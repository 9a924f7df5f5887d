import type { Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Language } from '../../src/contract/language.ts';
import type { ServiceRequestSubmission } from '../../src/contract/service-requests/submission.ts';
import type { E2eServer } from './server.ts';

/**
 * Sends a request through the real intake, as a portal in `language` does; answers the
 * request's id.
 */
export async function submitServiceRequest(
  server: E2eServer,
  submission: ServiceRequestSubmission,
  language: Language = 'nl',
) {
  const response = await fetch(`${server.url}/api/service-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(submission),
  });
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return (JSON.parse(body) as { id: number }).id;
}

/** Uploads a small PNG through the real photo upload; answers its `photoPath`. */
export async function uploadPhoto(
  server: E2eServer,
  { width = 64, height = 48, background = '#b91c1c' } = {},
) {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'fiets.png');
  const response = await fetch(`${server.url}/api/upload-photo`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { photoPath: string }).photoPath;
}

/**
 * Lets the server store every request the page sends but drops the connection before the
 * answer arrives, as a phone losing its signal does, until `answerFromNowOn()`. `keys` holds
 * each request's Idempotency-Key in order.
 */
export async function loseIntakeAnswers(page: Page) {
  const keys: (string | undefined)[] = [];
  let losing = true;
  await page.route('**/api/service-requests', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!losing) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  return {
    keys,
    answerFromNowOn: () => {
      losing = false;
    },
  };
}

/**
 * Presses `button` twice within one task, as both taps of a fast double tap land before React
 * shows the button as busy, and answers the Idempotency-Keys of the requests the page then
 * sent, once the page has shown `sent`.
 */
export async function doubleTapSend(page: Page, button: Locator, sent: Locator) {
  const keys: (string | undefined)[] = [];
  const record = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/service-requests')
      keys.push(request.headers()['idempotency-key']);
  };
  page.on('request', record);
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
  await sent.waitFor();
  // A second send would have left in the same task as the first.
  await page.waitForTimeout(500);
  page.off('request', record);
  return keys;
}
