import { describe, expect, it } from 'vitest';
import { isLanguage, type SameTexts } from './language.ts';

const DUTCH = {
  next: 'Volgende',
  stepOf: (step: number, total: number) => `Stap ${step} van ${total}`,
  steps: ['Waar', 'Wie'],
  nested: { title: 'Titel' },
} as const;

describe('another language of a text table', () => {
  it('may use any words, in the same shape', () => {
    const english: SameTexts<typeof DUTCH> = {
      next: 'Next',
      stepOf: (step, total) => `Step ${step} of ${total}`,
      steps: ['Where', 'Who'],
      nested: { title: 'Title' },
    };
    expect(english.stepOf(1, 4)).toBe('Step 1 of 4');
  });

  it('refuses a missing key, an extra key, another placeholder and another number of items', () => {
    // @ts-expect-error: `nested` is missing
    const missing: SameTexts<typeof DUTCH> = {
      next: 'Next',
      stepOf: () => '',
      steps: ['Where', 'Who'],
    };
    const extra: SameTexts<typeof DUTCH> = {
      ...missing,
      nested: { title: 'Title' },
      // @ts-expect-error: the Dutch table has no `previous`
      previous: 'Previous',
    };
    const otherPlaceholder: SameTexts<typeof DUTCH> = {
      ...extra,
      // @ts-expect-error: a text made from a name instead of two numbers
      stepOf: (name: string) => name,
    };
    const fewerItems: SameTexts<typeof DUTCH> = {
      ...otherPlaceholder,
      // @ts-expect-error: one step where Dutch has two
      steps: ['Where'],
    };
    expect(fewerItems.next).toBe('Next');
  });
});

describe('languages', () => {
  it('are Dutch and English, nothing else', () => {
    expect(['nl', 'en', 'de', 'NL', undefined].filter(isLanguage)).toEqual(['nl', 'en']);
  });
});
