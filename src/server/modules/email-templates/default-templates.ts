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
  /** Switched off until staff switch it on; left out, the template is active. */
  isActive?: boolean;
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
  {
    language: 'nl',
    status: 'cancelled_by_customer',
    subject: 'Je aanvraag is geannuleerd ({{request.reference}})',
    htmlContent: layout('nl', 'Je aanvraag is geannuleerd', [
      'Je hebt je aanvraag <strong>{{request.reference}}</strong> geannuleerd. We doen er verder niets meer mee.',
      'Was dit niet de bedoeling, of wil je toch een afspraak? Bel ons op {{workshop.phone}} of stuur een nieuwe aanvraag.',
    ]),
  },
];

/**
 * The mails about one bike in the workshop (decision 044). 'Klaar', 'Wacht op akkoord klant'
 * and the later date are what customers wait for, so they are on; the others are there to
 * switch on.
 */
const DUTCH_REPAIR_TEMPLATES: DefaultTemplate[] = [
  {
    language: 'nl',
    status: 'stage_in_repair',
    isActive: false,
    subject: 'We werken aan je {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('nl', 'We werken aan je fiets', [
      'Je {{bike.brand}} {{bike.model}} van aanvraag <strong>{{request.reference}}</strong> is nu bij een van onze monteurs in reparatie.',
      'We laten je weten wanneer hij klaar is, of wanneer we je eerst iets moeten vragen.',
    ]),
  },
  {
    language: 'nl',
    status: 'stage_waiting_for_parts',
    isActive: false,
    subject:
      'We wachten op onderdelen voor je {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('nl', 'We wachten op onderdelen', [
      'Voor de reparatie van je {{bike.brand}} {{bike.model}} (aanvraag <strong>{{request.reference}}</strong>) hebben we onderdelen besteld. Zodra ze binnen zijn, gaan we verder.',
      'Daardoor kan de reparatie wat langer duren. We houden je op de hoogte; vragen? Bel ons op {{workshop.phone}}.',
    ]),
  },
  {
    language: 'nl',
    status: 'stage_waiting_for_customer',
    subject:
      'We hebben je akkoord nodig voor je {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('nl', 'We hebben je akkoord nodig', [
      'Bij de reparatie van je {{bike.brand}} {{bike.model}} (aanvraag <strong>{{request.reference}}</strong>) kwamen we iets tegen waarvoor we eerst je akkoord nodig hebben, bijvoorbeeld extra werk of onderdelen die meer kosten dan verwacht.',
      'Bel ons op {{workshop.phone}} en noem je aanvraagnummer: we leggen je uit wat er nodig is en wat het kost. Tot we van je horen, ligt de reparatie stil.',
    ]),
  },
  {
    language: 'nl',
    status: 'stage_ready',
    subject: 'Je fiets is klaar: {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('nl', 'Je fiets is klaar', [
      'Goed nieuws: je {{bike.brand}} {{bike.model}} (aanvraag <strong>{{request.reference}}</strong>) is klaar.',
      'Staat je fiets bij ons in de werkplaats, dan kun je hem ophalen aan {{workshop.address}}. Openingstijden: {{workshop.hours}}.',
    ]),
  },
  {
    language: 'nl',
    status: 'stage_done',
    isActive: false,
    subject: 'Je reparatie is afgerond ({{request.reference}})',
    htmlContent: layout('nl', 'Je reparatie is afgerond', [
      'De reparatie van je {{bike.brand}} {{bike.model}} (aanvraag <strong>{{request.reference}}</strong>) is afgerond. Bedankt dat je voor ons koos!',
      'Merk je nog iets aan je fiets? Bel ons op {{workshop.phone}}, dan kijken we er graag nog eens naar.',
    ]),
  },
  {
    language: 'nl',
    status: 'planned_date_later',
    subject: 'Nieuwe datum voor je fiets ({{request.reference}})',
    htmlContent: layout('nl', 'Nieuwe datum voor je fiets', [
      'Het lukt ons helaas niet om je {{bike.brand}} {{bike.model}} (aanvraag <strong>{{request.reference}}</strong>) op de geplande dag te repareren. De nieuwe datum is <strong>{{bike.plannedDate}}</strong>.',
      'Sorry voor het ongemak. Past deze dag je niet? Bel ons op {{workshop.phone}}, dan zoeken we samen een ander moment.',
    ]),
  },
  {
    language: 'nl',
    status: 'quote_sent',
    subject:
      'Offerte voor je {{bike.brand}} {{bike.model}}: {{quote.total}} ({{request.reference}})',
    htmlContent: layout('nl', 'Een offerte voor je fiets', [
      'Voor de reparatie van je {{bike.brand}} {{bike.model}} (aanvraag <strong>{{request.reference}}</strong>) hebben we een offerte gemaakt (versie {{quote.version}}). Het totaal is <strong>{{quote.total}}</strong>, inclusief btw.',
      'Bekijk de offerte op de pagina van je aanvraag en laat ons weten of je akkoord gaat. Tot we van je horen, ligt de reparatie stil. Vragen? Bel ons op {{workshop.phone}}.',
    ]),
  },
];

const ENGLISH_REPAIR_TEMPLATES: DefaultTemplate[] = [
  {
    language: 'en',
    status: 'stage_in_repair',
    isActive: false,
    subject: 'We are working on your {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('en', 'We are working on your bike', [
      'Your {{bike.brand}} {{bike.model}} of request <strong>{{request.reference}}</strong> is now being repaired by one of our mechanics.',
      'We will let you know when it is ready, or when we need to ask you something first.',
    ]),
  },
  {
    language: 'en',
    status: 'stage_waiting_for_parts',
    isActive: false,
    subject:
      'We are waiting for parts for your {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('en', 'We are waiting for parts', [
      'We have ordered parts for the repair of your {{bike.brand}} {{bike.model}} (request <strong>{{request.reference}}</strong>). As soon as they arrive, we carry on.',
      'This may make the repair take a little longer. We will keep you posted; questions? Call us on {{workshop.phone}}.',
    ]),
  },
  {
    language: 'en',
    status: 'stage_waiting_for_customer',
    subject: 'We need your approval for your {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('en', 'We need your approval', [
      'While repairing your {{bike.brand}} {{bike.model}} (request <strong>{{request.reference}}</strong>) we found something that needs your approval first, for example extra work or parts that cost more than expected.',
      'Please call us on {{workshop.phone}} and give your request number: we will explain what is needed and what it costs. Until we hear from you, the repair is on hold.',
    ]),
  },
  {
    language: 'en',
    status: 'stage_ready',
    subject: 'Your bike is ready: {{bike.brand}} {{bike.model}} ({{request.reference}})',
    htmlContent: layout('en', 'Your bike is ready', [
      'Good news: your {{bike.brand}} {{bike.model}} (request <strong>{{request.reference}}</strong>) is ready.',
      'If your bike is with us at the workshop, you can collect it at {{workshop.address}}. Opening hours: {{workshop.hours}}.',
    ]),
  },
  {
    language: 'en',
    status: 'stage_done',
    isActive: false,
    subject: 'Your repair is complete ({{request.reference}})',
    htmlContent: layout('en', 'Your repair is complete', [
      'The repair of your {{bike.brand}} {{bike.model}} (request <strong>{{request.reference}}</strong>) is complete. Thank you for choosing us!',
      'Notice anything else about your bike? Call us on {{workshop.phone}} and we will gladly take another look.',
    ]),
  },
  {
    language: 'en',
    status: 'planned_date_later',
    subject: 'New date for your bike ({{request.reference}})',
    htmlContent: layout('en', 'New date for your bike', [
      'Unfortunately we cannot repair your {{bike.brand}} {{bike.model}} (request <strong>{{request.reference}}</strong>) on the planned day. The new date is <strong>{{bike.plannedDate}}</strong>.',
      'Sorry for the inconvenience. Does this day not suit you? Call us on {{workshop.phone}}, and we will find another moment together.',
    ]),
  },
  {
    language: 'en',
    status: 'quote_sent',
    subject:
      'Quote for your {{bike.brand}} {{bike.model}}: {{quote.total}} ({{request.reference}})',
    htmlContent: layout('en', 'A quote for your bike', [
      'We have made a quote for the repair of your {{bike.brand}} {{bike.model}} (request <strong>{{request.reference}}</strong>), version {{quote.version}}. The total is <strong>{{quote.total}}</strong>, including VAT.',
      'Please look at the quote on the page of your request and let us know whether you approve. Until we hear from you, the repair is on hold. Questions? Call us on {{workshop.phone}}.',
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
  {
    language: 'en',
    status: 'cancelled_by_customer',
    subject: 'Your request has been cancelled ({{request.reference}})',
    htmlContent: layout('en', 'Your request has been cancelled', [
      'You have cancelled your request <strong>{{request.reference}}</strong>. We will not take it any further.',
      'Did you not mean to, or would you like an appointment after all? Call us on {{workshop.phone}} or send a new request.',
    ]),
  },
];

/**
 * The mails a new installation starts with, one per status in each language; staff edit them
 * in the E-mail Templates tab.
 */
export const DEFAULT_EMAIL_TEMPLATES = [
  ...DUTCH_TEMPLATES,
  ...DUTCH_REPAIR_TEMPLATES,
  ...ENGLISH_TEMPLATES,
  ...ENGLISH_REPAIR_TEMPLATES,
];
