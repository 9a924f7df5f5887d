import { defineTexts } from '../../../../lib/language.ts';

/**
 * The top bar's 'Nog niet beantwoord' counter: apart from the insights page's texts, as the
 * counter is in the dashboard's first chunk and the page is not. English in `strings.en.ts`.
 */
const DUTCH = {
  label: 'Nog niet beantwoord',
  /** Beside the count, how many of them are late, or nearly so: '20 · 3 te laat'. */
  overdue: (count: number) => `${count} te laat`,
  nearlyDue: (count: number) => `${count} bijna te laat`,
  /** The counter's name: 'Nog niet beantwoord: 3, waarvan 1 te laat'. */
  name: (count: number, overdue: number, nearlyDue: number) => {
    const parts = [
      overdue > 0 ? `${overdue} te laat` : '',
      nearlyDue > 0 ? `${nearlyDue} bijna te laat` : '',
    ].filter(Boolean);
    return `Nog niet beantwoord: ${count}${parts.length > 0 ? `, waarvan ${parts.join(' en ')}` : ''}`;
  },
  unknown: 'Nog niet beantwoord: niet geladen',
} as const;

export type UnansweredTextTable = typeof DUTCH;

export const UNANSWERED_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
