import type { LabelInput } from '../../../../../contract/labels.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXTS } from '../strings.ts';
import { useLabelMutation } from './label-mutation.ts';
import type { LabelItem } from './list-labels.ts';

/** `POST /api/labels`: answers the new label; a taken name is refused with 409. */
export const createLabel = (label: LabelInput) => sendJson<LabelItem>('POST', '/api/labels', label);

export function useCreateLabel() {
  const t = useTexts(LABELS_TEXTS);
  return useLabelMutation({
    mutationFn: createLabel,
    onSuccess: (label) => toast({ title: t.created, description: label.name }),
    fallback: t.createFailed,
  });
}
