import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_STATUSES,
  type EmailTemplateStatus,
  WORKSHOP_HOURS_TEXT,
} from '../../../contract/email-templates.ts';
import type { Language } from '../../../contract/language.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { emailTemplates, rejectionReasons } from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildSubmission, insertServiceRequest } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { DEFAULT_EMAIL_TEMPLATES } from './default-templates.ts';

let smtp: TestSmtpServer;
let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({ SMTP_URL: smtp.url });
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const reasonId = async (name: string) => {
  const [reason] = await server.database.db
    .select()
    .from(rejectionReasons)
    .where(eq(rejectionReasons.name, name));
  if (!reason) throw new Error(`no rejection reason ${name}`);
  return reason.id;
};

/** The generic template of a status in a language, as stored. */
const genericTemplate = async (status: EmailTemplateStatus, language: Language) => {
  const [template] = await server.database.db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.status, status),
        eq(emailTemplates.language, language),
        isNull(emailTemplates.rejectionReasonId),
      ),
    );
  if (!template) throw new Error(`no ${status} template in ${language}`);
  return template;
};

const switchOff = async (status: EmailTemplateStatus, language: Language) => {
  const { id, subject, htmlContent } = await genericTemplate(status, language);
  const response = await call('PUT', `/api/email-templates/${id}`, {
    status,
    language,
    subject,
    htmlContent,
    isActive: false,
  });
  expect(response.statusCode).toBe(200);
};

const mailTo = (email: string) =>
  smtp.waitForMessage((message) => message.to.includes(email), 15_000);

describe('templates per language', () => {
  it("keeps a rejection reason's template per language: one Dutch, one English, not two of either", async () => {
    const rejectionReasonId = await reasonId('Dubbele aanvraag');
    const body = {
      status: 'rejected',
      rejectionReasonId,
      subject: 'Dubbele aanvraag',
      htmlContent: '<p>Deze aanvraag hebben we al.</p>',
    };
    const dutch = await call('POST', '/api/email-templates', body);
    expect(dutch.statusCode).toBe(201);
    expect(dutch.json().language).toBe('nl');
    const english = await call('POST', '/api/email-templates', {
      ...body,
      language: 'en',
      subject: 'Duplicate request',
    });
    expect(english.statusCode).toBe(201);
    expect(english.json()).toMatchObject({ language: 'en', subject: 'Duplicate request' });
    const again = await call('POST', '/api/email-templates', { ...body, language: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.takenForReason);
  });

  it('refuses a language Spaak does not speak with 400, storing nothing', async () => {
    const before = (await call('GET', '/api/email-templates')).json();
    const response = await call('POST', '/api/email-templates', {
      status: 'created',
      language: 'fr',
      subject: 'Demande reçue',
      htmlContent: '<p>Merci</p>',
    });
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/api/email-templates')).json()).toEqual(before);
  });

  it('previews an English template with English sample values', async () => {
    const response = await call('POST', '/api/email-templates/preview', {
      language: 'en',
      subject: '{{request.deliveryType}}',
      htmlContent: '<p>{{workshop.hours}}</p>',
    });
    expect(response.json()).toMatchObject({
      subject: 'At the workshop',
      html: `<p>${WORKSHOP_HOURS_TEXT.en}</p>`,
    });
  });
});

describe("a request's mails", () => {
  it('reach a customer who wrote in English in English, over SMTP', async () => {
    const request = await insertServiceRequest(server.database.db, {
      email: 'english-reject@example.nl',
      firstName: 'Emma',
      language: 'en',
    });
    await call('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: 'We do not repair cargo bikes',
    });
    const mail = await mailTo('english-reject@example.nl');
    expect(mail.subject).toBe(
      `About your request ${formatReference(request.id, request.createdAt)}`,
    );
    expect(mail.text).toContain('Dear Emma,');
    expect(mail.text).toContain('The reason: We do not repair cargo bikes');
    expect(mail.html).toContain(`Opening hours: ${WORKSHOP_HOURS_TEXT.en}`);
  });

  it("take a reason's template in the request's language, then that language's generic one", async () => {
    const withBoth = await reasonId('Dubbele aanvraag');
    const dutchOnly = await reasonId('Onvoldoende informatie');
    await call('POST', '/api/email-templates', {
      status: 'rejected',
      rejectionReasonId: dutchOnly,
      subject: 'Te weinig informatie',
      htmlContent: '<p>Vertel ons meer.</p>',
    });
    const reject = async (email: string, language: Language, rejectionReasonId: number) => {
      const request = await insertServiceRequest(server.database.db, { email, language });
      await call('PATCH', `/api/service-requests/${request.id}/reject`, { rejectionReasonId });
      return (await mailTo(email)).subject;
    };
    expect(await reject('reden-en@example.nl', 'en', withBoth)).toBe('Duplicate request');
    expect(await reject('reden-nl@example.nl', 'nl', withBoth)).toBe('Dubbele aanvraag');
    expect(await reject('generiek-en@example.nl', 'en', dutchOnly)).toMatch(/^About your request /);
  });

  it('fall back to the Dutch template, with Dutch values, when the English one is switched off', async () => {
    await switchOff('created', 'en');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: buildSubmission({ email: 'terugval@example.nl' }),
      headers: { 'accept-language': 'en' },
    });
    const { reference } = response.json();
    const mail = await mailTo('terugval@example.nl');
    expect(mail.subject).toBe(`Aanvraag ontvangen (${reference})`);
    expect(mail.html).toContain('Gekozen service: In de werkplaats.');
  });
});

describe('the seed', () => {
  it('gives every status an English default beside Dutch templates staff edited, and never overwrites one', async () => {
    const { db } = server.database;
    await db.delete(emailTemplates).where(eq(emailTemplates.language, 'en'));
    const created = await genericTemplate('created', 'nl');
    await call('PUT', `/api/email-templates/${created.id}`, {
      status: 'created',
      subject: 'Ontvangen, dank je!',
      htmlContent: created.htmlContent,
    });

    await seedDatabase(server.database, {});
    for (const status of EMAIL_TEMPLATE_STATUSES) {
      const english = await genericTemplate(status, 'en');
      const seeded = DEFAULT_EMAIL_TEMPLATES.find(
        (template) => template.status === status && template.language === 'en',
      );
      expect(english).toMatchObject({
        subject: seeded?.subject,
        isActive: seeded?.isActive ?? true,
      });
    }
    expect((await genericTemplate('created', 'nl')).subject).toBe('Ontvangen, dank je!');

    await switchOff('scheduled', 'en');
    await seedDatabase(server.database, {});
    expect((await genericTemplate('scheduled', 'en')).isActive).toBe(false);
  });
});
