import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ServiceRequestSubmission } from '../../src/contract/service-requests.ts';
import type { E2eServer } from './server.ts';

/** Sends a request through the real intake, as a portal does; answers the request's id. */
export async function submitServiceRequest(
  server: E2eServer,
  submission: ServiceRequestSubmission,
) {
  const response = await fetch(`${server.url}/api/service-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
