import type { Language } from './language.ts';

/**
 * The customer portal's first paint. The build renders the portal's header with a loading
 * message into a file per language (`fileNameOf`, vite.config.ts); the server sends the one of
 * the request's language on the portal's paths with the markers replaced by its settings, and
 * the site information as JSON under `siteInfoElementId`. The browser paints the header before any script runs, and the app, once
 * loaded, renders the same header over it: no blank page on a slow phone connection.
 */
export const PORTAL_SHELL = {
  fileNameOf: (language: Language) => `portal-shell.${language}.html`,
  workshopNameMarker: '__SPAAK_WORKSHOP_NAME__',
  marketingUrlMarker: '__SPAAK_MARKETING_URL__',
  siteInfoElementId: 'spaak-site-info',
  /** `data-shell` of `#root` when the page starts as the portal shell. */
  rootDataShell: 'portal',
} as const;
