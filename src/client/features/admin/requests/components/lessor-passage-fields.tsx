import { useId } from 'react';
import type { MoveBikeStage } from '../../../../../contract/service-requests/stages.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useTexts } from '../../../../lib/language.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/** What staff type to move a lease bike out of 'Wacht op leasemaatschappij' (decision 051). */
export type LessorPassageValues = {
  override: boolean;
  reference: string;
  approvedOn: string;
  reason: string;
};

export const NO_LESSOR_PASSAGE: LessorPassageValues = {
  override: false,
  reference: '',
  approvedOn: '',
  reason: '',
};

/** The part of a move the values make: the lessor's approval, or the reason to go on without. */
export const lessorPassageOf = (
  values: LessorPassageValues,
): Pick<MoveBikeStage, 'lessorApproval' | 'lessorOverride'> =>
  values.override
    ? { lessorOverride: { reason: values.reason } }
    : { lessorApproval: { reference: values.reference, approvedOn: values.approvedOn } };

/**
 * The lessor's reference and the date of their approval, or 'Zonder akkoord verder' with a
 * required reason; the messages are the contract's, by the path the move sends them under.
 */
export function LessorPassageFields({
  values,
  onChange,
  errors,
}: {
  values: LessorPassageValues;
  onChange: (values: LessorPassageValues) => void;
  errors: FieldErrors;
}) {
  const t = useTexts(REQUESTS_TEXTS).journey.lessor;
  const legendId = useId();
  const change = (update: Partial<LessorPassageValues>) => onChange({ ...values, ...update });
  return (
    <fieldset
      aria-labelledby={legendId}
      className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-2"
    >
      <legend id={legendId} className="sr-only">
        {t.legend}
      </legend>
      <p aria-hidden="true" className="text-sm font-medium text-gray-900">
        {t.legend}
      </p>
      <p className="text-sm text-gray-800">{t.intro}</p>
      {values.override ? null : (
        <div className="flex flex-wrap gap-2">
          <FormField
            label={t.reference}
            error={errors['lessorApproval.reference']}
            className="min-w-40 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                value={values.reference}
                autoComplete="off"
                onChange={(event) => change({ reference: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            label={t.approvedOn}
            error={errors['lessorApproval.approvedOn']}
            className="min-w-40 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.approvedOn}
                onChange={(event) => change({ approvedOn: event.target.value })}
              />
            )}
          </FormField>
        </div>
      )}
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-brand-700"
          checked={values.override}
          onChange={(event) => change({ override: event.target.checked })}
        />
        {t.override}
      </label>
      {values.override ? (
        <FormField
          label={t.reason}
          hint={t.reasonHint}
          error={errors['lessorOverride.reason'] ?? errors.lessorOverride}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={values.reason}
              onChange={(event) => change({ reason: event.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
