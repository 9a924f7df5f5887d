import type { Language, SameTexts } from '../language.ts';
import { PRIVATE_LINK_TEXTS_EN } from './private-link-en.ts';
import { PRIVATE_LINK_TEXTS_NL } from './private-link-nl.ts';

/** The words of a private page and of its link in mails, in each language (server only). */
export const PRIVATE_LINK_TEXTS: Record<Language, SameTexts<typeof PRIVATE_LINK_TEXTS_NL>> = {
  nl: PRIVATE_LINK_TEXTS_NL,
  en: PRIVATE_LINK_TEXTS_EN,
};
