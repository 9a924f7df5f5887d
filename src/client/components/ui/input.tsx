import type { AriaAttributes, ComponentProps, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** The look of every text input, textarea and select: 44 px high, visible focus, red when invalid. */
export const inputClass = (invalid?: boolean, className?: string) =>
  cn(
    'block min-h-11 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base text-gray-900',
    'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
    '[&[readonly]]:bg-gray-100 [&[readonly]]:text-gray-700 disabled:bg-gray-100',
    invalid ? 'border-red-600' : 'border-gray-300',
    className,
  );

type Invalid = { invalid?: boolean };

/** Red when told so, else when the control is marked invalid (as a `FormField` marks it). */
const isInvalid = (invalid: boolean | undefined, marked: AriaAttributes['aria-invalid']) =>
  invalid ?? (marked === true || marked === 'true');

export function Input({ invalid, className, ...props }: ComponentProps<'input'> & Invalid) {
  return (
    <input
      className={inputClass(isInvalid(invalid, props['aria-invalid']), className)}
      {...props}
    />
  );
}

export function Textarea({
  invalid,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Invalid) {
  return (
    <textarea
      className={inputClass(isInvalid(invalid, props['aria-invalid']), className)}
      {...props}
    />
  );
}

/** A native select: the phone's own picker on mobile, and accessible without extra work. */
export function Select({ invalid, className, ...props }: ComponentProps<'select'> & Invalid) {
  return (
    <select
      className={inputClass(isInvalid(invalid, props['aria-invalid']), className)}
      {...props}
    />
  );
}
