import type { Language, SameTexts } from '../language.ts';
import { LESSOR_QUOTE_TEXTS_EN } from './lessor-quote-en.ts';
import { LESSOR_QUOTE_TEXTS_NL } from './lessor-quote-nl.ts';

/** The words of the quote for a leasing company, in each language (server only). */
export const LESSOR_QUOTE_TEXTS: Record<Language, SameTexts<typeof LESSOR_QUOTE_TEXTS_NL>> = {
  nl: LESSOR_QUOTE_TEXTS_NL,
  en: LESSOR_QUOTE_TEXTS_EN,
};
