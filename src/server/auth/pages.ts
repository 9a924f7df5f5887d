import type { SignInLinkProblem } from '../../contract/errors/codes.ts';
import { errorText } from '../errors.ts';
import { escapeHtml } from '../http/html.ts';

/**
 * The few server-rendered pages of signing in: they work without JavaScript, straight from
 * a link in an e-mail, and need nothing from the client bundle.
 */
function page(title: string, body: string) {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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

export function signInPage(options: { workshopName: string; error?: string; email?: string }) {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return page(
    `Inloggen – ${options.workshopName}`,
    `<h1>Inloggen</h1>
<p>Vul je e-mailadres in. We sturen je een link waarmee je inlogt bij ${escapeHtml(options.workshopName)}.</p>
${error}
<form method="post" action="/api/login">
  <label for="email">E-mailadres</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
  <button type="submit">Stuur inloglink</button>
</form>
<p><a href="/">Terug naar de website</a></p>`,
  );
}

export const MAGIC_LINK_SENT_MESSAGE =
  'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een inloglink. De link werkt 15 minuten.';

export function magicLinkSentPage(options: { workshopName: string }) {
  return page(
    `Controleer je e-mail – ${options.workshopName}`,
    `<h1>Controleer je e-mail</h1>
<p>${escapeHtml(MAGIC_LINK_SENT_MESSAGE)}</p>
<p><a href="/api/login">Geen e-mail ontvangen? Vraag een nieuwe link aan</a></p>`,
  );
}

/**
 * What an e-mailed link opens. Only the button signs in: programs that open every link in a
 * mail to check it (as many company mail services do) would otherwise use the link up before
 * its owner clicks it.
 */
export function magicLinkConfirmPage(options: { workshopName: string; token: string }) {
  return page(
    `Inloggen – ${options.workshopName}`,
    `<h1>Inloggen</h1>
<p>Log in bij ${escapeHtml(options.workshopName)} met de link uit je e-mail.</p>
<form method="post" action="/api/auth/magic">
  <input type="hidden" name="token" value="${escapeHtml(options.token)}">
  <button type="submit">Inloggen</button>
</form>`,
  );
}

export function magicLinkInvalidPage(options: {
  workshopName: string;
  problem: SignInLinkProblem;
}) {
  return page(
    `Inloglink ongeldig – ${options.workshopName}`,
    `<h1>Inloglink werkt niet</h1>
<p>${errorText('SIGN_IN_LINK_INVALID', { problem: options.problem })}</p>
<a class="button" href="/api/login">Vraag een nieuwe link aan</a>`,
  );
}
