import { useState } from 'react';
import {
  ACTIVITY_DEFAULT_MINUTES,
  ACTIVITY_MAX_MINUTES,
  ACTIVITY_MIN_MINUTES,
  type ActivityType,
  type ApproveServiceRequest,
  approveServiceRequestSchema,
} from '../../../../../contract/service-requests/handling.ts';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { ApprovalPlanningFields, useApprovalPlanning } from './approval-planning.tsx';
import { ChoiceSelect } from './choice-select.tsx';
import type { RequestDialogProps } from './dialog-props.ts';

/**
 * Approval of an on-location request: the planner activity's type (stop 45 or pickup 20 minutes
 * by default) and its duration, 10 to 180 minutes; left empty, the type's default (decision 039).
 * Below it the workshop planning: the proposed day for all the request's bikes, the minutes per
 * bike, another day if staff choose, and a confirmation for a day it overfills (decision 042).
 */
export function ApproveDialog({
  request,
  open,
  onOpenChange,
  onApprove,
  pending,
}: RequestDialogProps & {
  onApprove: (activity: ApproveServiceRequest) => void;
  pending: boolean;
}) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.approve;
  const [type, setType] = useState<ActivityType>('stop');
  const [duration, setDuration] = useState(String(ACTIVITY_DEFAULT_MINUTES.stop));
  const planning = useApprovalPlanning({ id: request.id, bikeCount: request.bikes.length });
  const plan = planning.plan();
  const { errors, check } = useFormCheck(approveServiceRequestSchema, {
    freightliveActivityType: type,
    // Left empty, the server gives the activity its type's default, as the hint says.
    freightliveActivityDuration: duration.trim() === '' ? undefined : Number(duration),
    ...plan,
  });
  const [confirmMissing, setConfirmMissing] = useState(false);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${t.title} ${request.reference}`}
      description={t.description}
      submitLabel={pending ? t.submitting : t.submit}
      submitPending={pending}
      submitDisabled={plan === undefined}
      onSubmit={(form) => {
        const parsed = check(form);
        const unconfirmed = planning.overfull && !planning.confirmOverfull;
        setConfirmMissing(unconfirmed);
        if (parsed.success && !unconfirmed) onApprove(parsed.data);
      }}
    >
      <ChoiceSelect
        label={t.activityType}
        value={type}
        choices={t.activityTypes}
        onChange={(next) => {
          setType(next);
          setDuration(String(ACTIVITY_DEFAULT_MINUTES[next]));
        }}
      />
      <FormField
        label={t.duration}
        hint={t.durationHint(
          ACTIVITY_MIN_MINUTES,
          ACTIVITY_MAX_MINUTES,
          ACTIVITY_DEFAULT_MINUTES[type],
        )}
        error={errors.freightliveActivityDuration}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={ACTIVITY_MIN_MINUTES}
            max={ACTIVITY_MAX_MINUTES}
            step={1}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
        )}
      </FormField>
      <ApprovalPlanningFields
        planning={planning}
        errors={{
          ...errors,
          ...(confirmMissing &&
            !planning.confirmOverfull && { confirmOverfull: texts.planning.confirmRequired }),
        }}
      />
    </FormDialog>
  );
}
