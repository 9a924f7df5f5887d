import type { EmailTemplateStatus } from '../../../contract/email-templates.ts';
import type { Language } from '../../../contract/language.ts';

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** The words every mail shares, around its own paragraphs. */
const FRAME: Record<Language, { greeting: string; closing: string; hours: string }> = {
  nl: {
    greeting: 'Beste {{customer.firstName}},',
    closing: 'Met vriendelijke groet,<br>Het werkplaatsteam',
    hours: 'Openingstijden',
  },
  en: {
    greeting: 'Dear {{customer.firstName}},',
    closing: 'Kind regards,<br>The workshop team',
    hours: 'Opening hours',
  },
};

/** A plain, inline-styled mail: mail clients ignore style sheets, many also ignore classes. */
const layout = (language: Language, title: string, paragraphs: string[]) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2937;max-width:560px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 16px;color:#0f766e">${title}</h1>
${paragraph(FRAME[language].greeting)}
${paragraphs.map(paragraph).join('\n')}
${paragraph(FRAME[language].closing)}
<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280">{{workshop.address}} · {{workshop.phone}}<br>${FRAME[language].hours}: {{workshop.hours}}</p>
</div>`;

type DefaultTemplate = {
  status: EmailTemplateStatus;
  language: Language;
  subject: string;
  htmlContent: string;
};

const DUTCH_TEMPLATES: DefaultTemplate[] = [
  {
    language: 'nl',
    status: 'created',
    subject: 'Aanvraag ontvangen ({{request.reference}})',
    htmlContent: layout('nl', 'Aanvraag ontvangen', [
      'Bedankt voor je aanvraag! We hebben hem goed ontvangen onder nummer <strong>{{request.reference}}</strong>. Gekozen service: {{request.deliveryType}}.',
      'Een van onze monteurs bekijkt je aanvraag zo snel mogelijk, meestal binnen een werkdag. Daarna laten we je weten hoe en wanneer we je fiets onder handen nemen.',
      'Vragen, of iets vergeten te vermelden? Bel ons op {{workshop.phone}} en noem je aanvraagnummer.',
    ]),
  },
  {
    language: 'nl',
    status: 'approved_workshop',
    subject: 'Je aanvraag is goedgekeurd ({{request.reference}})',
    htmlContent: layout('nl', 'Je aanvraag is goedgekeurd', [
      'Goed nieuws: we hebben je aanvraag <strong>{{request.reference}}</strong> goedgekeurd en er een werkorder voor aangemaakt.',
      'Je bent welkom in onze werkplaats aan {{workshop.address}}. Openingstijden: {{workshop.hours}}. Reken op een doorlooptijd van ongeveer {{request.waitDays}} werkdag(en).',
      'Neem de sleutel van je slot mee, en bij een e-bike ook de accusleutel.',
    ]),
  },
  {
    language: 'nl',
    status: 'approved_on_location',
    subject: 'Je aanvraag is goedgekeurd: we komen naar je toe ({{request.reference}})',
    htmlContent: layout('nl', 'We komen naar je toe', [
      'Goed nieuws: we hebben je aanvraag <strong>{{request.reference}}</strong> goedgekeurd. Onze monteur komt de reparatie op locatie uitvoeren.',
      'We plannen het bezoek binnen ongeveer {{request.waitDays}} werkdag(en) en laten je vooraf weten wanneer we komen.',
      'Zorg dat de fiets dan bereikbaar is en leg de sleutel van het slot (en bij een e-bike de accusleutel) klaar.',
    ]),
  },
  {
    language: 'nl',
    status: 'rejected',
    subject: 'Over je aanvraag {{request.reference}}',
    htmlContent: layout('nl', 'Over je aanvraag', [
      'Bedankt voor je aanvraag <strong>{{request.reference}}</strong>. Helaas kunnen we deze aanvraag niet in behandeling nemen.',
      'De reden: {{request.rejectionReason}}',
      'We begrijpen dat dit vervelend is. Heb je vragen, of denken we samen mee over een andere oplossing? Bel ons gerust op {{workshop.phone}}.',
    ]),
  },
  {
    language: 'nl',
    status: 'scheduled',
    subject: 'Afspraak ingepland ({{request.reference}})',
    htmlContent: layout('nl', 'Afspraak ingepland', [
      'Je afspraak voor aanvraag <strong>{{request.reference}}</strong> is ingepland ({{request.deliveryType}}). We laten je het precieze tijdstip nog weten.',
      'Past het toch niet? Laat het ons zo snel mogelijk weten via {{workshop.phone}}, dan zoeken we samen een ander moment.',
    ]),
  },
];

const ENGLISH_TEMPLATES: DefaultTemplate[] = [
  {
    language: 'en',
    status: 'created',
    subject: 'Request received ({{request.reference}})',
    htmlContent: layout('en', 'Request received', [
      'Thank you for your request! We have received it under number <strong>{{request.reference}}</strong>. Chosen service: {{request.deliveryType}}.',
      'One of our mechanics will look at your request as soon as possible, usually within one working day. We will then let you know how and when we will work on your bike.',
      'Any questions, or forgot to mention something? Call us on {{workshop.phone}} and give your request number.',
    ]),
  },
  {
    language: 'en',
    status: 'approved_workshop',
    subject: 'Your request has been approved ({{request.reference}})',
    htmlContent: layout('en', 'Your request has been approved', [
      'Good news: we have approved your request <strong>{{request.reference}}</strong> and created a work order for it.',
      'You are welcome at our workshop at {{workshop.address}}. Opening hours: {{workshop.hours}}. Expect the repair to take about {{request.waitDays}} working day(s).',
      'Bring the key of your lock, and for an e-bike the battery key too.',
    ]),
  },
  {
    language: 'en',
    status: 'approved_on_location',
    subject: 'Your request has been approved: we will come to you ({{request.reference}})',
    htmlContent: layout('en', 'We will come to you', [
      'Good news: we have approved your request <strong>{{request.reference}}</strong>. Our mechanic will carry out the repair on location.',
      'We will schedule the visit within about {{request.waitDays}} working day(s) and let you know beforehand when we are coming.',
      'Please make sure the bike can be reached then, and have the key of the lock (and for an e-bike the battery key) ready.',
    ]),
  },
  {
    language: 'en',
    status: 'rejected',
    subject: 'About your request {{request.reference}}',
    htmlContent: layout('en', 'About your request', [
      'Thank you for your request <strong>{{request.reference}}</strong>. Unfortunately we cannot take this request on.',
      'The reason: {{request.rejectionReason}}',
      'We understand this is disappointing. Do you have questions, or shall we think along about another solution? Feel free to call us on {{workshop.phone}}.',
    ]),
  },
  {
    language: 'en',
    status: 'scheduled',
    subject: 'Appointment scheduled ({{request.reference}})',
    htmlContent: layout('en', 'Appointment scheduled', [
      'Your appointment for request <strong>{{request.reference}}</strong> has been scheduled ({{request.deliveryType}}). We will let you know the exact time.',
      'Does it not suit you after all? Let us know as soon as possible on {{workshop.phone}}, and we will find another moment together.',
    ]),
  },
];

/**
 * The mails a new installation starts with, one per status in each language; staff edit them
 * in the E-mail Templates tab.
 */
export const DEFAULT_EMAIL_TEMPLATES = [...DUTCH_TEMPLATES, ...ENGLISH_TEMPLATES];
