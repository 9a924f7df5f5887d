import { SIGN_IN_LANGUAGE_PARAMETER } from '../../contract/auth.ts';
import { documentTitle } from '../../contract/client-routes.ts';
import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from '../../contract/language.ts';
import { CONTROL_STYLE, LANGUAGE_SWITCH_STYLE, PAGE_FRAME } from '../../contract/page-styles.ts';
import { errorText } from '../errors.ts';
import { escapeHtml } from '../http/html.ts';
import { SIGN_IN_TEXTS } from './sign-in-texts.ts';

/** What every sign-in page shows the same: the workshop, and the look of the portals. */
export type SignInSite = {
  workshopName: string;
  /** The workshop's own website, where the band's Home link goes, as on form C. */
  marketingUrl: string;
  /** The built client's stylesheet (undefined without a build): the portals' look. */
  stylesheet: string | undefined;
};

type PageOptions = SignInSite & {
  language: Language;
  /**
   * The address that shows this page again (a `GET`), which the language switch opens with
   * `lang`: the answer to a form is shown again as the form.
   */
  here: string;
};

/** Lucide's house, the Home icon of the portals' band, drawn here without React. */
const HOME_ICON = `<svg class="${PAGE_FRAME.linkIcon}" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/></svg>`;

const FORM = {
  text: 'leading-relaxed text-gray-700',
  label: 'mb-1 block text-sm font-medium text-gray-900',
  input: `${CONTROL_STYLE.input} ${CONTROL_STYLE.validBorder}`,
  button: `${CONTROL_STYLE.button} ${CONTROL_STYLE.primary}`,
  link: 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800',
  error: 'font-medium text-red-700',
} as const;

/** `here` with the language asked for in its query, which the sign-in routes read first. */
function inLanguage(here: string, language: Language) {
  const url = new URL(here, 'http://localhost');
  url.searchParams.set(SIGN_IN_LANGUAGE_PARAMETER, language);
  return `${url.pathname}${url.search}`;
}

/**
 * The portals' language switch without a script (the CSP allows none inline): the chosen
 * language, and a link that opens this page in the other one.
 */
function languageSwitch({ language, here }: PageOptions) {
  const options = LANGUAGES.map((option) =>
    option === language
      ? `<span class="${LANGUAGE_SWITCH_STYLE.option} ${LANGUAGE_SWITCH_STYLE.chosen}" lang="${option}" aria-current="true">${LANGUAGE_NAMES[option]}</span>`
      : `<a class="${LANGUAGE_SWITCH_STYLE.option} ${LANGUAGE_SWITCH_STYLE.other}" lang="${option}" hreflang="${LANGUAGE_TAGS[option]}" href="${escapeHtml(inLanguage(here, option))}">${LANGUAGE_NAMES[option]}</a>`,
  );
  return `<div role="group" aria-label="${SIGN_IN_TEXTS[language].language}" class="${LANGUAGE_SWITCH_STYLE.group}">${options.join('')}</div>`;
}

/**
 * The few server-rendered pages of signing in: they work without JavaScript, straight from
 * a link in an e-mail, and need nothing from the client bundle. They wear the portals' band
 * (`SiteFrame` in the client, decision 035), with the page's title in it.
 */
function page(options: PageOptions, pageName: string, heading: string, body: string) {
  const { language, workshopName, marketingUrl, stylesheet } = options;
  const texts = SIGN_IN_TEXTS[language];
  const stylesheetLink = stylesheet
    ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`
    : '';
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(pageName, workshopName))}</title>
${stylesheetLink}
</head>
<body>
<div class="${PAGE_FRAME.page}">
<header class="${PAGE_FRAME.header}">
<nav class="${PAGE_FRAME.bar}">
<a href="/" class="${PAGE_FRAME.wordmark}">${escapeHtml(workshopName)}</a>
${languageSwitch(options)}
<a href="${escapeHtml(marketingUrl)}" class="${PAGE_FRAME.link}">${HOME_ICON}${texts.home}</a>
</nav>
<div class="${PAGE_FRAME.hero}"><h1 class="${PAGE_FRAME.title}">${heading}</h1></div>
</header>
<main class="${PAGE_FRAME.main}">
<div class="${PAGE_FRAME.card} flex flex-col gap-4 p-6">
${body}
</div>
</main>
</div>
</body>
</html>`;
}

export function signInPage(options: PageOptions & { error?: string; email?: string }) {
  const texts = SIGN_IN_TEXTS[options.language];
  const workshop = escapeHtml(options.workshopName);
  const error = options.error
    ? `<p class="${FORM.error}" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return page(
    options,
    texts.signIn,
    texts.signIn,
    `<p class="${FORM.text}">${texts.askEmail(workshop)}</p>
${error}
<form method="post" action="/api/login" class="flex flex-col gap-4">
  <div>
    <label for="email" class="${FORM.label}">${texts.emailLabel}</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}" class="${FORM.input}">
  </div>
  <div><button type="submit" class="${FORM.button}">${texts.sendLink}</button></div>
</form>
<p><a href="/" class="${FORM.link}">${texts.backToWebsite}</a></p>`,
  );
}

export function magicLinkSentPage(options: PageOptions) {
  const texts = SIGN_IN_TEXTS[options.language];
  return page(
    options,
    texts.checkMailbox,
    texts.checkMailbox,
    `<p class="${FORM.text}">${texts.linkSent}</p>
<p><a href="/api/login" class="${FORM.link}">${texts.noMailAskAgain}</a></p>`,
  );
}

/**
 * What an e-mailed link opens. Only the button signs in: programs that open every link in a
 * mail to check it (as many company mail services do) would otherwise use the link up before
 * its owner clicks it.
 */
export function magicLinkConfirmPage(options: PageOptions & { token: string }) {
  const texts = SIGN_IN_TEXTS[options.language];
  return page(
    options,
    texts.signIn,
    texts.signIn,
    `<p class="${FORM.text}">${texts.signInWithLink(escapeHtml(options.workshopName))}</p>
<form method="post" action="/api/auth/magic">
  <input type="hidden" name="token" value="${escapeHtml(options.token)}">
  <button type="submit" class="${FORM.button}">${texts.signIn}</button>
</form>`,
  );
}

export function magicLinkInvalidPage(options: PageOptions & { problem: SignInLinkProblem }) {
  const texts = SIGN_IN_TEXTS[options.language];
  return page(
    options,
    texts.linkInvalidTitle,
    texts.linkInvalidHeading,
    `<p class="${FORM.text}">${errorText('SIGN_IN_LINK_INVALID', { problem: options.problem }, options.language)}</p>
<p><a class="${FORM.button}" href="/api/login">${texts.askNewLink}</a></p>`,
  );
}
