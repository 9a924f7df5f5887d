import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE } from '../src/contract/outgoing-emails.ts';
import { outgoingEmails } from '../src/server/db/schema.ts';
import { buildSubmission } from '../src/server/test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../src/server/test/smtp.ts';
import { expectNoSeriousAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { doubleClickAndWait, recordChanges } from './support/changes.ts';
import { focusedName, hasFocus, pressWithKeyboard } from './support/focus.ts';
import { submitServiceRequest } from './support/intake.ts';
import { E2E_ADMIN_EMAIL, type E2eServer, startE2eServer } from './support/server.ts';

const DESK_VIEWPORT = { width: 1280, height: 900 };

let smtp: TestSmtpServer;
let server: E2eServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startE2eServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.stop();
});

beforeEach(async () => {
  page = await (await browser.newContext({ viewport: DESK_VIEWPORT })).newPage();
  await server.signIn(page, E2E_ADMIN_EMAIL);
  await page.goto(`${server.url}/admin`);
  await page.getByRole('tab', { name: 'E-mail Templates', exact: true }).click();
});

afterEach(async () => {
  await page.context().close();
});

const button = (name: string) => page.getByRole('button', { name, exact: true });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

describe('the E-mail Templates tab', () => {
  it('lists every status with its state, and the reasons under Afgewezen, accessibly', async () => {
    for (const name of [
      'Aanvraag Ontvangen',
      'Goedgekeurd (werkplaats)',
      'Goedgekeurd (op locatie)',
      'Afgewezen',
      'Afspraak Ingepland',
      'Geannuleerd door klant',
    ]) {
      await expect.poll(() => button(`${name} bekijken`).textContent()).toContain('Actief');
    }
    // The repair's mails, per bike, in a group of their own: three on, the others to switch on.
    const repair = page.getByRole('list', { name: 'Over de reparatie', exact: true });
    for (const [name, state] of [
      ['In reparatie', 'Uitgeschakeld'],
      ['Wacht op onderdelen', 'Uitgeschakeld'],
      ['Wacht op akkoord klant', 'Actief'],
      ['Klaar', 'Actief'],
      ['Afgerond', 'Uitgeschakeld'],
      ['Latere datum', 'Actief'],
    ]) {
      expect(
        await repair.getByRole('button', { name: `${name} bekijken` }).textContent(),
      ).toContain(state);
    }
    await button('Klaar bekijken').click();
    await page
      .getByText('Je fiets is klaar: Merk fiets Model fiets (Referentie aanvraag)')
      .waitFor();
    await button('Afgewezen bekijken').click();
    const reason = button('Dubbele aanvraag bekijken');
    expect(await reason.textContent()).toContain('Geen template');
    await page.getByRole('heading', { name: 'Uitgaande e-mails' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('writes a template with inserted placeholders, previews it, saves it, and mails it on that status', async () => {
    await button('Afgewezen bekijken').click();
    await button('Dubbele aanvraag bekijken').click();
    await page.getByText('Deze afwijzingsreden heeft geen eigen template').waitFor();
    await button('Template aanmaken').click();
    const dialog = page.getByRole('dialog', {
      name: 'Template aanmaken: Afgewezen: Dubbele aanvraag (Nederlands)',
    });

    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast('Vul alle vereiste velden in.').getByText('Validatiefout').waitFor();

    // Staff write with placeholders by name; the {{…}} form is only in the HTML mode.
    const subject = dialog.getByRole('textbox', { name: 'Onderwerp' });
    await subject.fill('Al bekend: aanvraag #');
    await dialog.getByRole('button', { name: 'Aanvraagnummer invoegen' }).click();
    expect(await subject.textContent()).toBe('Al bekend: aanvraag #Aanvraagnummer');

    const body = dialog.getByRole('textbox', { name: 'Tekst van de e-mail' });
    await body.click();
    await page.keyboard.type('Beste ');
    await dialog.getByRole('button', { name: 'Voornaam klant invoegen' }).click();
    await page.keyboard.type(', deze aanvraag hebben we al.');
    expect(await body.textContent()).toBe('Beste Voornaam klant, deze aanvraag hebben we al.');
    await body.getByText('Voornaam klant', { exact: true }).waitFor();
    expect(await dialog.getByText(/\{\{/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Vet' }).click();
    expect(await dialog.getByRole('button', { name: 'Vet' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The button gives the focus back to the text a moment later; a space typed before then
    // would press the button again.
    await expect
      .poll(() => body.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.type(' Groet');

    // The HTML is there for who wants it, with the placeholders as stored.
    expect(await dialog.getByLabel('HTML-inhoud').count()).toBe(0);
    await dialog.getByRole('switch', { name: 'HTML bewerken (geavanceerd)' }).click();
    const html = dialog.getByRole('textbox', { name: 'HTML-inhoud' });
    expect(await html.getAttribute('rows')).toBe('15');
    expect(await html.inputValue()).toBe(
      '<p>Beste {{customer.firstName}}, deze aanvraag hebben we al.<strong> Groet</strong></p>',
    );
    await html.fill('<p>Beste , deze aanvraag hebben we al.</p><script>alert(1)</script>');
    // The cursor goes right after "Beste", where the name belongs.
    await html.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(9, 9));
    await dialog.getByRole('button', { name: 'Voornaam klant invoegen' }).click();
    await dialog.getByRole('button', { name: 'Telefoonnummer werkplaats invoegen' }).click();
    expect(await html.inputValue()).toBe(
      '<p>Beste {{customer.firstName}}{{workshop.phone}}, deze aanvraag hebben we al.</p><script>alert(1)</script>',
    );
    await html.fill(
      '<p>Beste {{customer.firstName}}, deze aanvraag hebben we al.</p><p onclick="alert(1)">Bel {{workshop.hours}}</p><script>alert(1)</script>',
    );

    // axe cannot enter the preview's script-less frame (it waits for it forever), so the dialog
    // is checked on its edit tab.
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('tab', { name: 'Voorbeeld' }).click();
    await dialog.getByText('Al bekend: aanvraag #1234').waitFor();
    const frame = dialog.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await frame.getByText('Beste Jan, deze aanvraag hebben we al.').waitFor();
    await frame.getByText('Bel Maandag 13:00-19:00, dinsdag t/m vrijdag 09:00-19:00').waitFor();
    expect(await frame.locator('script, [onclick]').count()).toBe(0);

    await dialog.getByRole('tab', { name: 'Bewerken' }).click();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast('Email template is succesvol aangemaakt.')
      .getByText('Template opgeslagen')
      .waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await button('Dubbele aanvraag bekijken').textContent()).toContain('Actief');
    // Saved, the template reads as text again: the sanitiser took the script and the handler.
    await page.getByText('Al bekend: aanvraag #Aanvraagnummer').waitFor();
    const saved = page.getByRole('document', { name: 'Tekst' });
    await saved.getByText('Bel Openingstijden werkplaats').waitFor();
    expect(await saved.textContent()).not.toContain('{{');

    const id = await submitServiceRequest(
      server,
      buildSubmission({ firstName: 'Sanne', email: 'dubbel@example.nl' }),
    );
    const reasons = (await (
      await page.request.get(`${server.url}/api/rejection-reasons`)
    ).json()) as {
      id: number;
      name: string;
    }[];
    const rejected = await page.request.patch(`${server.url}/api/service-requests/${id}/reject`, {
      data: { rejectionReasonId: reasons.find((reason) => reason.name === 'Dubbele aanvraag')?.id },
    });
    expect(rejected.status()).toBe(200);

    const mail = await smtp.waitForMessage(
      (message) =>
        message.to.includes('dubbel@example.nl') && message.subject.startsWith('Al bekend'),
      20_000,
    );
    expect(mail.subject).toBe(`Al bekend: aanvraag #${id}`);
    expect(mail.html).toContain('Beste Sanne, deze aanvraag hebben we al.');
    expect(mail.html).not.toMatch(/script|onclick/);

    await button('Vernieuwen').click();
    const outbox = page.getByRole('table', { name: 'Uitgaande e-mails, nieuwste eerst' });
    await outbox
      .getByRole('row')
      .filter({ hasText: `Al bekend: aanvraag #${id}` })
      .waitFor();
  });

  it('shows each template in Dutch and in English, and mails an English request with the English one', async () => {
    const english = page.getByRole('tab', { name: /^English/ });
    const dutch = page.getByRole('tab', { name: /^Nederlands/ });
    await button('Aanvraag Ontvangen bekijken').click();
    expect(await dutch.getAttribute('aria-selected')).toBe('true');
    await page.getByText('Aanvraag ontvangen (Referentie aanvraag)').waitFor();
    expect(await english.textContent()).toContain('Actief');

    await english.click();
    await page.getByText('Request received (Referentie aanvraag)').waitFor();
    await button('Template bewerken').click();
    const dialog = page.getByRole('dialog', {
      name: 'Template bewerken: Aanvraag Ontvangen (English)',
    });
    await dialog
      .getByRole('textbox', { name: 'Onderwerp' })
      .fill('Thanks, we have request {{request.reference}}');
    await dialog.getByRole('tab', { name: 'Voorbeeld' }).click();
    const frame = dialog.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await frame.getByText('Chosen service: At the workshop.').waitFor();
    await dialog.getByRole('tab', { name: 'Bewerken' }).click();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast('Template bijgewerkt').waitFor();
    await page.getByText('Thanks, we have request Referentie aanvraag').waitFor();
    await dutch.click();
    await page.getByText('Aanvraag ontvangen (Referentie aanvraag)').waitFor();

    // A reason without an English template of its own: staff create one from the English tab.
    await button('Afgewezen bekijken').click();
    await button('Merk of model niet ondersteund bekijken').click();
    await english.click();
    await page.getByText('Deze afwijzingsreden heeft geen eigen Engelse template').waitFor();
    await button('Template aanmaken').click();
    const create = page.getByRole('dialog', {
      name: 'Template aanmaken: Afgewezen: Merk of model niet ondersteund (English)',
    });
    await create.getByRole('textbox', { name: 'Onderwerp' }).fill('We cannot repair this brand');
    await create
      .getByRole('textbox', { name: 'Tekst van de e-mail' })
      .fill('Dear {{customer.firstName}}, sorry.');
    await create.getByRole('button', { name: 'Opslaan' }).click();
    await toast('Template opgeslagen').waitFor();
    await expect
      .poll(() => button('Merk of model niet ondersteund bekijken').textContent())
      .toMatch(/nlGeen template.*enActief/i);
    await expectNoSeriousAxeViolations(page);

    await submitServiceRequest(
      server,
      buildSubmission({ firstName: 'Emma', email: 'english@example.nl' }),
      'en',
    );
    const mail = await smtp.waitForMessage(
      (message) => message.to.includes('english@example.nl'),
      20_000,
    );
    expect(mail.subject).toMatch(/^Thanks, we have request #SR-/);
    expect(mail.html).toContain('Dear Emma,');
  });

  it('opens a default template as text, and one with a table in the HTML mode only, unchanged', async () => {
    await button('Aanvraag Ontvangen bekijken').click();
    await button('Template bewerken').click();
    let dialog = page.getByRole('dialog');
    const body = dialog.getByRole('textbox', { name: 'Tekst van de e-mail' });
    await body.getByText('Aanvraag ontvangen', { exact: true }).waitFor();
    await body.getByText('Referentie aanvraag').first().waitFor();
    expect(await body.textContent()).not.toContain('{{');
    await expectNoSeriousAxeViolations(page);
    // An edit keeps the mail's inline styles as they were written, which the sanitiser accepts.
    await body.getByText('Het werkplaatsteam').click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await dialog.getByRole('switch', { name: 'HTML bewerken (geavanceerd)' }).click();
    const written = await dialog.getByRole('textbox', { name: 'HTML-inhoud' }).inputValue();
    expect(written).toContain('Het werkplaatsteam!');
    expect(written).toContain(
      'style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280"',
    );
    expect(written).not.toContain('data-');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    const table =
      '<table><tr><td>Beste {{customer.firstName}}, je fiets is klaar.</td></tr></table>';
    const templates = (await (
      await page.request.get(`${server.url}/api/email-templates`)
    ).json()) as { id: number; status: string; language: string; rejectionReasonId: null }[];
    const scheduled = templates.find(
      (template) =>
        template.status === 'scheduled' &&
        template.language === 'nl' &&
        template.rejectionReasonId === null,
    );
    const changed = await page.request.put(`${server.url}/api/email-templates/${scheduled?.id}`, {
      data: { status: 'scheduled', language: 'nl', subject: 'Klaar', htmlContent: table },
    });
    expect(changed.status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'E-mail Templates', exact: true }).click();
    await button('Afspraak Ingepland bekijken').click();
    await page.getByText('Deze template wordt als HTML bewerkt').waitFor();
    await button('Template bewerken').click();
    dialog = page.getByRole('dialog');
    const html = dialog.getByRole('textbox', { name: 'HTML-inhoud' });
    expect(await html.inputValue()).toBe((await changed.json()).htmlContent);
    const mode = dialog.getByRole('switch', { name: 'HTML bewerken (geavanceerd)' });
    expect(await mode.getAttribute('aria-checked')).toBe('true');
    await mode.click();
    // Switching to text would drop the table, so the HTML stays and says why.
    expect(await mode.getAttribute('aria-checked')).toBe('true');
    await dialog.getByText('opmaak die de teksteditor niet kan tonen', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
  });

  it('updates an existing template and refuses an unknown placeholder', async () => {
    await button('Afspraak Ingepland bekijken').click();
    await button('Template bewerken').click();
    const dialog = page.getByRole('dialog');
    const subject = dialog.getByRole('textbox', { name: 'Onderwerp' });
    await subject.fill('Ingepland voor {{customer.naam}}');
    // Enter in the one-line subject sends the form, as in any text field.
    await subject.press('Enter');
    await toast('Onbekende placeholders: {{customer.naam}}').getByText('Validatiefout').waitFor();

    await subject.fill('Ingepland voor {{customer.fullName}}');
    await dialog.getByRole('switch', { name: 'Actief (deze e-mail wordt verstuurd)' }).click();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast('Template bijgewerkt').waitFor();
    await page.getByText('Ingepland voor Volledige naam klant').waitFor();
    expect(await button('Afspraak Ingepland bekijken').textContent()).toContain('Uitgeschakeld');
  });

  it('saves a template and resends a mail once on a double click', async () => {
    await server.database.db.insert(outgoingEmails).values({
      recipient: 'dubbel@example.nl',
      subject: 'Aanvraag Ontvangen',
      html: '<p>Ontvangen</p>',
      text: 'Ontvangen',
      kind: 'created',
      status: 'failed',
      attempts: 5,
      lastError: 'SMTP onbereikbaar',
    });
    await page.reload();
    await page.getByRole('tab', { name: 'E-mail Templates', exact: true }).click();
    const changes = recordChanges(page);
    try {
      await button('Aanvraag Ontvangen bekijken').click();
      await button('Template bewerken').click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('textbox', { name: 'Onderwerp' })
        .fill('Ontvangen: aanvraag #{{request.id}}');
      await doubleClickAndWait(dialog.getByRole('button', { name: 'Opslaan' }), '');
      await dialog.waitFor({ state: 'detached' });
      await doubleClickAndWait(
        button('Opnieuw verzenden: Aanvraag Ontvangen aan dubbel@example.nl'),
        '/resend',
      );
      expect(changes.sent).toEqual([
        expect.stringMatching(/^PUT \/api\/email-templates\/\d+$/),
        expect.stringMatching(/^POST \/api\/outgoing-emails\/\d+\/resend$/),
      ]);
    } finally {
      changes.stop();
    }
  });

  it("moves focus after 'Opnieuw verzenden' to the next failed mail's button, the one before, or the heading", async () => {
    // Newer than every mail of the tests before, so these three head the list: C, B, A.
    const newest = Date.now() + 60_000;
    await server.database.db.insert(outgoingEmails).values(
      ['a', 'b', 'c'].map((name, index) => ({
        recipient: `${name}@example.nl`,
        subject: 'Aanvraag Ontvangen',
        html: '<p>Ontvangen</p>',
        text: 'Ontvangen',
        kind: 'created',
        status: 'failed' as const,
        attempts: 5,
        lastError: 'SMTP onbereikbaar',
        createdAt: new Date(newest + index * 1000),
      })),
    );
    await page.reload();
    await page.getByRole('tab', { name: 'E-mail Templates', exact: true }).click();
    const resendTo = (name: string) =>
      button(`Opnieuw verzenden: Aanvraag Ontvangen aan ${name}@example.nl`);
    await resendTo('a').waitFor();

    await pressWithKeyboard(resendTo('b'));
    await expect.poll(() => resendTo('b').count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe(await resendTo('a').getAttribute('aria-label'));
    // Below the last failed mail are only sent ones, so the failed one above it.
    await page.keyboard.press('Enter');
    await expect.poll(() => resendTo('a').count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe(await resendTo('c').getAttribute('aria-label'));
    await page.keyboard.press('Enter');
    await expect.poll(() => resendTo('c').count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Uitgaande e-mails');
  });

  it("puts focus on the first mail 'Meer laden' added, where reading carries on, as the button goes", async () => {
    // Newest first: these fill the first page, and the second starts with the first of them.
    await server.database.db.insert(outgoingEmails).values(
      Array.from({ length: OUTBOX_PAGE_SIZE + 1 }, (_, index) => ({
        recipient: `klant${index}@example.nl`,
        subject: 'Aanvraag Ontvangen',
        html: '<p>Ontvangen</p>',
        text: 'Ontvangen',
        kind: 'created',
        status: 'sent' as const,
        attempts: 1,
      })),
    );
    await page.reload();
    await page.getByRole('tab', { name: 'E-mail Templates', exact: true }).click();
    const rows = page
      .getByRole('table', { name: 'Uitgaande e-mails, nieuwste eerst' })
      .getByRole('row');
    // The header row and a page of mails.
    await expect.poll(() => rows.count()).toBe(OUTBOX_PAGE_SIZE + 1);

    await pressWithKeyboard(button('Meer laden'));
    await expect.poll(() => button('Meer laden').count()).toBe(0);
    const firstAdded = rows.nth(OUTBOX_PAGE_SIZE + 1);
    expect(await firstAdded.textContent()).toContain('klant0@example.nl');
    await expect.poll(() => hasFocus(firstAdded)).toBe(true);
  });
});
