import { Bike } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useTexts } from '../../../lib/language.ts';
import { INTAKE_TEXTS } from './strings.ts';

/**
 * The wizards' progress: a bar with a bike riding to the current step, and a 'Stap N' label per
 * step. The bike only bobs for people who have not asked for reduced motion.
 */
export function ProgressBar({ step, titles }: { step: number; titles: readonly string[] }) {
  const intake = useTexts(INTAKE_TEXTS);
  const total = titles.length;
  const percent = total > 1 ? ((step - 1) / (total - 1)) * 100 : 100;
  return (
    <nav aria-label={intake.progressLabel} className="w-full">
      <p className="sr-only" aria-live="polite">
        {`${intake.stepOf(step, total)}: ${titles[step - 1] ?? ''}`}
      </p>
      <div className="relative mx-4 mt-8 mb-2 h-2 rounded-full bg-gray-200" aria-hidden="true">
        <div
          className="h-2 rounded-full bg-brand-600 transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
        {/* Shifted by its own width as it rides, so it starts and ends within the bar. */}
        <div
          className="absolute -top-8 transition-[left,translate] duration-500 ease-out"
          style={{ left: `${percent}%`, translate: `-${percent}%` }}
        >
          <Bike className="size-7 text-brand-700 motion-safe:animate-bounce" />
        </div>
      </div>
      <ol className="mt-3 grid gap-1" style={{ gridTemplateColumns: `repeat(${total}, 1fr)` }}>
        {titles.map((title, index) => {
          const number = index + 1;
          const current = number === step;
          return (
            <li
              key={title}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex min-w-0 flex-col items-center text-center text-xs',
                number <= step ? 'text-brand-800' : 'text-gray-600',
              )}
            >
              <span className={cn('font-semibold', current && 'underline underline-offset-4')}>
                {intake.stepLabel(number)}
              </span>
              <span className="hidden break-words sm:block">{title}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
