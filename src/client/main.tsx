import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk.ts';
import './styles.css';

reloadOnStaleChunk();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const startedAsPortalShell = root.dataset.shell === PORTAL_SHELL.rootDataShell;

/** Settles once the browser has painted the page as it stands. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Settles once the page's first content is on screen: the browser reports that paint after it
 * is shown, which can be later than the frame `afterNextPaint` waits for.
 */
const afterFirstContentfulPaint = () =>
  PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: 'paint', buffered: true });
      })
    : afterNextPaint();

// The page's entry is this small module; the app comes after. On a portal path the header is
// already in the page, and a phone that had the app in its cache would otherwise evaluate
// all of it before painting anything: the header paints first, then the app takes over.
void (startedAsPortalShell ? afterFirstContentfulPaint() : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(afterNextPaint)
  .then(() => import('./start-app.tsx'))
  .then(({ startApp }) => startApp(root, startedAsPortalShell));
