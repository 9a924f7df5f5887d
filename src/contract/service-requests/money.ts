// Amounts of money as people read and type them: euros, incl. VAT, kept as whole cents so that
// no sum is ever off by a rounding. Zod-free: the customer's page can show a quote with it.
import { LANGUAGE_TAGS, type Language } from '../language.ts';

const EURO_FORMATS = new Map<Language, Intl.NumberFormat>();

/** '€ 17,50' · '€17.50': cents in the reader's language. */
export function formatCents(cents: number, language: Language) {
  let format = EURO_FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency: 'EUR' });
    EURO_FORMATS.set(language, format);
  }
  return format.format(cents / 100);
}

// One decimal separator (a comma as Dutch staff type it, or a point) with at most two
// decimals, or thousands grouped as the staff's language groups them.
const PLAIN = /^(-?\d+)(?:[.,](\d{1,2}))?$/;
const GROUPED: Record<Language, RegExp> = {
  nl: /^(-?\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/,
  en: /^(-?\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/,
};

/**
 * What staff typed as an amount in euros ('17,50', '17.50', '-5', '€ 12', and '1.234,56' in
 * Dutch or '1,234.56' in English), in whole cents; null when it is not an amount. A group of
 * three digits after the other language's separator is no amount, not a guess.
 */
export function parseEuros(input: string, language: Language): number | null {
  const typed = input.replace(/[\s\u00a0€]/g, '');
  const match = PLAIN.exec(typed) ?? GROUPED[language].exec(typed);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  const cents = Number(whole.replace('-', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const signed = whole.startsWith('-') ? -cents : cents;
  return Number.isSafeInteger(signed) ? signed || 0 : null;
}

/** An amount in cents as staff type it again: '17,50' · '17.50', no thousands separator. */
export const centsAsInput = (cents: number, language: Language) =>
  (cents / 100).toFixed(2).replace('.', language === 'nl' ? ',' : '.');
