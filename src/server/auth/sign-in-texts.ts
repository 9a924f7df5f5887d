import type { Language, SameTexts } from '../../contract/language.ts';
import { SIGN_IN_TEXTS_EN } from '../../contract/texts/sign-in-en.ts';
import { SIGN_IN_TEXTS_NL } from '../../contract/texts/sign-in-nl.ts';

/** The words of signing in, its pages and its mail, in each language. */
export const SIGN_IN_TEXTS: Record<Language, SameTexts<typeof SIGN_IN_TEXTS_NL>> = {
  nl: SIGN_IN_TEXTS_NL,
  en: SIGN_IN_TEXTS_EN,
};
