const LAST_RELOAD_KEY = 'spaak.staleChunkReloadAt';
const MIN_RELOAD_INTERVAL_MS = 60_000;

/**
 * After a release the server no longer has the chunks of a page that was opened before it, and
 * that page fails the first time it asks for one (another form, the toaster, the validation
 * schemas). Vite reports such a failure as `vite:preloadError`; the failure goes on as an
 * error (the app's error boundaries show it), and once the server answers, the page reloads to
 * get the new release; the forms' drafts survive the reload. A chunk that failed because the
 * server or the network is down reloads nothing: that would replace the page, and what was
 * typed in it, with the browser's error page. At most once a minute: a chunk that is missing
 * for another reason must not make the page reload in a loop.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', () => void reloadIfServerAnswers());
}

async function reloadIfServerAnswers() {
  try {
    const lastReload = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - lastReload < MIN_RELOAD_INTERVAL_MS) return;
    const health = await fetch('/api/health', { cache: 'no-store' });
    if (!health.ok) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  } catch {
    // The server is out of reach, or without session storage a reload could not tell that it
    // is looping.
    return;
  }
  window.location.reload();
}
