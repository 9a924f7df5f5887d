import type { z } from 'zod';
import type { labelPatchSchema } from '../../../../../contract/labels.ts';
import type { SameTexts } from '../../../../../contract/language.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXTS, type LabelsTextTable } from '../strings.ts';
import { useLabelMutation } from './label-mutation.ts';
import type { LabelItem } from './list-labels.ts';

type LabelPatch = z.input<typeof labelPatchSchema>;

/** `PATCH /api/labels/{id}` with new name, colour and description, or only `isActive`. */
export const updateLabel = ({ id, changes }: { id: number; changes: LabelPatch }) =>
  sendJson<LabelItem>('PATCH', `/api/labels/${id}`, changes);

const successTitle = (t: SameTexts<LabelsTextTable>, changes: LabelPatch) => {
  if (!('isActive' in changes)) return t.updated;
  return changes.isActive ? t.enabled : t.disabledDone;
};

export function useUpdateLabel() {
  const t = useTexts(LABELS_TEXTS);
  return useLabelMutation({
    mutationFn: updateLabel,
    onSuccess: (label, { changes }) =>
      toast({ title: successTitle(t, changes), description: label.name }),
    fallback: t.updateFailed,
  });
}
