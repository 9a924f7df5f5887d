import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_STATUSES,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_SAMPLE_VALUES,
  WORKSHOP_HOURS_TEXT,
} from '../../../contract/email-templates.ts';
import { INPUT_TEXTS_NL } from '../../../contract/errors/input-nl.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { emailTemplates, outgoingEmails, rejectionReasons } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let smtp: TestSmtpServer;
let server: TestApp;
let call: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({
    SMTP_URL: smtp.url,
    WORKSHOP_ADDRESS: 'Lemelerbergweg 48, 1101AM Amsterdam',
    WORKSHOP_PHONE: '020 123 4567',
  });
  call = await signInAdmin(server);
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

type TemplateJson = {
  id: number;
  status: string;
  rejectionReasonId: number | null;
  language: string;
};

const reasonId = async (name: string) => {
  const [reason] = await server.database.db
    .select()
    .from(rejectionReasons)
    .where(eq(rejectionReasons.name, name));
  if (!reason) throw new Error(`no rejection reason ${name}`);
  return reason.id;
};

const genericTemplate = async (status: (typeof EMAIL_TEMPLATE_STATUSES)[number]) => {
  const templates = (await call('GET', '/api/email-templates')).json() as TemplateJson[];
  const template = templates.find(
    (candidate) =>
      candidate.status === status &&
      candidate.rejectionReasonId === null &&
      candidate.language === 'nl',
  );
  if (!template) throw new Error(`no ${status} template`);
  return template;
};

const EVERY_PLACEHOLDER = TEMPLATE_PLACEHOLDERS.map((name) => `<p>${name}={{${name}}}</p>`).join(
  '',
);

describe('GET /api/email-templates', () => {
  it('lists the generic template of every status in Dutch and English of a new installation', async () => {
    const templates = (await call('GET', '/api/email-templates')).json() as TemplateJson[];
    expect(templates.map(({ status, language }) => `${status} ${language}`).sort()).toEqual(
      EMAIL_TEMPLATE_STATUSES.flatMap((status) => [`${status} en`, `${status} nl`]).sort(),
    );
  });
});

describe('POST /api/email-templates', () => {
  it("creates a rejection reason's own template once, and refuses a second with 409", async () => {
    const rejectionReasonId = await reasonId('Dubbele aanvraag');
    const body = {
      status: 'rejected',
      rejectionReasonId,
      subject: 'Dubbele aanvraag #{{request.id}}',
      htmlContent: '<p>Beste {{customer.firstName}}, deze aanvraag hebben we al.</p>',
      isActive: true,
    };
    const created = await call('POST', '/api/email-templates', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, language: 'nl', id: expect.any(Number) });
    const again = await call('POST', '/api/email-templates', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.takenForReason);
  });

  it('refuses a second generic template of a status with 409', async () => {
    const response = await call('POST', '/api/email-templates', {
      status: 'created',
      subject: 'Nog een',
      htmlContent: '<p>x</p>',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.taken);
  });

  it('leaves the uniqueness to the database too, whatever the service checks', async () => {
    const rejectionReasonId = await reasonId('Onvoldoende informatie');
    const row = { status: 'rejected' as const, subject: 's', htmlContent: '<p>h</p>' };
    const { db } = server.database;
    await db.insert(emailTemplates).values({ ...row, rejectionReasonId });
    await expect(db.insert(emailTemplates).values({ ...row, rejectionReasonId })).rejects.toThrow();
    await expect(db.insert(emailTemplates).values(row)).rejects.toThrow();
  });

  it.each([
    [{ subject: 'x', htmlContent: '<p>x</p>' }, INPUT_TEXTS_NL.templateFieldsRequired],
    [
      { status: 'created', subject: ' ', htmlContent: '<p>x</p>' },
      INPUT_TEXTS_NL.templateFieldsRequired,
    ],
    [{ status: 'created', subject: 'x' }, INPUT_TEXTS_NL.templateFieldsRequired],
    [
      { status: 'created', rejectionReasonId: 1, subject: 'x', htmlContent: '<p>x</p>' },
      INPUT_TEXTS_NL.templateReasonOnlyForRejected,
    ],
    [
      { status: 'rejected', rejectionReasonId: 999_999, subject: 'x', htmlContent: '<p>x</p>' },
      EMAIL_TEMPLATE_MESSAGES.reasonNotFound,
    ],
  ])('refuses %o with 400 "%s"', async (body, message) => {
    const response = await call('POST', '/api/email-templates', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('PUT /api/email-templates/:id', () => {
  it('reports every unknown placeholder with 400 and stores nothing', async () => {
    const template = await genericTemplate('scheduled');
    const response = await call('PUT', `/api/email-templates/${template.id}`, {
      status: 'scheduled',
      subject: 'Hoi {{customer.name}}',
      htmlContent: '<p>{{request.datum}} {{ klant.naam }} {{request.id}} {{request.datum}}</p>',
    });
    expect(response.statusCode).toBe(400);
    const { message, issues } = response.json();
    expect(message).toBe('Onbekende placeholders: {{customer.name}}');
    expect(issues).toEqual([
      { path: ['subject'], message: 'Onbekende placeholders: {{customer.name}}' },
      {
        path: ['htmlContent'],
        message: 'Onbekende placeholders: {{request.datum}}, {{klant.naam}}',
      },
    ]);
    expect((await genericTemplate('scheduled')) as unknown).toEqual(template);
  });

  it('stores sanitised HTML: no script, no event handler, no javascript: link, no style function', async () => {
    const template = await genericTemplate('approved_workshop');
    const response = await call('PUT', `/api/email-templates/${template.id}`, {
      status: 'approved_workshop',
      subject: 'Goedgekeurd',
      htmlContent: [
        '<p onclick="steel()" style="color:#0f766e;background:url(https://x.test/t.png)">Welkom</p>',
        '<script>steel()</script><iframe src="https://x.test"></iframe>',
        '<a href="javascript:steel()">klik</a> <a href="JaVaScRiPt:steel()">ook</a>',
        '<a href="tel:{{workshop.phone}}">bel</a> <img src="x" onerror="steel()" alt="logo">',
      ].join(''),
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    const expected =
      '<p style="color:#0f766e">Welkom</p><a>klik</a> <a>ook</a>' +
      '<a href="tel:{{workshop.phone}}">bel</a> <img src="x" alt="logo" />';
    expect(response.json()).toMatchObject({ htmlContent: expected, isActive: false });
    const [stored] = await server.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.id, template.id));
    expect(stored?.htmlContent).toBe(expected);
  });

  it.each([
    '<a href="java{{request.rejectionReason}}script:alert(1)">status</a>',
    '<a href="/{{request.rejectionReason}}/evil.test">status</a>',
    '<a href="{{customer.fullName}}">status</a>',
    '<a href="https://{{customer.lastName}}/status">status</a>',
    '<a href="https:/{{customer.lastName}}">status</a>',
    '<a href="/&#47;{{customer.lastName}}">status</a>',
    '<img src="https://spaak.amsterdam{{customer.lastName}}/logo.png" alt="">',
  ])('refuses %s with 400: a placeholder could choose where it leads', async (htmlContent) => {
    const template = await genericTemplate('scheduled');
    const response = await call('PUT', `/api/email-templates/${template.id}`, {
      status: 'scheduled',
      subject: 'Ingepland',
      htmlContent,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Een placeholder in een link of afbeelding mag pas na de domeinnaam staan/,
    );
    expect((await genericTemplate('scheduled')) as unknown).toEqual(template);
  });

  it('keeps placeholders in the path or query of a link, and links opening a window get rel', async () => {
    const template = await genericTemplate('scheduled');
    const htmlContent = [
      '<a href="https://spaak.amsterdam/aanvraag?ref={{request.reference}}" target="_blank">status</a>',
      '<a href="/aanvraag/{{request.id}}">hier</a><a href="?ref={{request.id}}">of hier</a>',
      '<a href="mailto:{{customer.email}}">mail</a><a href="tel:{{workshop.phone}}">bel</a>',
    ];
    const response = await call('PUT', `/api/email-templates/${template.id}`, {
      status: 'scheduled',
      subject: 'Ingepland',
      htmlContent: htmlContent.join(''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().htmlContent).toBe(
      htmlContent
        .join('')
        .replace('target="_blank">', 'target="_blank" rel="noopener noreferrer">'),
    );
  });

  it('moves a template to another rejection reason, but not onto one that has its own', async () => {
    const free = await reasonId('Reparatie niet rendabel');
    const taken = await reasonId('Buiten ons servicegebied');
    const body = (rejectionReasonId: number) => ({
      status: 'rejected',
      rejectionReasonId,
      subject: 'Afgewezen',
      htmlContent: '<p>Helaas</p>',
    });
    await call('POST', '/api/email-templates', body(taken));
    const created = (await call('POST', '/api/email-templates', body(free))).json();
    const onto = await call('PUT', `/api/email-templates/${created.id}`, body(taken));
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe(EMAIL_TEMPLATE_MESSAGES.takenForReason);
    const unknown = await call('PUT', '/api/email-templates/999999', body(free));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/email-templates/preview', () => {
  it('fills every placeholder with sample data and the workshop details, sanitised as on save', async () => {
    const response = await call('POST', '/api/email-templates/preview', {
      subject: 'Aanvraag #{{request.id}} voor {{customer.fullName}}',
      htmlContent: `<script>steel()</script>${EVERY_PLACEHOLDER}{{customer.typo}}`,
    });
    const preview = response.json();
    expect(preview.subject).toBe('Aanvraag #1234 voor Jan de Vries');
    expect(preview.html).not.toContain('script');
    expect(preview.html).toContain(
      `customer.firstName=${TEMPLATE_SAMPLE_VALUES.nl['customer.firstName']}<`,
    );
    expect(preview.html).toContain('request.id=1234<');
    expect(preview.html).toContain(`workshop.hours=${WORKSHOP_HOURS_TEXT.nl}<`);
    expect(preview.html).toContain('workshop.address=Lemelerbergweg 48, 1101AM Amsterdam<');
    expect(preview.html).toContain('workshop.phone=020 123 4567<');
    expect(preview.html).toContain('{{customer.typo}}');
    expect(preview.unknownPlaceholders).toEqual(['customer.typo']);
  });

  it('shows a link a placeholder could steer without its address, as a mail would go out', async () => {
    const response = await call('POST', '/api/email-templates/preview', {
      subject: 'x',
      htmlContent: '<a href="https://{{customer.lastName}}/x" target="_blank">status</a>',
    });
    expect(response.json().html).toBe('<a target="_blank" rel="noopener noreferrer">status</a>');
  });
});

describe('a template in use', () => {
  it('mails every placeholder filled, with a script in the customer name arriving as text', async () => {
    const rejectionReasonId = await reasonId('Merk of model niet ondersteund');
    await call('POST', '/api/email-templates', {
      status: 'rejected',
      rejectionReasonId,
      subject: 'Merk niet ondersteund (#{{request.id}})',
      htmlContent: EVERY_PLACEHOLDER,
    });
    const request = await insertServiceRequest(server.database.db, {
      firstName: '<script>alert("x")</script>',
      lastName: 'Bakker',
      fullName: '<script>alert("x")</script> Bakker',
      email: 'script@example.nl',
      deliveryType: 'on_location',
    });
    const rejected = await call('PATCH', `/api/service-requests/${request.id}/reject`, {
      rejectionReasonId,
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await smtp.waitForMessage((message) => message.to.includes('script@example.nl'));
    expect(mail.subject).toBe(`Merk niet ondersteund (#${request.id})`);
    const escaped = '&lt;script&gt;alert("x")&lt;/script&gt;';
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`customer.firstName=${escaped}<`);
    expect(mail.html).toContain(`customer.fullName=${escaped} Bakker<`);
    expect(mail.html).toContain('customer.lastName=Bakker<');
    expect(mail.html).toContain('customer.email=script@example.nl<');
    expect(mail.html).toContain('customer.phone=+31 6 12345678<');
    expect(mail.html).toContain(`request.id=${request.id}<`);
    expect(mail.html).toContain('request.deliveryType=Op locatie<');
    expect(mail.html).toContain('request.waitDays=2<');
    expect(mail.html).toContain('workshop.address=Lemelerbergweg 48, 1101AM Amsterdam<');
    expect(mail.html).toContain(`workshop.hours=${WORKSHOP_HOURS_TEXT.nl}<`);
    expect(mail.html).toContain('workshop.phone=020 123 4567<');
    expect(mail.text).toContain('customer.firstName=<script>alert("x")</script>');
  });

  it('mails no javascript: or //host link from a template stored before such links were refused', async () => {
    const { db } = server.database;
    const [reason] = await db
      .insert(rejectionReasons)
      .values({ name: 'Onderdelen niet leverbaar' })
      .returning();
    const rejectionReasonId = reason?.id;
    await db.insert(emailTemplates).values({
      status: 'rejected',
      rejectionReasonId,
      subject: 'Afgewezen',
      htmlContent:
        '<a href="java{{customer.phone}}script:alert(1)">a</a>' +
        '<a href="/{{customer.lastName}}/evil.test">b</a>' +
        '<a href="https://spaak.amsterdam/aanvraag?ref={{request.reference}}">c</a>',
    });
    const request = await insertServiceRequest(db, {
      lastName: '/',
      phone: null,
      email: 'oud-template@example.nl',
    });
    await call('PATCH', `/api/service-requests/${request.id}/reject`, { rejectionReasonId });
    const mail = await smtp.waitForMessage((message) =>
      message.to.includes('oud-template@example.nl'),
    );
    expect(mail.html).not.toMatch(/javascript:|\/\/evil\.test/);
    expect(mail.html).toBe(
      `<a>a</a><a>b</a><a href="https://spaak.amsterdam/aanvraag?ref=${formatReference(request.id, request.createdAt)}">c</a>`,
    );
  });

  it('sends nothing for a status whose template is switched off', async () => {
    const template = await genericTemplate('rejected');
    const [row] = await server.database.db
      .select({
        status: emailTemplates.status,
        subject: emailTemplates.subject,
        htmlContent: emailTemplates.htmlContent,
      })
      .from(emailTemplates)
      .where(eq(emailTemplates.id, template.id));
    const off = await call('PUT', `/api/email-templates/${template.id}`, {
      ...row,
      isActive: false,
    });
    expect(off.json().isActive).toBe(false);
    const request = await insertServiceRequest(server.database.db, { email: 'stil@example.nl' });
    await call('PATCH', `/api/service-requests/${request.id}/reject`, {
      customReason: 'Geen onderdelen leverbaar',
    });
    // The mail would be queued in the rejection's own transaction: no row means no mail.
    const queued = await server.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.recipient, 'stil@example.nl'));
    expect(queued).toEqual([]);
  });
});
