import { use, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  type SameTexts,
} from '../../contract/language.ts';
import { quietly } from './quietly.ts';

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

/**
 * The English table's one load. Once it has arrived the promise carries its value the way React
 * reads it (`status`, `value`), so `use` returns it at once instead of suspending.
 */
function loadedEnglish<Table>(table: TextTable<Table>) {
  if (!table.englishLoading) {
    const loading = table.loadEnglish().then(({ default: english }) => {
      table.english = english;
      Object.assign(loading, { status: 'fulfilled', value: english });
      return english;
    });
    table.englishLoading = loading;
  }
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
 * Shows the page in `language`, without remembering it as a choice. The English tables of every
 * feature loaded so far arrive first, so nothing on screen waits for its words; a feature loaded
 * later waits under its own `Suspense`.
 */
export async function showLanguage(language: Language) {
  if (language === 'en') await Promise.all([...tables].map(loadedEnglish));
  current = language;
  // The build's prerender of the portal shell shows a language too, where there is no page.
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
  for (const listener of listeners) listener();
}

/**
 * A feature's texts in the page's language, for code outside components (a toast's words);
 * undefined while the chosen language's table is still on its way.
 */
export const textsInPageLanguage = <Table>(table: TextTable<Table>) =>
  current === 'nl' ? (table.dutch as SameTexts<Table>) : table.english;

/** The language a person chose on this browser (`localStorage`), if they chose one. */
export function rememberedLanguage(): Language | undefined {
  const stored = quietly(() => window.localStorage.getItem(LANGUAGE_COOKIE));
  return isLanguage(stored) ? stored : undefined;
}

/**
 * Keeps a choice in `localStorage`, for this browser's pages, and in the language cookie, for
 * the pages the server sends (the portal shell, the sign-in pages, a download).
 */
function rememberLanguage(language: Language) {
  quietly(() => window.localStorage.setItem(LANGUAGE_COOKIE, language));
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phones customers use; the value is one of our own two words.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * A person's choice: the page switches to `language` (see `showLanguage`), and this browser
 * remembers it.
 */
export async function chooseLanguage(language: Language) {
  await showLanguage(language);
  rememberLanguage(language);
}

/**
 * The language of a first visit, from the browser's languages in its order of preference:
 * English only when the browser prefers English over Dutch, Dutch otherwise.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a page starts in: the person's choice on this browser, else the browser's. */
export const startingLanguage = () =>
  rememberedLanguage() ?? browserLanguage(navigator.languages ?? [navigator.language]);

/** The language of a `<html lang>` tag the server wrote, if it is one of ours. */
export const languageOfTag = (tag: string) =>
  LANGUAGES.find((language) => LANGUAGE_TAGS[language] === tag);

/** A feature's texts in the page's language. */
export function useTexts<Table>(table: TextTable<Table>): SameTexts<Table> {
  const language = useLanguage();
  if (language === 'nl') return table.dutch as SameTexts<Table>;
  // `use` on every English render, also once the table has arrived: a render that suspended on
  // it calls it again when React replays it, or React fails the render and starts it over.
  return use(loadedEnglish(table));
}
