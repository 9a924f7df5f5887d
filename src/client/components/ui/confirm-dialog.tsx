import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/language.ts';
import { UI_TEXTS } from '../../lib/strings.ts';
import { buttonVariants } from './button.tsx';
import { useFocusReturn } from './use-focus-return.ts';

/**
 * Asks before an action that cannot be taken back (docs/product.md#client-behaviour: deleting a
 * label or a request, removing an admin, duplicating a request). `onConfirm` runs when the confirm
 * button is chosen.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  const ui = useTexts(UI_TEXTS);
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-gray-200 bg-white p-6 text-gray-900 shadow-lg"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-gray-700">
            {description}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants('outline')}>
              {ui.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants(destructive ? 'destructive' : 'default')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
