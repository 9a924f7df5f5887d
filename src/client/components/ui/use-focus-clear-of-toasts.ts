import { useEffect } from 'react';

/**
 * When a toast opens over the field being worked on, scrolls that field up to clear it (the
 * page's scroll padding below keeps it above the toast, styles.css). `openIds`: the toasts open
 * now, so that each new one is checked once it is on screen.
 */
export function useFocusClearOfToasts(viewport: () => Element | null, openIds: string) {
  useEffect(() => {
    if (!openIds) return;
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      const toasts = viewport()?.querySelectorAll('li');
      if (!focused || focused === document.body || !toasts) return;
      const field = focused.getBoundingClientRect();
      const covered = [...toasts].some((toast) => {
        const box = toast.getBoundingClientRect();
        return (
          box.left < field.right &&
          field.left < box.right &&
          box.top < field.bottom &&
          field.top < box.bottom
        );
      });
      if (covered) focused.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [viewport, openIds]);
}
