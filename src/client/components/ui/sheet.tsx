import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTexts } from '../../lib/language.ts';
import { UI_TEXTS } from '../../lib/strings.ts';
import { useFocusReturn } from './use-focus-return.ts';

/** How much of a laptop's width the panel takes; on a phone it is always the whole screen. */
const WIDTHS = {
  /** A drawer beside the page (notifications). */
  narrow: 'max-w-md',
  /** A page of its own over the list (a request read in full): 78 % from 1024 px on. */
  wide: 'lg:max-w-[78vw]',
};

/**
 * A dialog that slides in from the right edge at full height, opened by its `trigger` or, without
 * one, from state: for a panel beside the page (the notification drawer, a request read in
 * full). Focus is trapped and Escape closes it, as in any modal dialog; `actions` sit in the
 * header beside the close button, `footer` stays at the bottom while the body scrolls. The title
 * takes focus from script (`titleRef`), for when what had focus in the panel is gone. Opened from
 * state, it gives focus back to what had it, as `Dialog` does.
 */
export function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  titleRef,
  description,
  actions,
  footer,
  width = 'narrow',
  onKeyDown,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
  description: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  width?: keyof typeof WIDTHS;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}) {
  const ui = useTexts(UI_TEXTS);
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          {...(trigger ? {} : focusReturn)}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex h-full w-full flex-col border-l border-gray-200 bg-white text-gray-900 shadow-xl focus:outline-none',
            WIDTHS[width],
          )}
        >
          <header className="flex flex-col gap-3 border-b border-gray-200 p-4">
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <DialogPrimitive.Title
                  ref={titleRef}
                  tabIndex={-1}
                  className="text-lg font-semibold focus:outline-none"
                >
                  {title}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="text-sm text-gray-600">
                  {description}
                </DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close
                aria-label={ui.close}
                className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 p-4">
              {footer}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
