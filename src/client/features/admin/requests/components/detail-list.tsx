import type { ReactNode } from 'react';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/** A titled part of the details dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-gray-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
  );
}

/** One term and its value; an empty value shows a dash. */
export function Detail({ term, children }: { term: string; children?: ReactNode }) {
  const t = useTexts(REQUESTS_TEXTS);
  return (
    <>
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 text-gray-900 wrap-anywhere">{children || t.dash}</dd>
    </>
  );
}
