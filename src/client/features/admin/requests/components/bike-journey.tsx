import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type BikeProgress,
  type BikeStage,
  moveBikeStageSchema,
  STAGE_TRANSITIONS,
} from '../../../../../contract/service-requests/stages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select, Textarea } from '../../../../components/ui/input.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useMoveBikeStage } from '../api/move-bike-stage.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { StageBadge } from './stage-badge.tsx';

type BikeJourneyProps = {
  requestId: number;
  bikeId: number;
  /** 'Fiets 2': how the panel names the bike. */
  bikeName: string;
  progress: BikeProgress;
};

/**
 * A bike's place in the workshop: its stage, the day and minutes it is planned for, and
 * 'Verplaats naar …', which opens a small form offering only the stages the bike may go to
 * from here, with an optional note and whether to mail the customer. The move names the version
 * shown, so a bike someone else moved meanwhile is refused (the toast says so) and reloaded.
 */
export function BikeJourney({ requestId, bikeId, bikeName, progress }: BikeJourneyProps) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  const format = useFormat();
  const [moving, setMoving] = useState(false);
  const formId = useId();
  const summary = useRef<HTMLDivElement>(null);
  // Back to the button the form opened from, so the keyboard stays with this bike.
  const close = () => {
    setMoving(false);
    summary.current?.querySelector('button')?.focus();
  };
  return (
    <div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-2">
      <div ref={summary} className="flex flex-wrap items-start gap-2">
        <div className="flex flex-col items-start gap-1">
          <StageBadge stage={progress.stage} />
          <span className="text-sm whitespace-nowrap text-gray-700">
            <span className="sr-only">{t.planned}: </span>
            {progress.plannedDate ? format.shortDate(progress.plannedDate) : t.notPlanned}
            {' · '}
            {t.minutes(progress.plannedMinutes)}
          </span>
        </div>
        <Button
          variant="outline"
          className="ml-auto min-h-9 px-3 text-sm"
          aria-expanded={moving}
          aria-controls={moving ? formId : undefined}
          onClick={() => (moving ? close() : setMoving(true))}
        >
          {t.move}
          <span className="sr-only">{` (${bikeName})`}</span>
        </Button>
      </div>
      {moving ? (
        <MoveForm
          id={formId}
          requestId={requestId}
          bikeId={bikeId}
          bikeName={bikeName}
          progress={progress}
          onDone={close}
        />
      ) : null}
    </div>
  );
}

function MoveForm({
  id,
  requestId,
  bikeId,
  bikeName,
  progress,
  onDone,
}: BikeJourneyProps & { id: string; onDone: () => void }) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  const allowed = STAGE_TRANSITIONS[progress.stage];
  const [stage, setStage] = useState<BikeStage>(allowed[0] ?? progress.stage);
  const [note, setNote] = useState('');
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const check = useFormCheck(moveBikeStageSchema, {
    stage,
    version: progress.version,
    note,
    notifyCustomer,
  });
  const move = useMoveBikeStage((result) => {
    toast({ title: t.moved(bikeName, t.stages[result.progress.stage]) });
    onDone();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const verdict = check.check(form.current);
    if (!verdict.success) return;
    move.mutate(
      { serviceRequestId: requestId, bikeId, move: verdict.data },
      // A refused move reloads the bike: the form closes on where it is now.
      { onError: onDone },
    );
  };

  return (
    <form
      id={id}
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={t.moveTitle(bikeName)}
      className="flex flex-col gap-2"
    >
      <FormField label={t.to} error={check.errors.stage}>
        {(control) => (
          <Select
            {...control}
            ref={firstField}
            value={stage}
            onChange={(event) => setStage(event.target.value as BikeStage)}
          >
            {allowed.map((choice) => (
              <option key={choice} value={choice}>
                {t.stages[choice]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t.note} hint={t.noteHint} error={check.errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-brand-700"
          checked={notifyCustomer}
          onChange={(event) => setNotifyCustomer(event.target.checked)}
        />
        {t.notifyCustomer}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={move.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={move.isPending} focusableWhenDisabled>
          {move.isPending ? t.moving : t.submit}
        </Button>
      </div>
    </form>
  );
}
