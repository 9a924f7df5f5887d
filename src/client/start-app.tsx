import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { DEFAULT_LANGUAGE } from '../contract/language.ts';
import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import type { SiteInfo } from '../contract/settings.ts';
import { App } from './app.tsx';
import {
  chooseLanguage,
  currentLanguage,
  languageOfTag,
  rememberedLanguage,
  showLanguage,
  startingLanguage,
} from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { SITE_QUERY_KEY } from './lib/site-info.ts';

// The page's CSP allows no eval, so zod's compiled parsers cannot run here; without this, zod
// probes with `new Function` at its first parse and the browser reports a CSP violation.
configureZod({ jitless: true });

/**
 * The language the app starts in. The portal shell is in the one the server chose for it (the
 * cookie of a person's choice, else the browser's Accept-Language), and hydration must find
 * the same words; any other page starts in this browser's choice, else the browser's language.
 * Without a connection for the English texts, the page stays Dutch.
 */
async function startLanguage(startedAsPortalShell: boolean) {
  const shellLanguage = startedAsPortalShell
    ? languageOfTag(document.documentElement.lang)
    : undefined;
  await showLanguage(shellLanguage ?? startingLanguage()).catch(() =>
    showLanguage(DEFAULT_LANGUAGE),
  );
}

/**
 * A choice this browser holds that the server did not see (its cookie was cleared or ran
 * out): the page follows it, and the cookie is set again for the next page.
 */
function followRememberedChoice() {
  const remembered = rememberedLanguage();
  if (remembered && remembered !== currentLanguage()) {
    // Without a connection for its texts, the page stays as the server sent it.
    chooseLanguage(remembered).catch(() => {});
  }
}

/** Renders the app into `root`, adopting the portal shell's page when it started as one. */
export async function startApp(root: HTMLElement, startedAsPortalShell: boolean) {
  await startLanguage(startedAsPortalShell);
  // Every page the server sends carries the site information: no request for it, no name
  // changing under the customer's eyes.
  const siteInfo = document.getElementById(PORTAL_SHELL.siteInfoElementId)?.textContent;
  if (siteInfo) queryClient.setQueryData<SiteInfo>(SITE_QUERY_KEY, JSON.parse(siteInfo));

  const app = (
    <StrictMode>
      <App startedAsPortalShell={startedAsPortalShell} />
    </StrictMode>
  );
  // The shell is the app's own first render (the loading state, with the same site
  // information), so React adopts the painted page instead of painting it again. The page is
  // already on screen, so hydration runs as a transition: in slices that leave a phone's main
  // thread free for the customer's first tap.
  if (startedAsPortalShell) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  followRememberedChoice();
}
