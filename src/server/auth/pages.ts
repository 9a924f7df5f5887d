import { documentTitle } from '../../contract/client-routes.ts';
import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import { LANGUAGE_TAGS, type Language } from '../../contract/language.ts';
import { errorText } from '../errors.ts';
import { escapeHtml } from '../http/html.ts';
import { SIGN_IN_TEXTS } from './sign-in-texts.ts';

type PageOptions = { language: Language; workshopName: string };

/**
 * The few server-rendered pages of signing in: they work without JavaScript, straight from
 * a link in an e-mail, and need nothing from the client bundle.
 */
function page({ language, workshopName }: PageOptions, pageName: string, body: string) {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(pageName, workshopName))}</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #f3f4f6; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #111827; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
    padding: 32px; width: min(420px, calc(100vw - 32px)); box-sizing: border-box; }
  h1 { font-size: 1.5rem; margin: 0 0 12px; }
  p { line-height: 1.5; color: #374151; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 1rem;
    border: 1px solid #6b7280; border-radius: 6px; }
  button, .button { display: inline-block; margin-top: 16px; padding: 10px 18px; font-size: 1rem;
    background: #0f766e; color: #fff; border: 0; border-radius: 6px; cursor: pointer; text-decoration: none; }
  a { color: #0f766e; }
  .error { color: #b91c1c; font-weight: 600; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function signInPage(options: PageOptions & { error?: string; email?: string }) {
  const texts = SIGN_IN_TEXTS[options.language];
  const workshop = escapeHtml(options.workshopName);
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return page(
    options,
    texts.signIn,
    `<h1>${texts.signIn}</h1>
<p>${texts.askEmail(workshop)}</p>
${error}
<form method="post" action="/api/login">
  <label for="email">${texts.emailLabel}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
  <button type="submit">${texts.sendLink}</button>
</form>
<p><a href="/">${texts.backToWebsite}</a></p>`,
  );
}

export function magicLinkSentPage(options: PageOptions) {
  const texts = SIGN_IN_TEXTS[options.language];
  return page(
    options,
    texts.checkMailbox,
    `<h1>${texts.checkMailbox}</h1>
<p>${texts.linkSent}</p>
<p><a href="/api/login">${texts.noMailAskAgain}</a></p>`,
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
    `<h1>${texts.signIn}</h1>
<p>${texts.signInWithLink(escapeHtml(options.workshopName))}</p>
<form method="post" action="/api/auth/magic">
  <input type="hidden" name="token" value="${escapeHtml(options.token)}">
  <button type="submit">${texts.signIn}</button>
</form>`,
  );
}

export function magicLinkInvalidPage(options: PageOptions & { problem: SignInLinkProblem }) {
  const texts = SIGN_IN_TEXTS[options.language];
  return page(
    options,
    texts.linkInvalidTitle,
    `<h1>${texts.linkInvalidHeading}</h1>
<p>${errorText('SIGN_IN_LINK_INVALID', { problem: options.problem }, options.language)}</p>
<a class="button" href="/api/login">${texts.askNewLink}</a>`,
  );
}
