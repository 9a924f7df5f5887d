// Build time only (vite.config.ts): the HTML of the portal shell, with markers where the
// server puts its settings. Never part of the browser's bundle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import type { SiteInfo } from '../contract/settings.ts';
import { PortalLoading } from './features/intake/multi-bike/portal-shell.tsx';
import { SITE_QUERY_KEY } from './features/intake/shared/api.ts';

export function renderPortalShell(): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Partial<SiteInfo>>(SITE_QUERY_KEY, {
    workshopName: PORTAL_SHELL.workshopNameMarker,
    marketingUrl: PORTAL_SHELL.marketingUrlMarker,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <PortalLoading />
    </QueryClientProvider>,
  );
}
