import type { z } from 'zod';
import type { labelPatchSchema } from '../../../../../contract/labels.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXT as T } from '../strings.ts';
import { useLabelMutation } from './label-mutation.ts';
import type { LabelItem } from './list-labels.ts';

type LabelPatch = z.input<typeof labelPatchSchema>;

/** `PATCH /api/labels/{id}` with new name, colour and description, or only `isActive`. */
export const updateLabel = ({ id, changes }: { id: number; changes: LabelPatch }) =>
  sendJson<LabelItem>('PATCH', `/api/labels/${id}`, changes);

const successTitle = (changes: LabelPatch) => {
  if (!('isActive' in changes)) return T.updated;
  return changes.isActive ? T.enabled : T.disabledDone;
};

export const useUpdateLabel = () =>
  useLabelMutation({
    mutationFn: updateLabel,
    onSuccess: (label, { changes }) =>
      toast({ title: successTitle(changes), description: label.name }),
    fallback: T.updateFailed,
  });
