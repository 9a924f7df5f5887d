import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';

/**
 * A configuration card's form: `value` is checked by `schema` on send, what is wrong shows under
 * its field and in a toast titled `invalidTitle`, and a valid value goes to `save`, whose refusal
 * shows under the fields it concerns. `fields` renders the fields with their messages.
 */
export function SettingsForm<Schema extends z.ZodType>(props: {
  schema: Schema;
  value: z.input<Schema>;
  save: (value: z.output<Schema>, onRefused: (error: unknown) => void) => void;
  saving: boolean;
  texts: { invalidTitle: string; submit: string; submitting: string };
  fields: (errors: FieldErrors) => ReactNode;
}) {
  const input = useInputWords();
  const { errors, check, showRefusal } = useFormCheck(props.schema, props.value);

  const submit = (form: HTMLFormElement) => {
    const parsed = check(form);
    if (!parsed.success) {
      toast({
        title: props.texts.invalidTitle,
        description: firstIssueWords(parsed, input),
        variant: 'destructive',
      });
      return;
    }
    props.save(parsed.data, showRefusal);
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">{props.fields(errors)}</div>
      <div>
        <Button type="submit" disabled={props.saving} focusableWhenDisabled>
          {props.saving ? props.texts.submitting : props.texts.submit}
        </Button>
      </div>
    </form>
  );
}
