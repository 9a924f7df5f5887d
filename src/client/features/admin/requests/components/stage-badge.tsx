import type { BikeStage } from '../../../../../contract/service-requests/stages.ts';
import { BADGE_SHAPE } from '../../../../components/ui/badge.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/**
 * Each stage's colour, the one place the panel and the board take it from: `badge` for a
 * badge's fill, border and text (contrast AA on the fill), `dot` for a small solid mark such as
 * a column's heading. Calm tints, one hue per stage, so a glance tells the stages apart without
 * any of them shouting; green is kept for ready, where the customer can come.
 */
export const STAGE_COLORS: Record<BikeStage, { badge: string; dot: string }> = {
  waiting_for_lessor: {
    badge: 'border-orange-200 bg-orange-50 text-orange-900',
    dot: 'bg-orange-500',
  },
  planned: { badge: 'border-slate-200 bg-slate-100 text-slate-800', dot: 'bg-slate-400' },
  in_repair: { badge: 'border-sky-200 bg-sky-50 text-sky-900', dot: 'bg-sky-500' },
  waiting_for_parts: { badge: 'border-amber-200 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  waiting_for_customer: {
    badge: 'border-violet-200 bg-violet-50 text-violet-900',
    dot: 'bg-violet-500',
  },
  ready: { badge: 'border-emerald-200 bg-emerald-50 text-emerald-900', dot: 'bg-emerald-500' },
  done: { badge: 'border-gray-200 bg-white text-gray-700', dot: 'bg-gray-400' },
};

/** A stage as a badge in its colour, named in the page's language. */
export function StageBadge({ stage, className }: { stage: BikeStage; className?: string }) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  return (
    <span className={cn(BADGE_SHAPE, 'gap-1.5', STAGE_COLORS[stage].badge, className)}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', STAGE_COLORS[stage].dot)} />
      {t.stages[stage]}
    </span>
  );
}
