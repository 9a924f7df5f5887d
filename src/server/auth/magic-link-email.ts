import type { Language } from '../../contract/language.ts';
import { escapeHtml } from '../http/html.ts';
import { SIGN_IN_TEXTS } from './sign-in-texts.ts';

/**
 * The sign-in mail, in the language of the request that asked for it: the link, how long it
 * works, and what to do if it was not you.
 */
export function magicLinkEmail(options: {
  url: string;
  workshopName: string;
  validMinutes: number;
  language: Language;
}) {
  const texts = SIGN_IN_TEXTS[options.language].mail;
  const minutes = options.validMinutes;
  const url = escapeHtml(options.url);
  return {
    subject: texts.subject(options.workshopName),
    html: `<p>${texts.greeting}</p>
<p>${texts.pressButton(escapeHtml(options.workshopName), minutes)}</p>
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${texts.button}</a></p>
<p>${texts.buttonFails}<br>${url}</p>
<p>${texts.notYou}</p>`,
    text: `${texts.greeting}

${texts.openLink(options.workshopName, minutes)}
${options.url}

${texts.notYou}`,
  };
}
