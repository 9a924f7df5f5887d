import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/language.ts';
import { UI_TEXTS } from '../../lib/strings.ts';
import { dismissToast, TOAST_DURATION_MS, TOAST_HOTKEY, type ToastItem } from '../../lib/toast.ts';
import { TOAST_STYLES } from './toast-styles.ts';
import { useFocusClearOfToasts } from './use-focus-clear-of-toasts.ts';

function PlainToast({ item }: { item: ToastItem }) {
  const ui = useTexts(UI_TEXTS);
  // Shown a frame after its list, which may be new too: a screen reader reads what is added to
  // a live region, not a region that arrives with its content.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [item.id]);
  if (!shown) return null;
  return (
    <li className={`${TOAST_STYLES.toast} ${TOAST_STYLES.variants[item.variant]}`}>
      <div className="grid gap-1">
        {item.title && <div className={TOAST_STYLES.title}>{item.title}</div>}
        {item.description && <div className={TOAST_STYLES.description}>{item.description}</div>}
      </div>
      <button
        type="button"
        aria-label={ui.toastClose}
        className={TOAST_STYLES.close}
        onClick={() => dismissToast(item.id)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The toasts as the toaster shows them, without its swipe and pause: what stands in for it when
 * its code could not be fetched because the phone is offline, so that the toast saying so is
 * seen. Part of the first download; the toaster itself is not (app.tsx).
 */
export function PlainToasts({ toasts }: { toasts: readonly ToastItem[] }) {
  const ui = useTexts(UI_TEXTS);
  const viewport = useRef<HTMLOListElement>(null);
  const open = toasts.filter((item) => item.open);
  const viewportElement = useCallback(() => viewport.current, []);
  useFocusClearOfToasts(viewportElement, open.map((item) => item.id).join());
  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);
  return (
    <section aria-label={ui.toastRegionLabel.replace('{hotkey}', TOAST_HOTKEY)}>
      <ol ref={viewport} tabIndex={-1} aria-live="assertive" className={TOAST_STYLES.viewport}>
        {open.map((item) => (
          <PlainToast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
