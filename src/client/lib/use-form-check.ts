import { useState } from 'react';
import type { z } from 'zod';
import {
  type FieldErrors,
  type RefusalOfField,
  refusalErrors,
  schemaErrors,
  useInputWords,
} from './field-errors.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';

/**
 * How a dashboard form checks its values with the contract's schema, which the server checks
 * them with too. Nothing is shown before the first send; from then on the schema's messages
 * follow every change, so a corrected field loses its message at once. What the server refused
 * stays under its field until the next send.
 */
export function useFormCheck<Schema extends z.ZodType>(schema: Schema, input: z.input<Schema>) {
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});
  const words = useInputWords();
  const verdict = schema.safeParse(input);
  const errors: FieldErrors = sent ? { ...refused, ...schemaErrors(verdict, words) } : refused;

  return {
    /** Messages by the field's path ("name", "bikes.0.brand"). */
    errors,
    /** Whether the schema accepts the values as they are now, shown or not. */
    isValid: verdict.success,
    /**
     * On send: shows what is wrong from now on, with the focus on the first invalid field in
     * `form`; answers the schema's verdict, whose `data` is what to send.
     */
    check(form: ParentNode | null) {
      setSent(true);
      setRefused({});
      if (!verdict.success) focusFirstInvalid(form);
      return verdict;
    },
    /**
     * Shows the server's refusal under the fields it concerns (see `refusalErrors`); the focus
     * stays on the button that sent, as the toast tells the refusal as well.
     */
    showRefusal(error: unknown, ofField?: RefusalOfField) {
      setRefused(refusalErrors(error, ofField));
    },
    /** Back to nothing shown, for the next values after a success. */
    reset() {
      setSent(false);
      setRefused({});
    },
  };
}
