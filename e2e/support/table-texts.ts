import type { Page } from 'playwright-core';
import { CONFIG_TEXTS } from '../../src/client/features/admin/configuration/strings.ts';
import { CUSTOMERS_TEXTS } from '../../src/client/features/admin/customers/strings.ts';
import { DASHBOARD_TEXTS } from '../../src/client/features/admin/dashboard/strings.ts';
import { TEMPLATES_TEXTS } from '../../src/client/features/admin/email-templates/strings.ts';
import { LABELS_TEXTS } from '../../src/client/features/admin/labels/strings.ts';
import { NOTIFICATIONS_TEXTS } from '../../src/client/features/admin/notifications/strings.ts';
import { REQUESTS_TEXTS } from '../../src/client/features/admin/requests/strings.ts';
import { INTAKE_TEXTS } from '../../src/client/features/intake/shared/strings.ts';
import { SINGLE_PAGE_TEXTS } from '../../src/client/features/intake/single-page/strings.ts';
import { WIZARD_TEXTS } from '../../src/client/features/intake/wizard/strings.ts';
import type { TextTable } from '../../src/client/lib/language.ts';
import { UI_TEXTS } from '../../src/client/lib/strings.ts';
import { MULTI_BIKE_TITLE_SUFFIX, PAGE_NAMES } from '../../src/contract/client-routes.ts';
import type { Language, SameTexts } from '../../src/contract/language.ts';

const TABLES: TextTable<unknown>[] = [
  UI_TEXTS,
  INTAKE_TEXTS,
  SINGLE_PAGE_TEXTS,
  WIZARD_TEXTS,
  DASHBOARD_TEXTS,
  REQUESTS_TEXTS,
  CUSTOMERS_TEXTS,
  LABELS_TEXTS,
  CONFIG_TEXTS,
  TEMPLATES_TEXTS,
  NOTIFICATIONS_TEXTS,
];

/**
 * Single words a page in either language uses as its own ('Admin', 'Status', 'Webhook',
 * 'E-mail'): a text of one such word in the other language proves nothing.
 */
const SHARED_WORDS =
  /^(admin|e-?mail|mail|info|labels?|model|postcode|premium|service|status|stop|templates?|tickets?|type|webhook)$/i;

/** Each text of a table, by its keys ('details.approve'); texts made from values are left out. */
function wordsByKey(value: unknown, key = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(key, value);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) wordsByKey(item, `${key}.${name}`, into);
  return into;
}

/** A feature's texts in `language`: its Dutch table, or its English one once loaded. */
export async function textsOf<Table>(
  table: TextTable<Table>,
  language: Language,
): Promise<SameTexts<Table>> {
  return language === 'nl'
    ? (table.dutch as SameTexts<Table>)
    : (await table.loadEnglish()).default;
}

/** Every table of the app with its texts in each language, the page names among them. */
async function tablesInBothLanguages(): Promise<Record<Language, unknown>[]> {
  const features = await Promise.all(
    TABLES.map(async (table) => ({ nl: table.dutch, en: await textsOf(table, 'en') })),
  );
  return [...features, PAGE_NAMES, MULTI_BIKE_TITLE_SUFFIX];
}

export const otherLanguage = (language: Language): Language => (language === 'nl' ? 'en' : 'nl');

/**
 * The texts of the `language` tables that a page in the other language must not show: each
 * text that differs from the other language's at its key and is no text of the other language
 * anywhere, of two words or more, or one distinctive word of four letters or more.
 */
export async function textsOnlyIn(language: Language): Promise<string[]> {
  const other = otherLanguage(language);
  const otherWords = new Set<string>();
  const own = new Set<string>();
  for (const table of await tablesInBothLanguages()) {
    const theirs = wordsByKey(table[other]);
    for (const words of theirs.values()) otherWords.add(words.trim());
    for (const [key, words] of wordsByKey(table[language])) {
      if (theirs.get(key) !== words) own.add(words.trim());
    }
  }
  return [...own].filter((text) => {
    if (otherWords.has(text) || !/\p{L}{2}/u.test(text)) return false;
    const words = text.split(/\s+/);
    return words.length > 1 || (text.length >= 4 && !SHARED_WORDS.test(text));
  });
}

/**
 * Everything a person can read or hear on the page: its visible text (open dialogs and toasts
 * included), the title, and the names, placeholders and descriptions in attributes.
 */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'];
    // The text as shown, each block on its own line: textContent would run 'Stap 1' and the
    // step's title together, and hide a phrase behind the digit before it.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is read
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
      if (element instanceof HTMLOptionElement) parts.push(element.text);
    }
    return parts.join('\n');
  });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of `phrases` that `text` holds as words of their own (not inside a longer word). */
export function phrasesIn(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
}
