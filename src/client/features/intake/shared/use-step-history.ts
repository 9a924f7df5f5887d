import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * What a wizard keeps in its history entries: the step shown, and the lowest step that Back
 * reaches within the wizard's own entries, one step per entry (a step jumped to, to fix it, has
 * none before it).
 */
type StepEntry = { intakeStep: number; firstStep: number };

const entryOf = (state: unknown): StepEntry | undefined =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as StepEntry).intakeStep === 'number' &&
  typeof (state as StepEntry).firstStep === 'number'
    ? (state as StepEntry)
    : undefined;

const withEntry = (entry: StepEntry) => ({ ...(history.state as object | null), ...entry });

/**
 * Every step of a wizard is an entry in the browser's history, on the same address: a phone's
 * Back button goes back one step, and Forward forward again, with what was typed kept in the
 * draft, instead of leaving the form. A new step's heading takes the focus, so keyboard and
 * screen-reader users start there, whichever way the step came.
 *
 * `forward` is the checked way on (Volgende); `back` (Vorige) goes back through the entries
 * when they are there, so that Vorige and Back agree. `backTo` a step to fix goes back through
 * the entries as well, as if Back had been pressed until there: the entries stay one per step
 * in order, so Back from there goes to the step before it and Forward on to the step left, and
 * the send's rewind stays exact; the caller puts the focus on the field to fix. Once `done`
 * (sent), `finish` rewinds to the wizard's first entry, so Back from the confirmation leaves the
 * form instead of walking through the emptied steps; their entries are ignored from then on. A
 * new form after that ('Submit Another Request') starts a history of its own.
 */
export function useStepHistory({
  step,
  setStep,
  done,
  headingRef,
}: {
  step: number;
  setStep: (step: number) => void;
  done: boolean;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const latest = useRef({ setStep, done });
  latest.current = { setStep, done };

  // A draft reopened on a later step without its entries (a new tab, a link) gets one for each
  // step before it, as if walked, so Back goes through them instead of leaving the form. A step
  // shown otherwise without its entry (a step to fix that the entries do not lead to) has none
  // before it that Back could trust.
  const restoring = useRef(true);
  // The step `backTo` shows at once, while the browser moves to its entry.
  const arriving = useRef<number>(undefined);
  useEffect(() => {
    const restored = restoring.current;
    restoring.current = false;
    if (entryOf(history.state)?.intakeStep === step || arriving.current === step) return;
    if (!restored) {
      history.replaceState(withEntry({ intakeStep: step, firstStep: step }), '');
      return;
    }
    history.replaceState(withEntry({ intakeStep: 1, firstStep: 1 }), '');
    for (let later = 2; later <= step; later++) {
      history.pushState(withEntry({ intakeStep: later, firstStep: 1 }), '');
    }
  }, [step]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const entry = entryOf(event.state);
      const arrived = arriving.current !== undefined && arriving.current === entry?.intakeStep;
      arriving.current = undefined;
      if (entry && !arrived && !latest.current.done) latest.current.setStep(entry.intakeStep);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const showHeading = useCallback(() => {
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [headingRef]);

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    showHeading();
  }, [step, showHeading]);

  // A new form after a sent one: its entry is pushed, which drops the sent form's entries
  // after it, so Forward cannot walk through the emptied steps again.
  const wasDone = useRef(done);
  useEffect(() => {
    if (wasDone.current && !done) {
      history.pushState(withEntry({ intakeStep: step, firstStep: step }), '');
      showHeading();
    }
    wasDone.current = done;
  }, [done, step, showHeading]);

  const firstStep = () => entryOf(history.state)?.firstStep ?? step;
  return {
    forward: (next: number) => {
      history.pushState(withEntry({ intakeStep: next, firstStep: firstStep() }), '');
      setStep(next);
    },
    back: () => {
      if (step > firstStep()) history.back();
      else setStep(step - 1);
    },
    backTo: (target: number) => {
      shownStep.current = target;
      if (target >= firstStep() && entryOf(history.state)?.intakeStep === step) {
        arriving.current = target;
        history.go(target - step);
      }
      setStep(target);
    },
    finish: () => {
      // The rewind's popstate may come before the confirmation has rendered.
      latest.current.done = true;
      // From the entry shown now, not the step the send started on: Vorige or Back may have
      // moved while the send was on its way.
      const shown = entryOf(history.state);
      if (shown && shown.intakeStep > shown.firstStep)
        history.go(shown.firstStep - shown.intakeStep);
    },
  };
}
