import { describe, expect, it } from 'vitest';
import english from './strings.en.ts';
import { UNANSWERED_TEXTS } from './strings.ts';
import { toneOf } from './unanswered-counter.tsx';

describe("the top bar's 'Nog niet beantwoord'", () => {
  it('is calm with nothing near its promise, amber when one nears it, red once one missed it', () => {
    expect(toneOf(undefined)).toBe('calm');
    expect(toneOf({ count: 0, nearlyDue: 0, overdue: 0 })).toBe('calm');
    expect(toneOf({ count: 4, nearlyDue: 0, overdue: 0 })).toBe('calm');
    expect(toneOf({ count: 4, nearlyDue: 1, overdue: 0 })).toBe('nearlyDue');
    expect(toneOf({ count: 4, nearlyDue: 1, overdue: 2 })).toBe('overdue');
  });

  it('says in its name how many, and how many of those are late or nearly so', () => {
    const { name } = UNANSWERED_TEXTS.dutch;
    expect(name(0, 0, 0)).toBe('Nog niet beantwoord: 0');
    expect(name(3, 1, 0)).toBe('Nog niet beantwoord: 3, waarvan 1 te laat');
    expect(name(3, 1, 2)).toBe('Nog niet beantwoord: 3, waarvan 1 te laat en 2 bijna te laat');
    expect(english.name(3, 0, 2)).toBe('Not answered yet: 3, of which 2 nearly late');
  });
});
