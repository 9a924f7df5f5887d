import { type RefObject, useEffect, useRef } from 'react';
import type { RequestItem } from '../api/list-service-requests.ts';

/** Each row's ticket-number button, where focus goes back to (RequestsTable marks them). */
const ROW_BUTTON = 'button[data-request-id]';

type Anchor = { id: number; index: number; running: boolean };

/**
 * A row action disables the table's buttons while it runs and may remove its button (approve,
 * reject) or the whole row (archive, delete); the browser then drops focus to the page, and a
 * keyboard user has to start again from the top. Once the action and its dialog are over, focus
 * goes to the row's ticket number, else to the row that took its place, else to `fallback`.
 * Returns the function that marks the row an action starts on.
 */
export function useFocusAfterRowAction(options: {
  running: boolean;
  items: RequestItem[];
  table: RefObject<HTMLElement | null>;
  fallback: RefObject<HTMLElement | null>;
}) {
  const { running, items, table, fallback } = options;
  const anchor = useRef<Anchor | null>(null);

  useEffect(() => {
    const current = anchor.current;
    if (!current) return;
    if (running) {
      current.running = true;
      return;
    }
    if (!current.running) return;
    anchor.current = null;
    // After a closing dialog has returned focus to its trigger (Radix does so in a timeout),
    // and only when that trigger is gone.
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const rows = [...(table.current?.querySelectorAll<HTMLElement>(ROW_BUTTON) ?? [])];
      const target =
        rows.find((row) => row.dataset.requestId === String(current.id)) ??
        rows[Math.min(current.index, rows.length - 1)] ??
        fallback.current;
      target?.focus();
    }, 0);
  }, [running, table, fallback]);

  return (item: RequestItem) => {
    anchor.current = { id: item.id, index: items.indexOf(item), running: false };
  };
}
