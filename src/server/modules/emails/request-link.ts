import type { Language } from '../../../contract/language.ts';
import { PRIVATE_LINK_TEXTS } from '../../../contract/texts/private-link.ts';
import { escapeHtml } from '../../http/html.ts';

// Every mail about a request ends with the customer's private link (decision 045). The outbox
// keeps the mail for good, so it keeps only a marker where the link goes; the link is filled in
// when the mail is sent, so a mail sent after 'Nieuwe link sturen' carries the new one.

/**
 * An element sanitize-html never lets through a template (it is no allowed tag, and a `<` in
 * text is escaped), so it marks only the place this file put there; it holds the link's words.
 */
const HTML_MARKER = /<spaak-request-link>([^<]*)<\/spaak-request-link>/;

/** The text part's marker: always its very end, after everything a template could write. */
const TEXT_MARKER = '<spaak-request-link>';

type MailBodies = { html: string; text: string };

/** The mail with 'Bekijk je aanvraag' and the marker of the link added at its end. */
export function withRequestLink(mail: MailBodies, language: Language): MailBodies {
  const words = PRIVATE_LINK_TEXTS[language].mail.viewRequest;
  return {
    html: `${mail.html}\n<p><spaak-request-link>${words}</spaak-request-link></p>`,
    text: `${mail.text}\n\n${words}: ${TEXT_MARKER}`,
  };
}

/** Whether a stored mail waits for its request's link. */
export const awaitsRequestLink = (mail: MailBodies) => HTML_MARKER.test(mail.html);

/**
 * The mail as it is sent: the marker replaced by the link, or, for a request that has none any
 * more (deleted meanwhile), the line of the link left out.
 */
export function fillRequestLink(mail: MailBodies, link: string | null): MailBodies {
  const text = mail.text.endsWith(TEXT_MARKER)
    ? mail.text.slice(0, -TEXT_MARKER.length)
    : mail.text;
  if (link === null) {
    return {
      html: mail.html.replace(/\n?<p><spaak-request-link>[^<]*<\/spaak-request-link><\/p>/, ''),
      text: text.replace(/\n\n[^\n]*: $/, ''),
    };
  }
  return {
    html: mail.html.replace(
      HTML_MARKER,
      (_whole, words: string) => `<a href="${escapeHtml(link)}">${words}</a>`,
    ),
    text: `${text}${link}`,
  };
}
