import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useTexts } from '../../lib/language.ts';
import { UI_TEXTS } from '../../lib/strings.ts';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from '../../lib/toast.ts';
import { TOAST_STYLES } from './toast-styles.ts';
import { useFocusClearOfToasts } from './use-focus-clear-of-toasts.ts';

const toastViewport = () => document.querySelector('.toast-viewport');

/** Renders the toasts of `toast()`; mounted once, beside the routes. */
export function Toaster() {
  const ui = useTexts(UI_TEXTS);
  const toasts = useToasts();
  useFocusClearOfToasts(
    toastViewport,
    toasts
      .filter((item) => item.open)
      .map((item) => item.id)
      .join(),
  );
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={ui.toastLabel}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            TOAST_STYLES.toast,
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            TOAST_STYLES.variants[item.variant],
          )}
        >
          <div className="grid gap-1">
            {item.title && <Toast.Title className={TOAST_STYLES.title}>{item.title}</Toast.Title>}
            {item.description && (
              <Toast.Description className={TOAST_STYLES.description}>
                {item.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close aria-label={ui.toastClose} className={TOAST_STYLES.close}>
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={ui.toastRegionLabel}
        className={TOAST_STYLES.viewport}
      />
    </Toast.Provider>
  );
}
