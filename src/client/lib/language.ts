import { use, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  type Language,
  type SameTexts,
} from '../../contract/language.ts';

/**
 * A feature's texts: the Dutch table, in the feature's own chunk, and the English one, a chunk
 * of its own that is loaded only when a person chooses English (decision 032).
 */
export type TextTable<Table> = {
  dutch: Table;
  loadEnglish: () => Promise<{ default: SameTexts<Table> }>;
  english?: SameTexts<Table>;
  englishLoading?: Promise<SameTexts<Table>>;
};

/** Every table defined so far: the ones whose features this page has loaded. */
const tables = new Set<TextTable<never>>();

export function defineTexts<Table>(
  dutch: Table,
  loadEnglish: () => Promise<{ default: SameTexts<Table> }>,
): TextTable<Table> {
  const table: TextTable<Table> = { dutch, loadEnglish };
  tables.add(table as TextTable<never>);
  return table;
}

function loadedEnglish<Table>(table: TextTable<Table>) {
  table.englishLoading ??= table.loadEnglish().then(({ default: english }) => {
    table.english = english;
    return english;
  });
  return table.englishLoading;
}

let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language the page is shown in, for code outside components (an API call's header). */
export const currentLanguage = () => current;

/**
 * The header that asks the server for its answers in the page's language, rather than the
 * browser's: an error's words never change language on screen.
 */
export const answerLanguage = () => ({ 'Accept-Language': current });

export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

/**
 * Shows the page in `language`. The English tables of every feature loaded so far arrive
 * first, so nothing on screen waits for its words; a feature loaded later waits under its own
 * `Suspense`.
 */
export async function chooseLanguage(language: Language) {
  if (language === 'en') await Promise.all([...tables].map(loadedEnglish));
  current = language;
  document.documentElement.lang = LANGUAGE_TAGS[language];
  for (const listener of listeners) listener();
}

/**
 * A feature's texts in the page's language, for code outside components (a toast's words);
 * undefined while the chosen language's table is still on its way.
 */
export const textsInPageLanguage = <Table>(table: TextTable<Table>) =>
  current === 'nl' ? (table.dutch as SameTexts<Table>) : table.english;

/** A feature's texts in the page's language. */
export function useTexts<Table>(table: TextTable<Table>): SameTexts<Table> {
  const language = useLanguage();
  if (language === 'nl') return table.dutch as SameTexts<Table>;
  return table.english ?? use(loadedEnglish(table));
}
