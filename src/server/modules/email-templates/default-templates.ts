import type { EmailTemplateStatus } from '../../../contract/email-templates.ts';

const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** A plain, inline-styled mail: mail clients ignore style sheets, many also ignore classes. */
const layout = (title: string, paragraphs: string[]) =>
  `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2937;max-width:560px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 16px;color:#0f766e">${title}</h1>
${paragraph('Beste {{customer.firstName}},')}
${paragraphs.map(paragraph).join('\n')}
${paragraph('Met vriendelijke groet,<br>Het werkplaatsteam')}
<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280">{{workshop.address}} · {{workshop.phone}}<br>Openingstijden: {{workshop.hours}}</p>
</div>`;

/** The mails a new installation starts with; staff edit them in the E-mail Templates tab. */
export const DEFAULT_EMAIL_TEMPLATES: {
  status: EmailTemplateStatus;
  subject: string;
  htmlContent: string;
}[] = [
  {
    status: 'created',
    subject: 'Aanvraag ontvangen ({{request.reference}})',
    htmlContent: layout('Aanvraag ontvangen', [
      'Bedankt voor je aanvraag! We hebben hem goed ontvangen onder nummer <strong>{{request.reference}}</strong>. Gekozen service: {{request.deliveryType}}.',
      'Een van onze monteurs bekijkt je aanvraag zo snel mogelijk, meestal binnen een werkdag. Daarna laten we je weten hoe en wanneer we je fiets onder handen nemen.',
      'Vragen, of iets vergeten te vermelden? Bel ons op {{workshop.phone}} en noem je aanvraagnummer.',
    ]),
  },
  {
    status: 'approved_workshop',
    subject: 'Je aanvraag is goedgekeurd ({{request.reference}})',
    htmlContent: layout('Je aanvraag is goedgekeurd', [
      'Goed nieuws: we hebben je aanvraag <strong>{{request.reference}}</strong> goedgekeurd en er een werkorder voor aangemaakt.',
      'Je bent welkom in onze werkplaats aan {{workshop.address}}. Openingstijden: {{workshop.hours}}. Reken op een doorlooptijd van ongeveer {{request.waitDays}} werkdag(en).',
      'Neem de sleutel van je slot mee, en bij een e-bike ook de accusleutel.',
    ]),
  },
  {
    status: 'approved_on_location',
    subject: 'Je aanvraag is goedgekeurd: we komen naar je toe ({{request.reference}})',
    htmlContent: layout('We komen naar je toe', [
      'Goed nieuws: we hebben je aanvraag <strong>{{request.reference}}</strong> goedgekeurd. Onze monteur komt de reparatie op locatie uitvoeren.',
      'We plannen het bezoek binnen ongeveer {{request.waitDays}} werkdag(en) en laten je vooraf weten wanneer we komen.',
      'Zorg dat de fiets dan bereikbaar is en leg de sleutel van het slot (en bij een e-bike de accusleutel) klaar.',
    ]),
  },
  {
    status: 'rejected',
    subject: 'Over je aanvraag {{request.reference}}',
    htmlContent: layout('Over je aanvraag', [
      'Bedankt voor je aanvraag <strong>{{request.reference}}</strong>. Helaas kunnen we deze aanvraag niet in behandeling nemen.',
      'De reden: {{request.rejectionReason}}',
      'We begrijpen dat dit vervelend is. Heb je vragen, of denken we samen mee over een andere oplossing? Bel ons gerust op {{workshop.phone}}.',
    ]),
  },
  {
    status: 'scheduled',
    subject: 'Afspraak ingepland ({{request.reference}})',
    htmlContent: layout('Afspraak ingepland', [
      'Je afspraak voor aanvraag <strong>{{request.reference}}</strong> is ingepland ({{request.deliveryType}}). We laten je het precieze tijdstip nog weten.',
      'Past het toch niet? Laat het ons zo snel mogelijk weten via {{workshop.phone}}, dan zoeken we samen een ander moment.',
    ]),
  },
];
