import { escapeHtml } from '../http/html.ts';

/** The sign-in mail: the link, how long it works, and what to do if it was not you. */
export function magicLinkEmail(options: {
  url: string;
  workshopName: string;
  validMinutes: number;
}) {
  const minutes = options.validMinutes;
  const workshop = escapeHtml(options.workshopName);
  const url = escapeHtml(options.url);
  return {
    subject: `Inloggen bij ${options.workshopName}`,
    html: `<p>Hallo,</p>
<p>Klik op de knop hieronder om in te loggen bij ${workshop}. De link werkt ${minutes} minuten en één keer.</p>
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Inloggen</a></p>
<p>Werkt de knop niet? Kopieer dan deze link in je browser:<br>${url}</p>
<p>Heb je niet om deze link gevraagd? Dan kun je deze e-mail negeren.</p>`,
    text: `Hallo,

Open deze link om in te loggen bij ${options.workshopName} (werkt ${minutes} minuten en één keer):
${options.url}

Heb je niet om deze link gevraagd? Dan kun je deze e-mail negeren.`,
  };
}
