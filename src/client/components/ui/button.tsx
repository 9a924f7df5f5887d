import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-gray-700 hover:bg-gray-100',
} as const;

export const buttonClassName = (variant: keyof typeof VARIANTS = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors',
    'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    className,
  );

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
