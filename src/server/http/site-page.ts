import { SIGN_IN_LANGUAGE_PARAMETER } from '../../contract/auth.ts';
import { documentTitle } from '../../contract/client-routes.ts';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from '../../contract/language.ts';
import { CONTROL_STYLE, LANGUAGE_SWITCH_STYLE, PAGE_FRAME } from '../../contract/page-styles.ts';
import { escapeHtml } from './html.ts';

/** What every page the server draws shows the same: the workshop, and the look of the portals. */
export type ServerPageSite = {
  workshopName: string;
  /** The workshop's own website, where the band's Home link goes, as on form C. */
  marketingUrl: string;
  /** The built client's stylesheet (undefined without a build): the portals' look. */
  stylesheet: string | undefined;
};

export type ServerPageOptions = ServerPageSite & {
  language: Language;
  /**
   * The address that shows this page again (a `GET`), which the language switch opens with
   * `lang`: the answer to a form is shown again as the form. Null: the address the page was
   * opened at, by a link relative to it.
   */
  here: string | null;
  /** The band's words in the page's language: the switch's name and the Home link. */
  band: { language: string; home: string };
};

/** Lucide's house, the Home icon of the portals' band, drawn here without React. */
const HOME_ICON = `<svg class="${PAGE_FRAME.linkIcon}" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/></svg>`;

/** The classes of the text, forms and links inside a server page's card. */
export const SERVER_PAGE_STYLE = {
  text: 'leading-relaxed text-gray-700',
  label: 'mb-1 block text-sm font-medium text-gray-900',
  input: `${CONTROL_STYLE.input} ${CONTROL_STYLE.validBorder}`,
  button: `${CONTROL_STYLE.button} ${CONTROL_STYLE.primary}`,
  link: 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800',
  error: 'font-medium text-red-700',
} as const;

/** `here` with the language asked for in its query, which the pages' routes read first. */
function inLanguage(here: string | null, language: Language) {
  if (here === null) return `?${SIGN_IN_LANGUAGE_PARAMETER}=${language}`;
  const url = new URL(here, 'http://localhost');
  url.searchParams.set(SIGN_IN_LANGUAGE_PARAMETER, language);
  return `${url.pathname}${url.search}`;
}

/**
 * The portals' language switch without a script (the CSP allows none inline): the chosen
 * language, and a link that opens this page in the other one. Drawn for the brand's band.
 */
export function languageSwitch({
  language,
  here,
  band,
}: Pick<ServerPageOptions, 'language' | 'here'> & { band: { language: string } }) {
  const options = LANGUAGES.map((option) =>
    option === language
      ? `<span class="${LANGUAGE_SWITCH_STYLE.option} ${LANGUAGE_SWITCH_STYLE.chosen}" lang="${option}" aria-current="true">${LANGUAGE_NAMES[option]}</span>`
      : `<a class="${LANGUAGE_SWITCH_STYLE.option} ${LANGUAGE_SWITCH_STYLE.other}" lang="${option}" hreflang="${LANGUAGE_TAGS[option]}" href="${escapeHtml(inLanguage(here, option))}">${LANGUAGE_NAMES[option]}</a>`,
  );
  return `<div role="group" aria-label="${band.language}" class="${LANGUAGE_SWITCH_STYLE.group}">${options.join('')}</div>`;
}

/**
 * A page the server draws without the client bundle (the sign-in pages, a customer's private
 * page): they work without JavaScript, straight from a link in an e-mail. They wear the
 * portals' band (`SiteFrame` in the client, decision 035), with the page's title in it, and
 * hold `body` in a card, or each of its parts in a card of its own. `head` adds to the page's
 * head (a `robots` meta).
 */
export function serverPage(
  options: ServerPageOptions,
  page: { name: string; heading: string; body: string | string[]; head?: string },
) {
  const { language, workshopName, marketingUrl, stylesheet, band } = options;
  const stylesheetLink = stylesheet
    ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`
    : '';
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.head ?? ''}<title>${escapeHtml(documentTitle(page.name, workshopName))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheetLink}
</head>
<body>
<div class="${PAGE_FRAME.page}">
<header class="${PAGE_FRAME.header}">
<nav class="${PAGE_FRAME.bar}">
<a href="/" class="${PAGE_FRAME.wordmark}">${escapeHtml(workshopName)}</a>
${languageSwitch(options)}
<a href="${escapeHtml(marketingUrl)}" class="${PAGE_FRAME.link}">${HOME_ICON}${band.home}</a>
</nav>
<div class="${PAGE_FRAME.hero}"><h1 class="${PAGE_FRAME.title}">${page.heading}</h1></div>
</header>
<main class="${PAGE_FRAME.main}">
${[page.body]
  .flat()
  .map((card) => `<div class="${PAGE_FRAME.card} flex flex-col gap-4 p-6">\n${card}\n</div>`)
  .join('\n')}
</main>
</div>
</body>
</html>`;
}
