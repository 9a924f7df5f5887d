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

/** The one announcement of a refused form, while it has errors; the focus goes to the first. */
export function ErrorSummary({ errors, children }: { errors: object; children: ReactNode }) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
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
  const intake = useTexts(INTAKE_TEXTS);
  const { id, label, required, hint, error } = field;
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', field.className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
        {required ? (
          <span className="text-red-700">
            <span aria-hidden="true"> *</span>
            <span className="sr-only"> ({intake.required})</span>
          </span>
        ) : null}
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
      <FieldError id={id} message={error} />
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
  className,
  onValueChange,
  ...control
}: Props) => ({
  field: { id, label, required, hint, error, className },
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
