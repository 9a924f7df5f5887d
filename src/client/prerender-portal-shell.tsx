// Build time only (vite.config.ts): the HTML of the portal shell, with markers where the
// server puts its settings. Never part of the browser's bundle.
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { MULTI_BIKE_PORTAL_PATHS } from '../contract/client-routes.ts';
import type { Language } from '../contract/language.ts';
import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import type { SiteInfo } from '../contract/settings.ts';
import { App } from './app.tsx';
import { showLanguage } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { SITE_QUERY_KEY } from './lib/site-info.ts';

/**
 * The whole app's first render on a form C path in `language` while the user lookup is under
 * way, as the browser will hydrate it: `renderToString`, so React finds its own Suspense
 * markers again.
 */
export async function renderPortalShell(language: Language): Promise<string> {
  await showLanguage(language);
  queryClient.setQueryData<Partial<SiteInfo>>(SITE_QUERY_KEY, {
    workshopName: PORTAL_SHELL.workshopNameMarker,
    marketingUrl: PORTAL_SHELL.marketingUrlMarker,
  });
  return renderToString(
    <Router ssrPath={MULTI_BIKE_PORTAL_PATHS[0]}>
      <App startedAsPortalShell />
    </Router>,
  );
}
