import type { ReactNode } from 'react';
import { CUSTOMERS_TEXT as T } from '../strings.ts';

/** One term and its value in a description list; an empty value shows a dash. */
export function DetailRow({ term, children }: { term: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 text-gray-900 wrap-anywhere">{children || T.none}</dd>
    </div>
  );
}
