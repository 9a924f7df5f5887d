import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'spaak:intake-draft:';

/**
 * A call to the browser's storage, or to what it held, that may throw: storage blocked
 * (private mode), full, or holding something that is not JSON. The forms work without it, so
 * a failure is undefined.
 */
function quietly<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}

const read = <T>(key: string, isDraft: (value: unknown) => value is T): T | undefined =>
  quietly(() => {
    const stored = window.localStorage.getItem(PREFIX + key);
    if (!stored) return undefined;
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) ? parsed : undefined;
  });

/**
 * Form state that survives a page reload until it is sent: kept in `localStorage` under one key
 * per form. `isDraft` checks what was stored (an older shape is dropped); `clear()` forgets the
 * draft and starts again from `createInitial()`. Without storage (private mode) it is plain state.
 */
export function useFormDraft<T>(
  key: string,
  createInitial: () => T,
  isDraft: (value: unknown) => value is T,
) {
  const [value, setValue] = useState<T>(() => read(key, isDraft) ?? createInitial());
  const skipSave = useRef(false);

  useEffect(() => {
    if (skipSave.current) {
      skipSave.current = false;
      return;
    }
    quietly(() => window.localStorage.setItem(PREFIX + key, JSON.stringify(value)));
  }, [key, value]);

  const clear = useCallback(() => {
    quietly(() => window.localStorage.removeItem(PREFIX + key));
    skipSave.current = true;
    setValue(createInitial());
  }, [key, createInitial]);

  return [value, setValue, clear] as const;
}

const CONFIRMATION_PREFIX = 'spaak:intake-confirmation:';

const pageWasReloaded = () =>
  performance
    .getEntriesByType('navigation')
    .some((entry) => (entry as PerformanceNavigationTiming).type === 'reload');

/**
 * What the last request this tab sent from a form came back with (its number), kept in
 * `sessionStorage`: a reload of the confirmation shows it again instead of an empty form that
 * has lost the number. Opening the form anew (a link, the address typed again: the next
 * customer on the workshop's tablet), another tab, or `forget` starts afresh.
 */
export function useConfirmation<T extends string | number>(key: string) {
  const storageKey = CONFIRMATION_PREFIX + key;
  const [value, setValue] = useState<T | undefined>(() =>
    quietly(() => {
      const stored = window.sessionStorage.getItem(storageKey);
      if (stored !== null && pageWasReloaded()) return JSON.parse(stored) as T;
      window.sessionStorage.removeItem(storageKey);
      return undefined;
    }),
  );
  const confirm = useCallback(
    (next: T) => {
      quietly(() => window.sessionStorage.setItem(storageKey, JSON.stringify(next)));
      setValue(next);
    },
    [storageKey],
  );
  const forget = useCallback(() => {
    quietly(() => window.sessionStorage.removeItem(storageKey));
    setValue(undefined);
  }, [storageKey]);
  return [value, confirm, forget] as const;
}
