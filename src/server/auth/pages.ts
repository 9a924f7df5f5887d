import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import { errorText } from '../errors.ts';
import { escapeHtml } from '../http/html.ts';
import {
  SERVER_PAGE_STYLE as FORM,
  type ServerPageOptions,
  type ServerPageSite,
  serverPage,
} from '../http/site-page.ts';
import { SIGN_IN_TEXTS } from './sign-in-texts.ts';

/** What every sign-in page shows the same: the workshop, and the look of the portals. */
export type SignInSite = ServerPageSite;

type PageOptions = Omit<ServerPageOptions, 'band'>;

/** A sign-in page in the portals' band, with the band's words in its language. */
function page(options: PageOptions, name: string, heading: string, body: string) {
  const texts = SIGN_IN_TEXTS[options.language];
  return serverPage(
    { ...options, band: { language: texts.language, home: texts.home } },
    { name, heading, body },
  );
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
