import type { LabelInput } from '../../../../../contract/labels.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXT as T } from '../strings.ts';
import { useLabelMutation } from './label-mutation.ts';
import type { LabelItem } from './list-labels.ts';

/** `POST /api/labels`: answers the new label; a taken name is refused with 409. */
export const createLabel = (label: LabelInput) => sendJson<LabelItem>('POST', '/api/labels', label);

export const useCreateLabel = () =>
  useLabelMutation({
    mutationFn: createLabel,
    onSuccess: (label) => toast({ title: T.created, description: label.name }),
    fallback: T.createFailed,
  });
