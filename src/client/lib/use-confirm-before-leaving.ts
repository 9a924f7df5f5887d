import { useEffect } from 'react';

/**
 * While `active`, closing, reloading or leaving the page first asks the browser's own "leave
 * this page?" question, so typed text is not thrown away by a stray Ctrl+W, or by the reload
 * that fetches a new release (`reloadOnStaleChunk`).
 */
export function useConfirmBeforeLeaving(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers from before 2023 ask only when a return value is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
