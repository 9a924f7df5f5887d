import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_STATUSES,
  findUnknownPlaceholders,
  TEMPLATE_PLACEHOLDERS,
  WORKSHOP_HOURS_TEXT,
} from '../../../contract/email-templates.ts';
import { LANGUAGES } from '../../../contract/language.ts';
import { DEFAULT_EMAIL_TEMPLATES } from './default-templates.ts';
import { buildTemplateValues, renderTemplate, templateUses } from './render.ts';

const sanne = {
  id: 42,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  firstName: 'Sanne',
  lastName: 'de Vries',
  fullName: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '+31612345678',
  deliveryType: 'on_location',
  language: 'nl',
  rejectionReason: 'Onderdelen niet meer leverbaar',
} as const;
const workshop = { address: 'Lemelerbergweg 48, 1101AM Amsterdam', phone: '020 123 4567' };
const gazelle = { brand: 'Gazelle', model: 'Ultimate C8', plannedDate: '2026-12-08' };
const values = buildTemplateValues({ request: sanne, waitDays: 2, workshop, bike: gazelle });

describe('renderTemplate', () => {
  it('fills every placeholder the editor offers', async () => {
    const htmlContent = TEMPLATE_PLACEHOLDERS.map((name) => `<p>${name}={{${name}}}</p>`).join('');
    const { html } = await renderTemplate({ subject: 'x', htmlContent }, values);
    expect(html).toContain('customer.firstName=Sanne<');
    expect(html).toContain('customer.lastName=de Vries<');
    expect(html).toContain('customer.fullName=Sanne de Vries<');
    expect(html).toContain('customer.email=sanne@example.nl<');
    // Stored in E.164, written as people read a number (decision 033).
    expect(html).toContain('customer.phone=+31 6 12345678<');
    expect(html).toContain('request.id=42<');
    expect(html).toContain('request.reference=#SR-2026-042<');
    expect(html).toContain('request.deliveryType=Op locatie<');
    expect(html).toContain('request.waitDays=2<');
    expect(html).toContain('request.rejectionReason=Onderdelen niet meer leverbaar<');
    expect(html).toContain('bike.brand=Gazelle<');
    expect(html).toContain('bike.model=Ultimate C8<');
    expect(html).toContain('bike.plannedDate=dinsdag 8 december 2026<');
    expect(html).toContain('workshop.address=Lemelerbergweg 48, 1101AM Amsterdam<');
    expect(html).toContain(`workshop.hours=${WORKSHOP_HOURS_TEXT.nl}<`);
    expect(html).toContain('workshop.phone=020 123 4567<');
    expect(html).not.toContain('{{');
  });

  it('accepts spaces inside the braces', async () => {
    const { subject } = await renderTemplate(
      { subject: '{{ request.id }}', htmlContent: '' },
      values,
    );
    expect(subject).toBe('42');
  });

  it('escapes a script in a customer name, so it arrives as text', async () => {
    const hostile = { ...values, 'customer.firstName': '<script>alert("x")</script>' };
    const { html, text } = await renderTemplate(
      { subject: 'Hoi', htmlContent: '<p>Beste {{customer.firstName}}</p>' },
      hostile,
    );
    expect(html).toBe('<p>Beste &lt;script&gt;alert("x")&lt;/script&gt;</p>');
    expect(text).toContain('<script>alert("x")</script>');
  });

  it('keeps line breaks of a value out of the subject, so no header can be added', async () => {
    const hostile = { ...values, 'customer.firstName': 'Sanne\r\nBcc: iedereen@example.nl' };
    const { subject } = await renderTemplate(
      { subject: 'Hoi {{customer.firstName}}', htmlContent: '' },
      hostile,
    );
    expect(subject).toBe('Hoi Sanne Bcc: iedereen@example.nl');
  });

  it('derives a plain-text part from the HTML', async () => {
    const { text } = await renderTemplate(
      {
        subject: 's',
        htmlContent: '<p>Beste {{customer.firstName}},</p><p>Tot <strong>snel</strong>!</p>',
      },
      values,
    );
    expect(text).toBe('Beste Sanne,\n\nTot snel!');
  });

  it('leaves an unknown placeholder visible', async () => {
    const { html } = await renderTemplate(
      { subject: '', htmlContent: 'Hoi {{customer.name}}' },
      values,
    );
    expect(html).toBe('Hoi {{customer.name}}');
  });

  it.each([
    ['a scheme', '<a href="java{{customer.phone}}script:alert(1)">x</a>', '', 'javascript:'],
    ['a protocol-relative address', '<a href="/{{customer.lastName}}/evil.test">x</a>', '/', '//'],
    ['a host', '<img src="https://{{customer.lastName}}/t.png" alt="">', 'evil.test', 'evil.test'],
    ['a style function', '<p style="color:{{customer.lastName}}">x</p>', 'red;x:url(t)', 'url('],
  ])('keeps a value from making %s', async (_, htmlContent, value, made) => {
    const hostile = { ...values, 'customer.phone': value, 'customer.lastName': value };
    const { html } = await renderTemplate({ subject: '', htmlContent }, hostile);
    expect(html).not.toContain(made);
  });

  it('keeps a placeholder in the path or query of a link', async () => {
    const { html } = await renderTemplate(
      {
        subject: '',
        htmlContent:
          '<a href="https://spaak.amsterdam/aanvraag?ref={{request.reference}}" target="_blank">status</a>',
      },
      values,
    );
    expect(html).toBe(
      '<a href="https://spaak.amsterdam/aanvraag?ref=#SR-2026-042" target="_blank" rel="noopener noreferrer">status</a>',
    );
  });
});

describe('buildTemplateValues', () => {
  it("words the delivery type and the opening hours in the request's language", () => {
    const english = buildTemplateValues({ request: { ...sanne, language: 'en' }, workshop });
    expect(english['request.deliveryType']).toBe('On location');
    expect(english['workshop.hours']).toBe(WORKSHOP_HOURS_TEXT.en);
    expect(values['request.deliveryType']).toBe('Op locatie');
  });

  it("writes a bike's planned date as a customer reads it, in the request's language, and leaves a bike's values empty in a mail about no bike", () => {
    const english = buildTemplateValues({
      request: { ...sanne, language: 'en' },
      workshop,
      bike: gazelle,
    });
    expect(english['bike.plannedDate']).toBe('Tuesday 8 December 2026');
    expect(values['bike.plannedDate']).toBe('dinsdag 8 december 2026');
    const aboutNoBike = buildTemplateValues({ request: sanne, workshop });
    expect([
      aboutNoBike['bike.brand'],
      aboutNoBike['bike.model'],
      aboutNoBike['bike.plannedDate'],
    ]).toEqual(['', '', '']);
  });

  it('leaves no double space in a subject where a value is empty, such as a bike without a model', async () => {
    const noModel = buildTemplateValues({
      request: sanne,
      workshop,
      bike: { ...gazelle, model: null },
    });
    const { subject } = await renderTemplate(
      { subject: 'Je {{bike.brand}} {{bike.model}} is klaar', htmlContent: '' },
      noModel,
    );
    expect(subject).toBe('Je Gazelle is klaar');
  });

  it('takes first and last name from the full name when a request has only that', () => {
    const filled = buildTemplateValues({
      request: {
        id: 7,
        createdAt: new Date('2026-03-02T10:00:00Z'),
        firstName: null,
        lastName: null,
        fullName: 'Jan van der Berg',
        email: 'jan@example.nl',
        phone: null,
        deliveryType: 'workshop',
        language: 'nl',
        rejectionReason: null,
      },
      workshop: { address: 'Lemelerbergweg 48', phone: '020 123 4567' },
    });
    expect(filled).toMatchObject({
      'customer.firstName': 'Jan',
      'customer.lastName': 'van der Berg',
      'customer.phone': '',
      'request.deliveryType': 'In de werkplaats',
      'request.waitDays': '',
      'request.rejectionReason': '',
    });
  });
});

describe('templateUses', () => {
  it('finds a placeholder in the subject or the body, with or without spaces in the braces', () => {
    const plain = {
      subject: 'Over #{{request.id}}',
      htmlContent: '<p>Beste {{customer.firstName}}</p>',
    };
    expect(templateUses(plain, 'request.waitDays')).toBe(false);
    expect(templateUses(plain, 'request.id')).toBe(true);
    expect(templateUses(plain, 'customer.firstName')).toBe(true);
    expect(
      templateUses(
        { subject: 'x', htmlContent: '<p>{{ request.waitDays }} dagen</p>' },
        'request.waitDays',
      ),
    ).toBe(true);
  });

  it('does not take a longer name that starts with the placeholder for it', () => {
    const template = { subject: 'x', htmlContent: '{{request.waitDaysLeft}}' };
    expect(templateUses(template, 'request.waitDays')).toBe(false);
  });
});

describe('findUnknownPlaceholders', () => {
  it('reports each placeholder Spaak cannot fill, once', () => {
    expect(
      findUnknownPlaceholders(
        '{{customer.name}} {{request.id}} {{ bike.colour }} {{customer.name}}',
      ),
    ).toEqual(['customer.name', 'bike.colour']);
  });

  it('reports nothing for a template with known placeholders only', () => {
    expect(findUnknownPlaceholders('{{customer.fullName}} {{workshop.hours}}')).toEqual([]);
  });
});

describe('default templates', () => {
  it('cover every status in every language and use only placeholders Spaak fills', async () => {
    expect(
      DEFAULT_EMAIL_TEMPLATES.map(({ status, language }) => `${status} ${language}`).sort(),
    ).toEqual(
      EMAIL_TEMPLATE_STATUSES.flatMap((status) =>
        LANGUAGES.map((language) => `${status} ${language}`),
      ).sort(),
    );
    const greeting = { nl: 'Beste Sanne,', en: 'Dear Sanne,' };
    for (const template of DEFAULT_EMAIL_TEMPLATES) {
      expect(findUnknownPlaceholders(template.subject + template.htmlContent)).toEqual([]);
      const rendered = await renderTemplate(template, values);
      expect(rendered.subject).toContain('42');
      expect(rendered.text).toContain(greeting[template.language]);
    }
  });
});
