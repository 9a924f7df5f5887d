import { useState } from 'react';
import {
  firstUnusedPresetColor,
  type LabelInput,
  labelInputSchema,
} from '../../../../../contract/labels.ts';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { type LabelItem, useLabelList } from '../api/list-labels.ts';
import { LABELS_TEXTS } from '../strings.ts';
import { ColorField } from './color-field.tsx';

type Values = { name: string; color: string; description: string };

const valuesOf = (label: LabelItem | undefined, newColor: string): Values => ({
  name: label?.name ?? '',
  color: label?.color ?? newColor,
  description: label?.description ?? '',
});

/**
 * Creates a label (no `label`), starting with a swatch no other label wears, or edits one. The
 * contract's schema checks the form ('Name is required', 'Color is required'). The server's refusal of a taken name (409) is toasted, as every
 * failure is (docs/product.md#client-behaviour), and also stands under the name while the dialog
 * stays open to fix it.
 */
export function LabelFormDialog({
  label,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: {
  label?: LabelItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (input: LabelInput) => Promise<unknown>;
}) {
  const t = useTexts(LABELS_TEXTS);
  const labels = useLabelList();
  const [values, setValues] = useState(() =>
    valuesOf(label, firstUnusedPresetColor((labels.data ?? []).map(({ color }) => color))),
  );
  const { errors, check, showRefusal } = useFormCheck(labelInputSchema, values);
  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={label ? t.editTitle(label.name) : t.createTitle}
      description={t.formDescription}
      submitLabel={pending ? t.saving : t.save}
      submitPending={pending}
      onSubmit={async (form) => {
        const parsed = check(form);
        if (!parsed.success) return;
        try {
          await onSubmit(parsed.data);
        } catch (error) {
          showRefusal(error, { status: 409, field: 'name' });
        }
      }}
    >
      <FormField label={t.name} error={errors.name} required>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label={t.color} hint={t.colorHint} error={errors.color} required>
        {(control) => <ColorField control={control} value={values.color} onChange={set('color')} />}
      </FormField>
      <FormField label={t.description} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
