import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubmission } from '../src/server/test/factories.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser, PHONE_VIEWPORT } from './support/browser.ts';
import { submitServiceRequest, uploadPhoto } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

/** A laptop: the width the issue names for the dashboard, and its usual height. */
const LAPTOP_VIEWPORT = { width: 1366, height: 768 };

let server: E2eServer;
let browser: Browser;

const bike = (brand: string, extra: object = {}) => ({
  brand,
  model: 'Standaard',
  frameNumber: `FRAME-${brand.toUpperCase()}`,
  issueDescription: 'De ketting loopt steeds van het voorblad af.',
  ...extra,
});

/** Sends a request as a customer does; the newest is listed first. */
async function submit(firstName: string, bikes: ReturnType<typeof bike>[]) {
  await submitServiceRequest(
    server,
    buildSubmission({
      firstName,
      lastName: 'Paneel',
      fullName: `${firstName} Paneel`,
      email: `${firstName.toLowerCase()}@example.nl`,
      bikes,
    }),
  );
}

async function openPage(viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  page.setDefaultTimeout(10_000);
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.getByRole('heading', { level: 2, name: 'Serviceverzoeken' }).waitFor();
  return page;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Opens a customer's request from its row, as staff do. */
async function openRequest(page: Page, name: string) {
  await row(page, name)
    .getByRole('button', { name: /^Details van / })
    .click();
  const panel = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
  await panel.getByRole('heading', { name: 'Fietsen' }).waitFor();
  return panel;
}

const panelTitle = (page: Page) =>
  page
    .getByRole('dialog', { name: /^Serviceverzoek #SR-/ })
    .locator('h2')
    .first()
    .textContent();

beforeAll(async () => {
  server = await startE2eServer();
  const photoPath = await uploadPhoto(server, { width: 1600, height: 1200 });
  await submit('Oudste', [bike('Gazelle')]);
  await submit('Drie', [bike('Gazelle', { photoPath }), bike('Cortina'), bike('Batavus')]);
  await submit('Nieuwste', [bike('Sparta')]);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a request read in a wide panel', () => {
  it('takes most of a laptop screen, shows the bikes side by side and zooms a photo to full size', async () => {
    const page = await openPage(LAPTOP_VIEWPORT);
    const panel = await openRequest(page, 'Drie Paneel');
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(900);

    const cards = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4 }) });
    await expect.poll(() => cards.count()).toBe(3);
    const tops = await Promise.all(
      [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())?.y),
    );
    expect(new Set(tops).size, 'every bike on one line').toBe(1);

    const zoom = panel.getByRole('button', { name: 'Foto van Fiets 1 vergroten' });
    expect((await zoom.boundingBox())?.width).toBeGreaterThanOrEqual(200);
    await expectNoSeriousAxeViolations(page);
    await zoom.click();
    const photo = page.getByRole('dialog', { name: 'Foto van Fiets 1' });
    const image = photo.getByRole('img', { name: 'Foto van Fiets 1' });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(1600);
    // Larger than the panel showed it: the screen's height is the limit.
    expect((await image.boundingBox())?.width).toBeGreaterThan(600);
    await page.keyboard.press('Escape');
    await photo.waitFor({ state: 'detached' });
    // The arrow keys browse the panel, not from a dialog over it.
    expect(await panelTitle(page)).toMatch(/^Serviceverzoek #SR-/);
    await page.context().close();
  });

  it('shows the previous and next request in place, by button and by arrow key', async () => {
    const page = await openPage(LAPTOP_VIEWPORT);
    const titleOf = async (name: string) => {
      const panel = await openRequest(page, name);
      const title = await panelTitle(page);
      await panel.getByRole('button', { name: 'Sluiten' }).click();
      await panel.waitFor({ state: 'detached' });
      return title;
    };
    const newest = await titleOf('Nieuwste Paneel');
    const middle = await titleOf('Drie Paneel');
    const oldest = await titleOf('Oudste Paneel');

    const panel = await openRequest(page, 'Nieuwste Paneel');
    const previous = panel.getByRole('button', { name: 'Vorige aanvraag' });
    const next = panel.getByRole('button', { name: 'Volgende aanvraag' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await next.click();
    await expect.poll(() => panelTitle(page)).toBe(middle);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => panelTitle(page)).toBe(oldest);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => panelTitle(page)).toBe(middle);
    await previous.click();
    await expect.poll(() => panelTitle(page)).toBe(newest);

    // Typing in a note moves the cursor, never to another request.
    const note = panel.getByRole('textbox', { name: 'Nieuwe notitie' });
    await note.fill('abc');
    await note.press('ArrowRight');
    await note.press('ArrowLeft');
    expect(await panelTitle(page)).toBe(newest);
    await page.context().close();
  });

  it('keeps internal notes with their author and time, also after a reload', async () => {
    const page = await openPage(LAPTOP_VIEWPORT);
    let panel = await openRequest(page, 'Oudste Paneel');
    await panel.getByText('Nog geen notities.').waitFor();
    await panel.getByRole('button', { name: 'Notitie opslaan' }).click();
    await panel.getByText('Schrijf eerst een notitie').waitFor();
    await panel
      .getByRole('textbox', { name: 'Nieuwe notitie' })
      .fill('Klant belt na 17:00 terug over de ketting.');
    await panel.getByRole('button', { name: 'Notitie opslaan' }).click();
    const notes = panel.getByRole('list', { name: 'Interne notities' });
    const note = notes.getByRole('listitem');
    await note.getByText('Klant belt na 17:00 terug over de ketting.').waitFor();
    expect(await panel.getByRole('textbox', { name: 'Nieuwe notitie' }).inputValue()).toBe('');
    expect(await panel.getByText('Schrijf eerst een notitie').count()).toBe(0);
    const byline = await note.locator('p').nth(1).textContent();
    expect(byline).toMatch(
      new RegExp(`^${E2E_ADMIN_EMAIL} · \\d{1,2} [a-z]+ \\d{4}, \\d{2}:\\d{2}$`),
    );
    await expectNoSeriousAxeViolations(page);

    // The open request is in the address, so the reload opens the panel again by itself.
    await page.reload();
    panel = page.getByRole('dialog', { name: /^Serviceverzoek #SR-/ });
    await panel.getByRole('heading', { name: 'Fietsen' }).waitFor();
    const kept = panel.getByRole('list', { name: 'Interne notities' }).getByRole('listitem');
    await kept.getByText('Klant belt na 17:00 terug over de ketting.').waitFor();
    expect(await kept.locator('p').nth(1).textContent()).toBe(byline);

    await kept.getByRole('button', { name: /^Notitie van .* verwijderen$/ }).click();
    await panel.getByText('Nog geen notities.').waitFor();
    await page.context().close();
  });

  it("wraps a long e-mail address after its '@', not in the middle of a name", async () => {
    const email = 'pieter.jansen@voorbeeld-werkplaats.nl';
    await submitServiceRequest(
      server,
      buildSubmission({ firstName: 'Mail', lastName: 'Paneel', fullName: 'Mail Paneel', email }),
    );
    const page = await openPage(LAPTOP_VIEWPORT);
    const panel = await openRequest(page, 'Mail Paneel');
    const link = panel.getByRole('link', { name: email });
    expect(await link.getAttribute('href')).toBe(`mailto:${email}`);
    // Where each line of the address starts: the first letter of a new line sits lower.
    const lineStarts = await link.evaluate((element) => {
      const text = element.textContent ?? '';
      const range = document.createRange();
      const starts: number[] = [];
      let lastTop: number | undefined;
      let offset = 0;
      for (const node of Array.from(element.childNodes)) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const { top } = range.getBoundingClientRect();
          if (lastTop !== undefined && top > lastTop + 2) starts.push(offset + index);
          lastTop = top;
        }
        offset += (node.textContent ?? '').length;
      }
      return starts.map((start) => text.slice(start - 1, start + 1));
    });
    expect(lineStarts).toEqual(['@v']);
    await page.context().close();
  });

  it('fills a phone screen without sideways scrolling', async () => {
    const page = await openPage(PHONE_VIEWPORT);
    const panel = await openRequest(page, 'Drie Paneel');
    expect((await panel.boundingBox())?.width).toBe(PHONE_VIEWPORT.width);
    const overflow = await panel.evaluate((element) => {
      const body = element.querySelector('.overflow-y-auto') ?? element;
      return body.scrollWidth - body.clientWidth;
    });
    expect(overflow).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });
});
