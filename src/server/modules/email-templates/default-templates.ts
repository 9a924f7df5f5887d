import type { EmailTemplateStatus } from '../../../contract/email-templates.ts';

const layout = (
  body: string,
) => `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">
${body}
<p style="margin-top:24px">Met vriendelijke groet,<br>Het team van de werkplaats</p>
<p style="font-size:13px;color:#6b7280">{{workshop.address}} · {{workshop.phone}}<br>Openingstijden: {{workshop.hours}}</p>
</div>`;

/** The mails a new installation starts with; staff edit them in the E-mail Templates tab. */
export const DEFAULT_EMAIL_TEMPLATES: {
  status: EmailTemplateStatus;
  subject: string;
  htmlContent: string;
}[] = [
  {
    status: 'created',
    subject: 'We hebben je aanvraag #{{request.id}} ontvangen',
    htmlContent: layout(`<p>Beste {{customer.firstName}},</p>
<p>Bedankt voor je service-aanvraag. We hebben aanvraag <strong>#{{request.id}}</strong> goed ontvangen.</p>
<p>We bekijken je aanvraag binnen ongeveer 1 werkdag en nemen daarna contact met je op om een afspraak in te plannen.</p>
<p>Service: {{request.deliveryType}}</p>`),
  },
  {
    status: 'approved_workshop',
    subject: 'Je aanvraag #{{request.id}} is goedgekeurd',
    htmlContent: layout(`<p>Beste {{customer.firstName}},</p>
<p>Goed nieuws: je aanvraag <strong>#{{request.id}}</strong> is goedgekeurd.</p>
<p>Je kunt je fiets naar onze werkplaats brengen op {{workshop.address}}. De verwachte wachttijd is ongeveer {{request.waitDays}} werkdag(en).</p>
<p>Openingstijden: {{workshop.hours}}.</p>`),
  },
  {
    status: 'approved_on_location',
    subject: 'Je aanvraag #{{request.id}} is goedgekeurd: we komen naar je toe',
    htmlContent: layout(`<p>Beste {{customer.firstName}},</p>
<p>Goed nieuws: je aanvraag <strong>#{{request.id}}</strong> is goedgekeurd. Onze monteur komt naar je toe.</p>
<p>We plannen de afspraak binnen ongeveer {{request.waitDays}} werkdag(en) en laten je weten wanneer we komen.</p>`),
  },
  {
    status: 'rejected',
    subject: 'Over je aanvraag #{{request.id}}',
    htmlContent: layout(`<p>Beste {{customer.firstName}},</p>
<p>Helaas kunnen we je aanvraag <strong>#{{request.id}}</strong> niet in behandeling nemen.</p>
<p>Heb je vragen? Bel ons gerust op {{workshop.phone}}.</p>`),
  },
  {
    status: 'scheduled',
    subject: 'Afspraak ingepland voor aanvraag #{{request.id}}',
    htmlContent: layout(`<p>Beste {{customer.firstName}},</p>
<p>Je afspraak voor aanvraag <strong>#{{request.id}}</strong> is ingepland. Je ontvangt van ons de precieze tijd.</p>
<p>Moet de afspraak worden verzet? Bel ons op {{workshop.phone}}.</p>`),
  },
];
