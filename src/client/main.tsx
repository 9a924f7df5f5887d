import { PORTAL_SHELL } from '../contract/portal-shell.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const startedAsPortalShell = root.dataset.shell === PORTAL_SHELL.rootDataShell;

/** Settles once the browser has painted the page as it stands. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// The page's entry is this small module; the app comes after. On a portal path the header is
// already in the page, and a phone that had the app in its cache would otherwise evaluate
// all of it before painting anything: the header paints first, then the app takes over.
void (startedAsPortalShell ? afterNextPaint() : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(afterNextPaint)
  .then(() => import('./start-app.tsx'))
  .then(({ startApp }) => startApp(root, startedAsPortalShell));
