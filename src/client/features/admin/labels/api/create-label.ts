import type { LabelInput } from '../../../../../contract/labels.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXT as T } from '../strings.ts';
import { sendLabel, useLabelMutation } from './label-mutation.ts';

/** `POST /api/labels`: answers the new label; a taken name is refused with 409. */
export const createLabel = (label: LabelInput) => sendLabel('POST', '/api/labels', label);

export const useCreateLabel = () =>
  useLabelMutation({
    mutationFn: createLabel,
    onSuccess: (label) => toast({ title: T.created, description: label.name }),
    fallback: T.createFailed,
  });
