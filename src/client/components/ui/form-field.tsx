import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * What a field hands its control: the id its label points at, how its hint and message are
 * linked, and whether it is invalid (which also colours `Input`, `Textarea` and `Select`) or
 * required.
 */
export type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/**
 * The dashboard's one field: a label above its control (with a mark when the value is
 * required), an optional hint and the control's message (announced when it appears).
 * `children` renders the control with the props it gets. The mark is only seen: the control's
 * `aria-required` says it to a screen reader in the reader's own words, and the label stays
 * the control's whole name.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FormControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
