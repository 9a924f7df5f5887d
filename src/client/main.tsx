import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import type { SiteInfo } from '../contract/settings.ts';
import { App } from './app.tsx';
import { SITE_QUERY_KEY } from './features/intake/shared/api.ts';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The portal shell's page carries the site information: no request for it, no name changing
// under the customer's eyes.
const siteInfo = document.getElementById(PORTAL_SHELL.siteInfoElementId)?.textContent;
if (siteInfo) queryClient.setQueryData<SiteInfo>(SITE_QUERY_KEY, JSON.parse(siteInfo));

const startedAsPortalShell = root.dataset.shell === PORTAL_SHELL.rootDataShell;
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
