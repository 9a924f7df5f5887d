import { useCallback, useEffect, useRef, useState } from 'react';
import { quietly } from '../../../lib/quietly.ts';

const PREFIX = 'spaak:intake-draft:';

/**
 * How long an unsent form is kept. Long enough to finish it the next day; after that, on a
 * shared device, the next visitor should not find the last one's name and address in it.
 */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

type StoredDraft = { savedAt: number; value: unknown };

const isStoredDraft = (stored: unknown): stored is StoredDraft =>
  typeof stored === 'object' &&
  stored !== null &&
  'savedAt' in stored &&
  typeof stored.savedAt === 'number' &&
  'value' in stored;

const read = <T>(key: string, isDraft: (value: unknown) => value is T): T | undefined =>
  quietly(() => {
    const stored = window.localStorage.getItem(PREFIX + key);
    if (!stored) return undefined;
    const parsed: unknown = JSON.parse(stored);
    if (!isStoredDraft(parsed) || Date.now() - parsed.savedAt > DRAFT_LIFETIME_MS) {
      window.localStorage.removeItem(PREFIX + key);
      return undefined;
    }
    return isDraft(parsed.value) ? parsed.value : undefined;
  });

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
    const stored: StoredDraft = { savedAt: Date.now(), value };
    quietly(() => window.localStorage.setItem(PREFIX + key, JSON.stringify(stored)));
  }, [key, value]);

  const clear = useCallback(() => {
    quietly(() => window.localStorage.removeItem(PREFIX + key));
    skipSave.current = true;
    setValue(createInitial());
  }, [key, createInitial]);

  return [value, setValue, clear] as const;
}

const CONFIRMATION_PREFIX = 'spaak:intake-confirmation:';

/** The page was reloaded, or come back to with the browser's Back or Forward. */
const pageWasReloadedOrRevisited = () =>
  performance.getEntriesByType('navigation').some((entry) => {
    const { type } = entry as PerformanceNavigationTiming;
    return type === 'reload' || type === 'back_forward';
  });

/**
 * What the last request this tab sent from a form came back with (its number, and what the
 * confirmation shows with it), kept in
 * `sessionStorage`: a reload of the confirmation, or coming back to it with Back or Forward,
 * shows it again instead of an empty form that has lost the number. Opening the form anew (a
 * link, the address typed again: the next customer on the workshop's tablet), another tab, or
 * `forget` starts afresh.
 */
export function useConfirmation<T extends string | number | object>(key: string) {
  const storageKey = CONFIRMATION_PREFIX + key;
  const [value, setValue] = useState<T | undefined>(() =>
    quietly(() => {
      const stored = window.sessionStorage.getItem(storageKey);
      if (stored !== null && pageWasReloadedOrRevisited()) return JSON.parse(stored) as T;
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
