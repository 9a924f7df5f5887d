import type { SameTexts } from '../../../../../contract/language.ts';
import type { UnansweredTextTable } from './strings.ts';

const english: SameTexts<UnansweredTextTable> = {
  label: 'Not answered yet',
  overdue: (count) => `${count} late`,
  nearlyDue: (count) => `${count} nearly late`,
  name: (count, overdue, nearlyDue) => {
    const parts = [
      overdue > 0 ? `${overdue} late` : '',
      nearlyDue > 0 ? `${nearlyDue} nearly late` : '',
    ].filter(Boolean);
    return `Not answered yet: ${count}${parts.length > 0 ? `, of which ${parts.join(' and ')}` : ''}`;
  },
  unknown: 'Not answered yet: not loaded',
};

export default english;
