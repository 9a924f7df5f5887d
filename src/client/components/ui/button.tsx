import type { ButtonHTMLAttributes } from 'react';
import { CONTROL_STYLE } from '../../../contract/page-styles.ts';
import { cn } from '../../lib/cn.ts';

const VARIANTS = {
  default: CONTROL_STYLE.primary,
  outline: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-gray-900 hover:bg-gray-100',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The button look, for elements that cannot be a `Button` (links to `/api/*`, for one). */
export const buttonVariants = (variant: ButtonVariant = 'default', className?: string) =>
  cn(CONTROL_STYLE.button, VARIANTS[variant], className);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /**
   * Disabled only for assistive technology and the pointer (`aria-disabled`), so that it keeps
   * focus: for a button its own action disables, which would otherwise drop focus to the page.
   */
  focusableWhenDisabled?: boolean;
};

/** At least 44 px high, so it is easy to hit on a phone. Links use `buttonVariants`. */
export function Button({
  variant,
  className,
  type,
  disabled,
  focusableWhenDisabled = false,
  onClick,
  ...props
}: ButtonProps) {
  const focusable = focusableWhenDisabled && disabled;
  return (
    <button
      type={type ?? 'button'}
      className={buttonVariants(variant, className)}
      disabled={focusable ? undefined : disabled}
      aria-disabled={focusable || undefined}
      onClick={focusable ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
