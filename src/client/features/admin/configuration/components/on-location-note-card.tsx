import { useEffect, useState } from 'react';
import {
  ON_LOCATION_NOTE_MAX_LENGTH,
  onLocationNoteSchema,
} from '../../../../../contract/settings.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useStoredOnLocationNote, useUpdateOnLocationNote } from '../api/on-location-note.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

function NoteField(props: {
  label: string;
  lang: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      {(control) => (
        <Input
          {...control}
          lang={props.lang}
          maxLength={ON_LOCATION_NOTE_MAX_LENGTH}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * What customers read beside 'Premium' (the on-location service) in each language. An empty
 * field leaves the portal's own words.
 */
export function OnLocationNoteCard() {
  const t = useTexts(CONFIG_TEXTS).onLocationNote;
  const input = useInputWords();
  const stored = useStoredOnLocationNote();
  const update = useUpdateOnLocationNote();
  const [note, setNote] = useState({ nl: '', en: '' });
  const { errors, check, showRefusal } = useFormCheck(onLocationNoteSchema, note);

  useEffect(() => {
    if (stored.data) setNote(stored.data);
  }, [stored.data]);

  const submit = (form: HTMLFormElement) => {
    const parsed = check(form);
    if (!parsed.success) {
      toast({
        title: t.invalidTitle,
        description: firstIssueWords(parsed, input),
        variant: 'destructive',
      });
      return;
    }
    update.mutate(parsed.data, { onError: (error) => showRefusal(error) });
  };

  return (
    <SectionCard title={t.title} description={t.description}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NoteField
            label={t.dutch}
            lang="nl"
            value={note.nl}
            error={errors.nl}
            onChange={(nl) => setNote((current) => ({ ...current, nl }))}
          />
          <NoteField
            label={t.english}
            lang="en"
            value={note.en}
            error={errors.en}
            onChange={(en) => setNote((current) => ({ ...current, en }))}
          />
        </div>
        <div>
          <Button type="submit" disabled={update.isPending} focusableWhenDisabled>
            {update.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
