import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { planBikeSchema } from '../../../../../contract/capacity.ts';
import {
  type BikeProgress,
  type BikeStage,
  moveBikeStageSchema,
  stagesReachable,
} from '../../../../../contract/service-requests/stages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { staffMemberName, useAdmins } from '../../../../lib/use-admins.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useAssignBike } from '../api/assign-bike.ts';
import { useMoveBikeStage } from '../api/move-bike-stage.ts';
import { usePlanBike } from '../api/plan-bike.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import {
  LessorPassageFields,
  lessorPassageOf,
  NO_LESSOR_PASSAGE,
} from './lessor-passage-fields.tsx';
import { StageBadge } from './stage-badge.tsx';

type BikeJourneyProps = {
  requestId: number;
  bikeId: number;
  /** 'Fiets 2': how the panel names the bike. */
  bikeName: string;
  /** Only a lease bike may go (back) to wait for its lessor. */
  isLeaseBike: boolean;
  progress: BikeProgress;
};

/** Which of the bike's two forms is open, if any. */
type OpenForm = 'move' | 'plan' | null;

/**
 * A bike's place in the workshop: its stage, the day and minutes it is planned for,
 * 'Verplaats naar …', which opens a small form offering only the stages the bike may go to
 * from here, with an optional note and whether to mail the customer, and 'Planning wijzigen'
 * for another day or number of minutes. Both name the version shown, so a bike someone else
 * changed meanwhile is refused (the toast says so) and reloaded.
 */
export function BikeJourney(props: BikeJourneyProps) {
  const { bikeName, progress } = props;
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.journey;
  const format = useFormat();
  const [open, setOpen] = useState<OpenForm>(null);
  const formId = useId();
  const summary = useRef<HTMLDivElement>(null);
  // Back to the button the form opened from, so the keyboard stays with this bike.
  const close = () => {
    const opener = open;
    setOpen(null);
    summary.current?.querySelector<HTMLButtonElement>(`button[data-form="${opener}"]`)?.focus();
  };
  const toggle = (form: Exclude<OpenForm, null>) => (open === form ? close() : setOpen(form));
  const formProps = { ...props, id: formId, onDone: close };
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
          {progress.lessorApproval ? (
            <span className="text-sm wrap-anywhere text-gray-700">
              {texts.timeline.lessorApproved(
                progress.lessorApproval.reference,
                format.shortDate(progress.lessorApproval.approvedOn),
              )}
            </span>
          ) : progress.lessorOverrideReason ? (
            <span className="text-sm wrap-anywhere text-gray-700">
              {texts.timeline.lessorOverridden(progress.lessorOverrideReason)}
            </span>
          ) : null}
        </div>
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          {(['plan', 'move'] as const).map((form) => (
            <Button
              key={form}
              data-form={form}
              variant="outline"
              className="min-h-9 px-3 text-sm"
              aria-expanded={open === form}
              aria-controls={open === form ? formId : undefined}
              onClick={() => toggle(form)}
            >
              {t[form]}
              <span className="sr-only">{` (${bikeName})`}</span>
            </Button>
          ))}
        </div>
      </div>
      <AssigneeSelect {...props} />
      {open === 'move' ? <MoveForm {...formProps} /> : null}
      {open === 'plan' ? <PlanForm {...formProps} /> : null}
    </div>
  );
}

/**
 * Who works on the bike: choosing someone gives it to them at once, with the version shown, so
 * a bike someone else changed meanwhile is refused and reloaded.
 */
function AssigneeSelect({ requestId, bikeId, bikeName, progress }: BikeJourneyProps) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  const staff = useAdmins();
  const nameOf = (id: number | null) => {
    const member = staff.data?.find((admin) => admin.id === id);
    return member ? staffMemberName(member) : undefined;
  };
  const assign = useAssignBike((result) => {
    const name = nameOf(result.progress.assigneeId);
    toast({ title: name ? t.assigned(bikeName, name) : t.unassigned(bikeName) });
  });
  const selectId = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-gray-700">
      <label htmlFor={selectId} className="shrink-0">
        {t.assignee}
        <span className="sr-only">{` (${bikeName})`}</span>
      </label>
      <Select
        id={selectId}
        className="min-h-9 min-w-0 flex-1 py-1 text-sm"
        value={progress.assigneeId ?? ''}
        disabled={assign.isPending || !staff.data}
        onChange={(event) =>
          assign.mutate({
            serviceRequestId: requestId,
            bikeId,
            assignment: {
              assigneeId: event.target.value === '' ? null : Number(event.target.value),
              version: progress.version,
            },
          })
        }
      >
        <option value="">{t.nobody}</option>
        {staff.data?.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {staffMemberName(admin)}
          </option>
        ))}
      </Select>
    </div>
  );
}

function MoveForm({
  id,
  requestId,
  bikeId,
  bikeName,
  isLeaseBike,
  progress,
  onDone,
}: BikeJourneyProps & { id: string; onDone: () => void }) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  const allowed = stagesReachable(progress.stage, isLeaseBike);
  const [stage, setStage] = useState<BikeStage>(allowed[0] ?? progress.stage);
  const [note, setNote] = useState('');
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  // Every move out of the lessor's stage leaves it, so each needs the approval or a reason.
  const leavesLessor = progress.stage === 'waiting_for_lessor';
  const [passage, setPassage] = useState(NO_LESSOR_PASSAGE);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const check = useFormCheck(moveBikeStageSchema, {
    stage,
    version: progress.version,
    note,
    notifyCustomer,
    ...(leavesLessor && lessorPassageOf(passage)),
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
      {
        // A refused field stays with what staff typed; any other refusal reloads the bike, and
        // the form closes on where it is now.
        onError: (error) =>
          error instanceof ApiError && error.status === 400 ? check.showRefusal(error) : onDone(),
      },
    );
  };

  return (
    <BikeForm
      id={id}
      form={form}
      onSubmit={submit}
      label={t.moveTitle(bikeName)}
      onCancel={onDone}
      pending={move.isPending}
      submit={move.isPending ? t.moving : t.submit}
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
      {leavesLessor ? (
        <LessorPassageFields values={passage} onChange={setPassage} errors={check.errors} />
      ) : null}
      <NoteField
        label={t.note}
        hint={t.noteHint}
        error={check.errors.note}
        value={note}
        onChange={setNote}
      />
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-brand-700"
          checked={notifyCustomer}
          onChange={(event) => setNotifyCustomer(event.target.checked)}
        />
        {t.notifyCustomer}
      </label>
    </BikeForm>
  );
}

/**
 * Another day or number of minutes for the bike. A day it would take over capacity is
 * refused with the server's words; the form then asks staff to confirm, and keeps what they
 * typed.
 */
function PlanForm({
  id,
  requestId,
  bikeId,
  bikeName,
  progress,
  onDone,
}: BikeJourneyProps & { id: string; onDone: () => void }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.journey;
  const format = useFormat();
  const [plannedDate, setPlannedDate] = useState(progress.plannedDate ?? '');
  const [plannedMinutes, setPlannedMinutes] = useState(String(progress.plannedMinutes));
  const [overfull, setOverfull] = useState<string | null>(null);
  const [confirmOverfull, setConfirmOverfull] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const check = useFormCheck(planBikeSchema, {
    plannedDate,
    plannedMinutes: plannedMinutes === '' ? Number.NaN : Number(plannedMinutes),
    version: progress.version,
    ...(confirmOverfull && { confirmOverfull }),
  });
  const plan = usePlanBike({
    onPlanned: (result) => {
      const date = result.progress.plannedDate;
      toast({ title: t.replanned(bikeName, date ? format.shortDate(date) : t.notPlanned) });
      onDone();
    },
    onOverfull: setOverfull,
  });
  // A new day or number of minutes is weighed afresh: an earlier confirmation was for another.
  const changed = (update: () => void) => {
    update();
    setOverfull(null);
    setConfirmOverfull(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const verdict = check.check(form.current);
    if (!verdict.success) return;
    plan.mutate(
      { serviceRequestId: requestId, bikeId, plan: verdict.data },
      {
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'DAY_OVERFULL')) onDone();
        },
      },
    );
  };

  return (
    <BikeForm
      id={id}
      form={form}
      onSubmit={submit}
      label={t.planTitle(bikeName)}
      onCancel={onDone}
      pending={plan.isPending}
      unconfirmed={overfull !== null && !confirmOverfull}
      submit={plan.isPending ? t.savingPlan : t.savePlan}
    >
      <div className="flex flex-wrap gap-2">
        <FormField label={t.plannedDate} error={check.errors.plannedDate} className="flex-1">
          {(control) => (
            <Input
              {...control}
              ref={firstField}
              type="date"
              value={plannedDate}
              onChange={(event) => changed(() => setPlannedDate(event.target.value))}
            />
          )}
        </FormField>
        <FormField label={t.plannedMinutes} error={check.errors.plannedMinutes} className="w-32">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={10}
              step={5}
              value={plannedMinutes}
              onChange={(event) => changed(() => setPlannedMinutes(event.target.value))}
            />
          )}
        </FormField>
      </div>
      {overfull ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
        >
          <p>{overfull}</p>
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-700"
              checked={confirmOverfull}
              onChange={(event) => setConfirmOverfull(event.target.checked)}
            />
            {texts.planning.confirmOverfull}
          </label>
        </div>
      ) : null}
    </BikeForm>
  );
}

/** A bike form's note of a line or two. */
export function NoteField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * The frame of a bike's small forms: named for assistive technology, checked by the form's own
 * rules (`noValidate`), with 'Annuleren' and the submit button under the fields. The submit
 * waits while the change is on its way, and while something still asks for confirmation.
 */
export function BikeForm({
  id,
  form,
  onSubmit,
  label,
  onCancel,
  pending,
  unconfirmed = false,
  submit,
  children,
}: {
  id: string;
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  label: string;
  onCancel: () => void;
  pending: boolean;
  unconfirmed?: boolean;
  submit: string;
  children: ReactNode;
}) {
  const t = useTexts(REQUESTS_TEXTS).journey;
  return (
    <form
      id={id}
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="flex flex-col gap-2"
    >
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={pending || unconfirmed} focusableWhenDisabled>
          {submit}
        </Button>
      </div>
    </form>
  );
}
