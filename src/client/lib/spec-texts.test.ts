// The list lives in the contract, where the product's fixed texts belong; this test sits beside
// the client's tables because the contract may import nothing from the client.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/language.ts';
import {
  SPEC_TEXT_TABLES,
  SPEC_TEXTS,
  type SpecText,
  type SpecTextTable,
} from '../../contract/spec-texts.ts';
import { CONFIG_TEXTS } from '../features/admin/configuration/strings.ts';
import { CUSTOMERS_TEXTS } from '../features/admin/customers/strings.ts';
import { DASHBOARD_TEXTS } from '../features/admin/dashboard/strings.ts';
import { TEMPLATES_TEXTS } from '../features/admin/email-templates/strings.ts';
import { LABELS_TEXTS } from '../features/admin/labels/strings.ts';
import { NOTIFICATIONS_TEXTS } from '../features/admin/notifications/strings.ts';
import { REQUESTS_TEXTS } from '../features/admin/requests/strings.ts';
import { INTAKE_TEXTS } from '../features/intake/shared/strings.ts';
import { SINGLE_PAGE_TEXTS } from '../features/intake/single-page/strings.ts';
import { WIZARD_TEXTS } from '../features/intake/wizard/strings.ts';
import { INPUT_TEXTS } from './field-errors.ts';
import type { TextTable } from './language.ts';
import { UI_TEXTS } from './strings.ts';

const TABLES: Record<SpecTextTable, TextTable<unknown>> = {
  ui: UI_TEXTS,
  intake: INTAKE_TEXTS,
  singlePage: SINGLE_PAGE_TEXTS,
  wizard: WIZARD_TEXTS,
  dashboard: DASHBOARD_TEXTS,
  requests: REQUESTS_TEXTS,
  customers: CUSTOMERS_TEXTS,
  labels: LABELS_TEXTS,
  configuration: CONFIG_TEXTS,
  emailTemplates: TEMPLATES_TEXTS,
  notifications: NOTIFICATIONS_TEXTS,
  input: INPUT_TEXTS,
};

async function tableIn(name: SpecTextTable, language: Language): Promise<unknown> {
  const table = TABLES[name];
  return language === 'nl' ? table.dutch : (await table.loadEnglish()).default;
}

/** The words at a spec text's place in one language, made with its values when they take some. */
async function wordsAt({ place, values = [] }: SpecText, language: Language) {
  const [name, ...keys] = place.split('.');
  let value = await tableIn(name as SpecTextTable, language);
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'function' ? value(...values) : value;
}

/** The spec's words with its `{…}` values filled in, as the table should make them. */
const filled = ({ text, values = [] }: SpecText) => {
  let index = 0;
  return text.replace(/\{[^}]+\}/g, () => String(values[index++]));
};

const otherThan = (language: Language): Language => (language === 'nl' ? 'en' : 'nl');
const describeText = (text: SpecText) => `${text.language} '${text.text}' at ${text.place}`;

describe('the spec-text table', () => {
  it('names a table the test knows for every place, and a value for every {…}', () => {
    expect(SPEC_TEXTS.length).toBeGreaterThan(100);
    for (const text of SPEC_TEXTS) {
      expect(SPEC_TEXT_TABLES, text.place).toContain(text.place.split('.')[0]);
      expect(text.values?.length ?? 0, describeText(text)).toBe(
        text.text.match(/\{[^}]+\}/g)?.length ?? 0,
      );
    }
  });

  it.each(SPEC_TEXTS.map((text) => [describeText(text), text] as const))(
    'shows %s word for word in its own language',
    async (_, text) => {
      expect(await wordsAt(text, text.language)).toBe(filled(text));
    },
  );

  it.each(SPEC_TEXTS.map((text) => [describeText(text), text] as const))(
    'translates %s in the other language',
    async (_, text) => {
      const translation = await wordsAt(text, otherThan(text.language));
      expect(typeof translation).toBe('string');
      expect((translation as string).trim()).not.toBe('');
      if (text.sameInBoth) expect(translation).toBe(filled(text));
      else expect(translation).not.toBe(filled(text));
    },
  );
});

/**
 * Every string a table holds, with its place; its functions are called with `sample`: the
 * input texts take an issue's values, the others plain values.
 */
function stringsOf(value: unknown, place: string, sample: unknown[]): [string, string][] {
  if (typeof value === 'string') return [[place, value]];
  if (typeof value === 'function') return stringsOf(value(...sample), place, sample);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    stringsOf(inner, `${place}.${key}`, sample),
  );
}

const SAMPLE_ISSUE_VALUES = { minimum: 1, maximum: 2, expected: 'string', names: ['naam'] };

describe("the customers' Dutch", () => {
  const CUSTOMER_TABLES = ['intake', 'singlePage', 'wizard', 'input'] as const;
  const specWords = new Set(SPEC_TEXTS.filter((text) => text.language === 'nl').map(filled));

  it.each(CUSTOMER_TABLES)("says 'je' in the %s texts, 'u' only where the spec does", (name) => {
    const sample = name === 'input' ? [SAMPLE_ISSUE_VALUES] : ['1', '2', '3'];
    const formal = stringsOf(TABLES[name].dutch, name, sample).filter(
      ([, words]) => /(^|[^\p{L}])(u|uw|U|Uw)([^\p{L}]|$)/u.test(words) && !specWords.has(words),
    );
    expect(formal).toEqual([]);
  });
});
