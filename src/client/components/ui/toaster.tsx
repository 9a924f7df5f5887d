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

const VARIANTS = {
  default: 'border-gray-200 bg-white text-gray-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/** Renders the toasts of `toast()`; mounted once, beside the routes. */
export function Toaster() {
  const ui = useTexts(UI_TEXTS);
  const toasts = useToasts();
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
            'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            VARIANTS[item.variant],
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            )}
            {item.description && (
              <Toast.Description className="text-sm">{item.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={ui.toastClose}
            className="absolute top-2 right-2 rounded-md p-1 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={ui.toastRegionLabel}
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
