import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '../../lib/toast.ts';
import { cn } from './cn.ts';

/** Where toasts appear: F8 focuses it, swiping right by 50 px dismisses a toast. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-gray-200 bg-white text-gray-900',
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            )}
            {item.description && (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Sluiten"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:ring-2 focus:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
