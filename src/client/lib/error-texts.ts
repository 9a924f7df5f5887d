import type { ErrorTexts } from '../../contract/errors/codes.ts';
import { PUBLIC_ERROR_TEXTS_NL } from '../../contract/errors/public-nl.ts';
import { defineTexts, type TextTable, textsInPageLanguage } from './language.ts';

type AnyErrorText = (params: never) => string;
type ErrorTextTable = TextTable<Partial<ErrorTexts>>;

// The portals know the errors anyone may meet; the dashboard adds the staff's when it loads,
// so a customer never downloads their words.
const tables: ErrorTextTable[] = [
  defineTexts<Partial<ErrorTexts>>(
    PUBLIC_ERROR_TEXTS_NL,
    () => import('../../contract/errors/public-en.ts'),
  ),
];

/** Words for more codes, from a part of the app that is loaded later. */
export function addErrorTexts(table: ErrorTextTable) {
  tables.push(table);
}

function textOf(code: string): AnyErrorText | undefined {
  for (const table of tables) {
    const text = textsInPageLanguage(table)?.[code as keyof ErrorTexts];
    if (text) return text as AnyErrorText;
  }
  return undefined;
}

/**
 * The words for an error answer's code and parameters in the page's language, or undefined
 * when this client does not know the code (a newer server's), its parameters do not fit, or
 * its words in this language have not arrived yet; the caller then falls back to the server's
 * own message, which the server words in the page's language as well.
 */
export function errorTextOf(code: unknown, params: unknown) {
  const text = typeof code === 'string' ? textOf(code) : undefined;
  if (!text || typeof params !== 'object' || params === null) return undefined;
  try {
    return text(params as never);
  } catch {
    return undefined;
  }
}
