import { AlertTriangle, Clock, OctagonAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { Unanswered } from '../../../../../contract/insights.ts';
import { CONTROL_STYLE } from '../../../../../contract/page-styles.ts';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useUnanswered } from '../api/get-unanswered.ts';
import { UNANSWERED_TEXTS } from './strings.ts';

const TONES = {
  calm: 'border-gray-300 bg-white text-gray-900 hover:bg-gray-100',
  nearlyDue: 'border-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100',
  overdue: 'border-red-800 bg-red-700 text-white hover:bg-red-800',
} as const;

/** Red once one request missed its promise, amber once one nears it, calm otherwise. */
export const toneOf = (counts: Unanswered | undefined) =>
  !counts ? 'calm' : counts.overdue > 0 ? 'overdue' : counts.nearlyDue > 0 ? 'nearlyDue' : 'calm';

const ICONS = { calm: Clock, nearlyDue: AlertTriangle, overdue: OctagonAlert } as const;

/**
 * The top bar's 'Nog niet beantwoord': the pending requests that have had no first answer yet,
 * always shown. Amber with 'N bijna te laat' once one is within 4 business hours of the 24-hour
 * promise, red with 'N te laat' once one has missed it: words and an icon besides the colour.
 * It opens the list of pending requests (`href`).
 */
export function UnansweredCounter({ href }: { href: string }) {
  const t = useTexts(UNANSWERED_TEXTS);
  const { data } = useUnanswered();
  const tone = toneOf(data);
  const Icon = ICONS[tone];
  const late =
    data && tone === 'overdue'
      ? t.overdue(data.overdue)
      : data && tone === 'nearlyDue'
        ? t.nearlyDue(data.nearlyDue)
        : undefined;
  return (
    <Link
      href={href}
      aria-label={data ? t.name(data.count, data.overdue, data.nearlyDue) : t.unknown}
      className={cn(CONTROL_STYLE.button, 'gap-1.5 border px-2.5', TONES[tone])}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="max-lg:sr-only">{t.label}</span>
      <span className="font-semibold tabular-nums">{data ? data.count : '–'}</span>
      {late ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{late}</span>
        </>
      ) : null}
    </Link>
  );
}
