import { useState } from 'react';
import {
  formatWorkingDate,
  MIN_MINUTES_PER_BIKE,
  type PlanningProposal,
} from '../../../../../contract/capacity.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { usePlanningProposal } from '../api/get-planning-proposal.ts';
import { REQUESTS_TEXTS, type RequestsTexts } from '../strings.ts';

/** What the approval sends of its planning: the day, minutes per bike, an overfull day confirmed. */
export type ApprovalPlan = {
  plannedDate?: string;
  minutesPerBike: number;
  confirmOverfull?: boolean;
};

const toMinutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const isValidMinutes = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= MIN_MINUTES_PER_BIKE;

/**
 * The planning an approval asks: the server proposes the first working day with room for all
 * the request's bikes at the minutes per bike given (the workshop's default at first); staff may
 * change the minutes or pick another day, and see how full that day is. A day the request takes
 * over its capacity must be confirmed (decision 042).
 */
export function useApprovalPlanning(request: { id: number; bikeCount: number }) {
  const [minutesText, setMinutesText] = useState<string>();
  const [chosenDate, setChosenDate] = useState<string>();
  const [confirmOverfull, setConfirmOverfull] = useState(false);
  const minutes = minutesText === undefined ? undefined : toMinutes(minutesText);
  const proposal = usePlanningProposal(request.id, {
    // Until staff type valid minutes the last valid question stands.
    ...(minutes !== undefined && isValidMinutes(minutes) && { minutesPerBike: minutes }),
    ...(chosenDate && { date: chosenDate }),
  });
  const answer = proposal.data;
  const plannedDate = chosenDate ?? answer?.proposedDate ?? undefined;
  const overfull = answer?.overfull ?? false;
  return {
    request,
    proposal: answer,
    loading: proposal.isPending,
    minutesText: minutesText ?? (answer ? String(answer.minutesPerBike) : ''),
    setMinutes: setMinutesText,
    plannedDate,
    chooseDate: (date: string | undefined) => {
      setChosenDate(date || undefined);
      setConfirmOverfull(false);
    },
    overfull,
    confirmOverfull,
    setConfirmOverfull,
    /** The planning to send, or undefined while the proposal loads. */
    plan: (): ApprovalPlan | undefined =>
      answer && {
        ...(plannedDate && { plannedDate }),
        minutesPerBike: minutes ?? answer.minutesPerBike,
        ...(overfull && confirmOverfull && { confirmOverfull: true }),
      },
  };
}

export type ApprovalPlanning = ReturnType<typeof useApprovalPlanning>;

/** The proposal in words: a request larger than any day gets the first empty day, and says so. */
function proposalWords(proposal: PlanningProposal, t: RequestsTexts['planning'], day: string) {
  const tooLarge = proposal.overfull && proposal.day?.date === proposal.proposedDate;
  return tooLarge ? t.proposedTooLarge(day) : t.proposed(day);
}

function DayLoad({ proposal }: { proposal: PlanningProposal }) {
  const t = useTexts(REQUESTS_TEXTS).planning;
  if (!proposal.day) return null;
  return (
    <p className={proposal.overfull ? 'text-sm font-medium text-red-700' : 'text-sm text-gray-700'}>
      {t.load(proposal.day.plannedMinutes, proposal.day.capacityMinutes, proposal.requestMinutes)}
      {proposal.overfull ? ` ${t.overfull}` : null}
    </p>
  );
}

/** The planning's fields in the approve dialog, under their own heading. */
export function ApprovalPlanningFields({
  planning,
  errors,
}: {
  planning: ApprovalPlanning;
  errors: FieldErrors;
}) {
  const t = useTexts(REQUESTS_TEXTS).planning;
  const language = useLanguage();
  const { proposal } = planning;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-gray-200 pt-3">
      <legend className="float-left mb-1 text-base font-semibold text-gray-900">{t.heading}</legend>
      <div className="clear-both grid gap-3 sm:grid-cols-2">
        <FormField
          label={t.minutesPerBike}
          hint={t.minutesPerBikeHint(planning.request.bikeCount, MIN_MINUTES_PER_BIKE)}
          error={errors.minutesPerBike}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_MINUTES_PER_BIKE}
              step={1}
              value={planning.minutesText}
              onChange={(event) => planning.setMinutes(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.date} error={errors.plannedDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={planning.plannedDate ?? ''}
              onChange={(event) => planning.chooseDate(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {planning.loading ? <p className="text-sm text-gray-600">{t.loading}</p> : null}
        {proposal ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-gray-700">
                {proposal.proposedDate
                  ? proposalWords(proposal, t, formatWorkingDate(proposal.proposedDate, language))
                  : t.noProposal}
              </p>
              {proposal.proposedDate && planning.plannedDate !== proposal.proposedDate ? (
                <Button variant="outline" onClick={() => planning.chooseDate(undefined)}>
                  {t.useProposal}
                </Button>
              ) : null}
            </div>
            <DayLoad proposal={proposal} />
          </>
        ) : null}
      </div>
      {planning.overfull ? (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-red-700"
              checked={planning.confirmOverfull}
              aria-invalid={errors.confirmOverfull ? true : undefined}
              onChange={(event) => planning.setConfirmOverfull(event.target.checked)}
            />
            {t.confirmOverfull}
          </label>
          {errors.confirmOverfull ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.confirmOverfull}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
