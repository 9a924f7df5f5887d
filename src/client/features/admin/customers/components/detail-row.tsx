import type { ReactNode } from 'react';
import { useTexts } from '../../../../lib/language.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';

/** One term and its value in a description list; an empty value shows a dash. */
export function DetailRow({ term, children }: { term: string; children?: ReactNode }) {
  const t = useTexts(CUSTOMERS_TEXTS);
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 text-gray-900 wrap-anywhere">{children || t.none}</dd>
    </div>
  );
}
