import { apiRequest } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXT as T } from '../strings.ts';
import { useLabelMutation } from './label-mutation.ts';
import type { LabelItem } from './list-labels.ts';

/** `DELETE /api/labels/{id}`: the label goes, and with it every request's link to it. */
export const deleteLabel = async (label: LabelItem) => {
  await apiRequest('DELETE', `/api/labels/${label.id}`);
};

export const useDeleteLabel = () =>
  useLabelMutation({
    mutationFn: deleteLabel,
    onSuccess: (_, label) => toast({ title: T.deleted, description: label.name }),
    fallback: T.deleteFailed,
  });
