import type { AriaAttributes, ComponentProps, TextareaHTMLAttributes } from 'react';
import { CONTROL_STYLE } from '../../../contract/page-styles.ts';
import { cn } from '../../lib/cn.ts';

/** The look of every text input, textarea and select: 44 px high, visible focus, red when invalid. */
export const inputClass = (invalid?: boolean, className?: string) =>
  cn(
    CONTROL_STYLE.input,
    invalid ? CONTROL_STYLE.invalidBorder : CONTROL_STYLE.validBorder,
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
