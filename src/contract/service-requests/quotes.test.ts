import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INPUT_TEXTS_EN } from '../errors/input-en.ts';
import { wordIssue } from '../errors/input-messages.ts';
import { INPUT_TEXTS_NL } from '../errors/input-nl.ts';
import { centsAsInput, formatCents, parseEuros } from './money.ts';
import { sendQuoteSchema } from './quotes.ts';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return {
    nl: issues.map((issue) => wordIssue(issue, INPUT_TEXTS_NL)),
    en: issues.map((issue) => wordIssue(issue, INPUT_TEXTS_EN)),
  };
};

const LINE = { description: 'Nieuwe ketting', amountCents: 3450 };

describe("a quote's lines as staff send them", () => {
  it('takes lines with a description and whole cents, a discount among them, and trims the note', () => {
    const parsed = sendQuoteSchema.parse({
      version: 1,
      lines: [LINE, { description: '  Korting  ', amountCents: -450 }],
      note: '  ',
    });
    expect(parsed).toEqual({
      version: 1,
      lines: [LINE, { description: 'Korting', amountCents: -450 }],
      note: undefined,
    });
  });

  it.each([
    [
      'no lines',
      { version: 1, lines: [] },
      'Een offerte heeft minstens één regel',
      'A quote has at least one line',
    ],
    [
      'a line without words',
      { version: 1, lines: [{ description: '   ', amountCents: 100 }] },
      'Beschrijf wat deze regel kost',
      'Describe what this line costs',
    ],
    [
      'a description over 200 characters',
      { version: 1, lines: [{ description: 'x'.repeat(201), amountCents: 100 }] },
      'Maximaal 200 tekens',
      'At most 200 characters',
    ],
    [
      'a fraction of a cent',
      { version: 1, lines: [{ description: 'Band', amountCents: 12.5 }] },
      "Vul een bedrag in euro's in, bijvoorbeeld 17,50 (hoogstens 100.000 euro)",
      'Enter an amount in euros, for example 17.50 (at most 100,000 euros)',
    ],
    [
      'an amount over € 100 000',
      { version: 1, lines: [{ description: 'Band', amountCents: 10_000_001 }] },
      "Vul een bedrag in euro's in, bijvoorbeeld 17,50 (hoogstens 100.000 euro)",
      'Enter an amount in euros, for example 17.50 (at most 100,000 euros)',
    ],
    [
      'more than 30 lines',
      { version: 1, lines: Array.from({ length: 31 }, () => LINE) },
      'Een offerte heeft hoogstens 30 regels',
      'A quote has at most 30 lines',
    ],
    [
      'a total below zero',
      { version: 1, lines: [LINE, { description: 'Korting', amountCents: -3451 }] },
      'Het totaal van de offerte kan niet onder nul zijn',
      'The total of a quote cannot be below zero',
    ],
    [
      'a note over 1000 characters',
      { version: 1, lines: [LINE], note: 'x'.repeat(1001) },
      'Maximaal 1000 tekens',
      'At most 1000 characters',
    ],
    [
      'version 0',
      { version: 0, lines: [LINE] },
      'Ongeldige versie van de offerte: laad de aanvraag opnieuw',
      'Invalid quote version: reload the request',
    ],
  ])('refuses %s with words in both languages', (_case, input, nl, en) => {
    expect(messagesOf(sendQuoteSchema, input)).toEqual({ nl: [nl], en: [en] });
  });

  it('takes exactly the limits', () => {
    expect(
      sendQuoteSchema.safeParse({
        version: 1,
        lines: [
          { description: 'x'.repeat(200), amountCents: 10_000_000 },
          { description: 'Korting', amountCents: -10_000_000 },
        ],
        note: 'x'.repeat(1000),
      }).success,
    ).toBe(true);
  });
});

describe('amounts in euros', () => {
  it.each([
    ['17,50', 'nl', 1750],
    ['17.50', 'nl', 1750],
    ['17,5', 'en', 1750],
    ['17', 'nl', 1700],
    ['€ 12,05', 'nl', 1205],
    ['-5,00', 'nl', -500],
    ['1.234,56', 'nl', 123456],
    ['1,234.56', 'en', 123456],
    ['1.250', 'nl', 125000],
    ['17,505', 'en', 1750500],
    ['0', 'en', 0],
  ] as const)('reads %s in %s as %i cents', (typed, language, cents) => {
    expect(parseEuros(typed, language)).toBe(cents);
  });

  it.each([
    ['', 'nl'],
    ['abc', 'nl'],
    ['17,505', 'nl'],
    ['1.250', 'en'],
    ['1.2.3', 'nl'],
    ['12,-', 'nl'],
    ['--5', 'en'],
  ] as const)('reads %j in %s as no amount', (typed, language) => {
    expect(parseEuros(typed, language)).toBeNull();
  });

  it('writes cents in the reader’s language, and as staff type them again', () => {
    expect(formatCents(123456, 'nl')).toBe('€\u00a01.234,56');
    expect(formatCents(123456, 'en')).toBe('€1,234.56');
    expect(centsAsInput(1750, 'nl')).toBe('17,50');
    expect(centsAsInput(-500, 'en')).toBe('-5.00');
  });
});
