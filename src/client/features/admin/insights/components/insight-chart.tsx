import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { LANGUAGE_TAGS } from '../../../../../contract/language.ts';
import { cn } from '../../../../lib/cn.ts';
import { useLanguage } from '../../../../lib/language.ts';

// Only the parts the six charts draw, so the rest of Chart.js stays out of the bundle.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
// The page's own font and text colour, so a chart's words read as the page's do.
Chart.defaults.font.family = getComputedStyle(document.documentElement).fontFamily || undefined;
Chart.defaults.color = '#374151';
// A chart drawn at once: nothing moves for a person who asked for less motion, and the page's
// figures are read, not watched.
Chart.defaults.animation = false;

/** The palette the charts share: the workshop's teal, then colours told apart without it. */
export const CHART_COLORS = {
  teal: '#0f766e',
  sky: '#0369a1',
  amber: '#b45309',
  red: '#b91c1c',
  violet: '#6d28d9',
  gray: '#9ca3af',
  faint: 'rgba(75, 85, 99, 0.45)',
} as const;

/**
 * One Chart.js chart on a canvas that is one image to a screen reader, named by `label` (the
 * card's table holds the same numbers). The chart is made in an effect and destroyed when the
 * configuration changes or the card unmounts, so a canvas never holds two charts.
 */
export function InsightChart({
  config,
  label,
  className,
}: {
  config: ChartConfiguration;
  label: string;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const language = useLanguage();
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        locale: LANGUAGE_TAGS[language],
        ...config.options,
      },
    });
    return () => chart.destroy();
  }, [config, language]);
  return (
    <div className={cn('relative h-64 w-full', className)}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
