import { useState } from 'react';
import {
  CUSTOM_REASON_MAX_LENGTH,
  type RejectServiceRequest,
  rejectServiceRequestSchema,
} from '../../../../../contract/service-requests/handling.ts';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select, Textarea } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { PLACEHOLDER_NAMES } from '../../../../lib/placeholder-names.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useRejectionReasons } from '../api/get-rejection-reasons.ts';
import { useRejectServiceRequest } from '../api/reject-service-request.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import type { RequestDialogProps } from './dialog-props.ts';

const CUSTOM = 'custom';

/**
 * Only the chosen reason's id, or for 'Custom reason' only its text, is sent; before a choice
 * there is nothing, which the schema refuses.
 */
const rejectionOf = (choice: string, customText: string): RejectServiceRequest => {
  if (choice === '') return {};
  return choice === CUSTOM
    ? { customReason: customText.trim() }
    : { rejectionReasonId: Number(choice) };
};

/**
 * Rejection with a listed reason or a custom one; the button stays disabled until the choice is
 * complete (a custom reason needs text).
 */
export function RejectDialog({ request, open, onOpenChange }: RequestDialogProps) {
  const t = useTexts(REQUESTS_TEXTS).reject;
  const placeholderNames = useTexts(PLACEHOLDER_NAMES);
  const reasons = useRejectionReasons();
  const reject = useRejectServiceRequest();
  const [choice, setChoice] = useState('');
  const [customText, setCustomText] = useState('');
  const { errors, isValid, check, showRefusal } = useFormCheck(
    rejectServiceRequestSchema,
    rejectionOf(choice, customText),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${t.title} ${request.reference}`}
      description={t.description(placeholderNames['request.rejectionReason'])}
      submitLabel={reject.isPending ? t.submitting : t.submit}
      submitVariant="destructive"
      submitDisabled={!isValid}
      submitPending={reject.isPending}
      onSubmit={(form) => {
        const rejection = check(form);
        if (!rejection.success) return;
        reject.mutate(
          { id: request.id, rejection: rejection.data },
          { onSuccess: () => onOpenChange(false), onError: (error) => showRefusal(error) },
        );
      }}
    >
      <FormField
        label={t.reason}
        error={reasons.isError ? t.reasonsFailed : errors.rejectionReasonId}
        required
      >
        {(control) => (
          <Select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{t.chooseReason}</option>
            {(reasons.data ?? [])
              .filter((reason) => reason.isActive)
              .map((reason) => (
                <option key={reason.id} value={reason.id}>
                  {reason.name}
                </option>
              ))}
            <option value={CUSTOM}>{t.customReasonOption}</option>
          </Select>
        )}
      </FormField>
      {choice === CUSTOM ? (
        <FormField label={t.customReason} error={errors.customReason} required>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={CUSTOM_REASON_MAX_LENGTH}
              value={customText}
              onChange={(event) => setCustomText(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
    </FormDialog>
  );
}
