import { type RefObject, useEffect, useRef } from 'react';

/** Each item of the list, marked with its key: `<li data-focus-item={id}>`. */
const ITEM = '[data-focus-item]';

/**
 * What a keyboard user can be on. The page and a dialog's own container are not: the browser and
 * a dialog's focus trap put focus there when the focused control goes.
 */
const CONTROL =
  'a[href], button:enabled, input:enabled, select:enabled, textarea:enabled, [tabindex]:not([tabindex="-1"])';

type Anchor = { key?: string; index: number; position: number; running: boolean };

const controlsOf = (item: HTMLElement) => [...item.querySelectorAll<HTMLElement>(CONTROL)];
const itemsOf = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>(ITEM) ?? []),
];

/**
 * The item's control to continue on: the first, or with `keepPosition` the one now where the
 * focused one was; else the first control of the next item, else of the one before.
 */
function targetOf(items: HTMLElement[], anchor: Anchor, keepPosition: boolean) {
  const at = items.findIndex((item) => item.dataset.focusItem === anchor.key);
  const own = items[at] ? controlsOf(items[at]) : [];
  const inPlace = own[keepPosition ? Math.min(anchor.position, own.length - 1) : 0];
  if (inPlace) return inPlace;
  const next = at >= 0 ? at + 1 : anchor.index;
  // After "load more" (no key), the first item it added, when that takes focus itself: a table
  // row without controls that a screen reader reads from.
  const added = anchor.key === undefined ? items[next] : undefined;
  if (added?.matches('[tabindex="-1"]')) return controlsOf(added)[0] ?? added;
  return [...items.slice(next), ...items.slice(0, next).reverse()]
    .map((item) => controlsOf(item)[0])
    .find(Boolean);
}

/**
 * An action on an item of a list disables its buttons while it runs and may remove its button
 * (mark read, approve) or the whole item (delete); the browser then drops focus to the page, and
 * a keyboard user has to start again from the top. Once the action and its dialog are over, and
 * only when focus is on no control, focus goes back to the item (see `targetOf`), else to
 * `fallback`. `list` goes on the element that holds the items; `markItem` marks the item an
 * action starts on; `markEnd` the place after the last item, for "load more", so that focus goes
 * to the first item it added.
 */
export function useFocusAfterAction<List extends HTMLElement>(options: {
  running: boolean;
  fallback: RefObject<HTMLElement | null>;
  keepPosition?: boolean;
}) {
  const { running, fallback, keepPosition = false } = options;
  const list = useRef<List>(null);
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
      if (document.activeElement?.matches(CONTROL)) return;
      (targetOf(itemsOf(list.current), current, keepPosition) ?? fallback.current)?.focus();
    }, 0);
  }, [running, fallback, keepPosition]);

  return {
    list,
    markItem: (key: string | number) => {
      const all = itemsOf(list.current);
      const index = all.findIndex((item) => item.dataset.focusItem === String(key));
      const focused = document.activeElement as HTMLElement | null;
      const position = all[index] && focused ? controlsOf(all[index]).indexOf(focused) : 0;
      anchor.current = { key: String(key), index, position: Math.max(position, 0), running: false };
    },
    markEnd: () => {
      anchor.current = { index: itemsOf(list.current).length, position: 0, running: false };
    },
  };
}
