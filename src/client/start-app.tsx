import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import type { SiteInfo } from '../contract/settings.ts';
import { App } from './app.tsx';
import { queryClient } from './lib/query-client.ts';
import { SITE_QUERY_KEY } from './lib/site-info.ts';

/** Renders the app into `root`, adopting the portal shell's page when it started as one. */
export function startApp(root: HTMLElement, startedAsPortalShell: boolean) {
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
}
