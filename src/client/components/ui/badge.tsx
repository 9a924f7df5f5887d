import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const VARIANTS = {
  default: 'bg-gray-100 text-gray-800 border-gray-200',
  pending: 'bg-amber-100 text-amber-900 border-amber-200',
  success: 'bg-green-100 text-green-900 border-green-200',
  danger: 'bg-red-100 text-red-900 border-red-200',
  info: 'bg-blue-100 text-blue-900 border-blue-200',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

/** A badge's shape without its colours, for badges coloured by a table of their own. */
export const BADGE_SHAPE =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn(BADGE_SHAPE, VARIANTS[variant], className)} {...props} />;
}
