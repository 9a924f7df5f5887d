const LAST_RELOAD_KEY = 'spaak.staleChunkReloadAt';
const MIN_RELOAD_INTERVAL_MS = 60_000;

/**
 * After a release the server no longer has the chunks of a page that was opened before it, and
 * that page fails the first time it asks for one (another form, the toaster, the validation
 * schemas). Vite reports such a failure as `vite:preloadError`; the page then reloads to get
 * the new release, and the forms' drafts survive the reload. At most once a minute: a chunk
 * that is missing for another reason must not make the page reload in a loop, so the failure
 * then goes on as an error.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      const lastReload = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
      if (Date.now() - lastReload < MIN_RELOAD_INTERVAL_MS) return;
      sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    } catch {
      // Without session storage a reload could not tell that it is looping.
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
