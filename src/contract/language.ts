/** The languages Spaak speaks; Dutch unless a person chooses English (decision 032). */
export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'nl';

/** The tag each language goes by for `Intl` and `<html lang>`. */
export const LANGUAGE_TAGS: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };

/**
 * The cookie that keeps a person's choice for the pages the server sends (the portal shell,
 * the sign-in pages, a download), which the browser asks for in its own language.
 */
export const LANGUAGE_COOKIE = 'spaak.lang';

/** How long the language cookie keeps a choice: a year, renewed with each choice. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Each language by its own name, as a person looks for it whatever language the page is in;
 * mark it up with its `lang` where it stands among words of the other language.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { nl: 'Nederlands', en: 'English' };

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

/**
 * The shape another language's version of a text table must have: the same keys, any words, the
 * same parameters for a text made from values, and as many items in a list. A missing or extra
 * key, or a placeholder that differs, is a type error.
 */
export type SameTexts<Table> = Table extends (...args: infer Args) => infer Result
  ? (...args: Args) => SameTexts<Result>
  : Table extends string
    ? string
    : { readonly [Key in keyof Table]: SameTexts<Table[Key]> };
