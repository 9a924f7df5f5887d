import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTexts } from '../../../lib/language.ts';
import { INTAKE_TEXTS } from './strings.ts';

/** The props a control gets from its `Field`: its id and how its message is announced. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

/**
 * A checkbox with `role="switch"` drawn as a switch, so on and off read at a glance, also while
 * it cannot be changed; plain CSS, as the portal has no switch component of its own.
 */
export const SWITCH_INPUT =
  'h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-500 bg-[radial-gradient(circle_at_12px_50%,white_9px,transparent_10px)] transition-[background-position,background-color] checked:bg-brand-700 checked:bg-[radial-gradient(circle_at_32px_50%,white_9px,transparent_10px)] focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-default';

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/**
 * A field's message. It is read with its field (`aria-describedby`), not announced itself: a
 * refused form has one announcement (`ErrorSummary`, or the step's toast), not one per field.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * The one announcement of a refused form, while it has errors; the focus goes to the first.
 * When it only repeats the message written under the field, it is read out but not shown, so
 * the page does not say the same thing twice.
 */
export function ErrorSummary({
  errors,
  repeatsFieldMessage = false,
  children,
}: {
  errors: object;
  repeatsFieldMessage?: boolean;
  children: ReactNode;
}) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <p
      role="alert"
      className={repeatsFieldMessage ? 'sr-only' : 'text-sm font-medium text-red-700'}
    >
      {children}
    </p>
  );
}

/** The asterisk after a required field's label, read as '(verplicht)'. */
export function RequiredMark() {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <span className="text-red-700">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({intake.required})</span>
    </span>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /**
   * The id of a field nearby that shows this field's message already: this field is marked
   * invalid and read with that message, which is not written twice.
   */
  errorShownBy?: string;
  className?: string;
};

/**
 * A label, its control and its message. The control is rendered by `children`, which gets the
 * id, `aria-invalid` and `aria-describedby` (hint and message) to spread on it.
 */
export function Field({
  children,
  ...field
}: FieldProps & { children: (props: FieldControlProps) => ReactNode }) {
  const { id, label, required, hint, error, errorShownBy } = field;
  const describedBy = [hint ? hintId(id) : null, error ? errorId(errorShownBy ?? id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', field.className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId(id)} className="text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {errorShownBy ? null : <FieldError id={id} message={error} />}
    </div>
  );
}

type ValueProps = { value: string; onValueChange: (value: string) => void };
type Controlled<Attributes> = Omit<
  Attributes,
  'id' | 'value' | 'onChange' | 'className' | 'required'
>;

/** Splits a text field's props into the field's, the control's and its change handling. */
const splitProps = <Props extends FieldProps & ValueProps>({
  id,
  label,
  required,
  hint,
  error,
  errorShownBy,
  className,
  onValueChange,
  ...control
}: Props) => ({
  field: { id, label, required, hint, error, errorShownBy, className },
  control,
  invalid: Boolean(error),
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onValueChange(event.target.value),
});

/** A labelled text input whose message is linked, marked invalid and announced. */
export function TextField(
  props: FieldProps & ValueProps & Controlled<InputHTMLAttributes<HTMLInputElement>>,
) {
  const { field, control, ...handling } = splitProps(props);
  return <Field {...field}>{(aria) => <Input {...control} {...aria} {...handling} />}</Field>;
}

/** The same for a longer text. */
export function TextAreaField({
  rows = 4,
  ...props
}: FieldProps & ValueProps & Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { field, control, ...handling } = splitProps(props);
  return (
    <Field {...field}>
      {(aria) => <Textarea rows={rows} {...control} {...aria} {...handling} />}
    </Field>
  );
}
