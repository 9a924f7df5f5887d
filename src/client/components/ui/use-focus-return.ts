import { useRef } from 'react';

/**
 * Radix gives focus back, when a dialog closes, to the dialog's own Trigger. The dashboard
 * opens its dialogs from state, without a Trigger, so focus dropped to the page and a keyboard
 * user started again at the top. These handlers, on the dialog's content, note what had focus
 * as it opened and give focus back there, when that is still on the page. When it is gone (an
 * action removed it), the default applies and the page decides (`useFocusAfterAction`).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
