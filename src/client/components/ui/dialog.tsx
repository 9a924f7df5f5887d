import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTexts } from '../../lib/language.ts';
import { UI_TEXTS } from '../../lib/strings.ts';
import { useConfirmBeforeLeaving } from '../../lib/use-confirm-before-leaving.ts';
import { useFocusReturn } from './use-focus-return.ts';

/**
 * A modal dialog: focus is trapped, Escape and the close button close it, and its body scrolls
 * within the screen's height (docs/product.md#client-behaviour: detail areas scroll with a limited
 * height). A dialog that `holdsInput` ignores clicks outside it, so a stray click does not throw
 * away what was typed; once something is typed in it, Escape no longer closes it (its close and
 * cancel buttons do) and leaving the page asks first. It opens with the cursor in its first field,
 * and gives focus back to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  holdsInput = false,
  ...panel
}: Omit<PanelProps, 'holdsInput'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  holdsInput?: boolean;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <DialogPanel {...panel} holdsInput={holdsInput} />
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type PanelProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  holdsInput: boolean;
};

/** A dialog to fill in opens with the cursor in its first field, not on its close button. */
function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
    'input:not([type="hidden"]), select, textarea, [contenteditable="true"]',
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * 32 rem wide unless `className` names a width of its own. Classes are joined, not merged, so
 * with both the stylesheet's order would decide, and there `max-w-lg` comes after the wider ones.
 */
const widthOf = (className?: string) => (className?.includes('max-w-') ? undefined : 'max-w-lg');

/** The dialog itself; mounted only while the dialog is open, so what it tracks starts afresh. */
function DialogPanel({ title, description, children, footer, className, holdsInput }: PanelProps) {
  const ui = useTexts(UI_TEXTS);
  const [typedIn, setTypedIn] = useState(false);
  useConfirmBeforeLeaving(typedIn);
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Content
      {...(description ? {} : { 'aria-describedby': undefined })}
      onInteractOutside={holdsInput ? (event) => event.preventDefault() : undefined}
      onInput={holdsInput ? () => setTypedIn(true) : undefined}
      onEscapeKeyDown={typedIn ? (event) => event.preventDefault() : undefined}
      onOpenAutoFocus={(event) => {
        focusReturn.onOpenAutoFocus();
        if (holdsInput) focusFirstField(event);
      }}
      onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      className={cn(
        'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
        'rounded-lg border border-gray-200 bg-white text-gray-900 shadow-lg focus:outline-none',
        widthOf(className),
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 p-4">
        <div className="grid gap-1">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-gray-600">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        <DialogPrimitive.Close
          className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          aria-label={ui.close}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
      {footer ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 p-4">
          {footer}
        </div>
      ) : null}
    </DialogPrimitive.Content>
  );
}
