import { apiRequest } from '../../../../lib/api-client.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXTS } from '../strings.ts';
import { useLabelMutation } from './label-mutation.ts';
import type { LabelItem } from './list-labels.ts';

/** `DELETE /api/labels/{id}`: the label goes, and with it every request's link to it. */
export const deleteLabel = async (label: LabelItem) => {
  await apiRequest('DELETE', `/api/labels/${label.id}`);
};

export function useDeleteLabel() {
  const t = useTexts(LABELS_TEXTS);
  return useLabelMutation({
    mutationFn: deleteLabel,
    onSuccess: (_, label) => toast({ title: t.deleted, description: label.name }),
    fallback: t.deleteFailed,
  });
}
