import { useEffect, useState } from 'react';
import {
  ON_LOCATION_NOTE_MAX_LENGTH,
  onLocationNoteSchema,
} from '../../../../../contract/settings.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useStoredOnLocationNote, useUpdateOnLocationNote } from '../api/on-location-note.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';
import { SettingsForm } from './settings-form.tsx';

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
  const stored = useStoredOnLocationNote();
  const update = useUpdateOnLocationNote();
  const [note, setNote] = useState({ nl: '', en: '' });

  useEffect(() => {
    if (stored.data) setNote(stored.data);
  }, [stored.data]);

  return (
    <SectionCard title={t.title} description={t.description}>
      <SettingsForm
        schema={onLocationNoteSchema}
        value={note}
        save={(saved, onRefused) => update.mutate(saved, { onError: onRefused })}
        saving={update.isPending}
        texts={t}
        fields={(errors) => (
          <>
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
          </>
        )}
      />
    </SectionCard>
  );
}
