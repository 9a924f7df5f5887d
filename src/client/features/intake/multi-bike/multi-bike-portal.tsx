import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { PAGE_FRAME } from '../../../../contract/page-styles.ts';
import type { DeliveryType } from '../../../../contract/service-request-constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { type FieldErrors, refusedFields, useInputWords } from '../../../lib/field-errors.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { toastApiFailure } from '../../../lib/json-api.ts';
import { useTexts } from '../../../lib/language.ts';
import { useSiteInfo } from '../../../lib/site-info.ts';
import { toast } from '../../../lib/toast.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { LoadingMessage } from '../../../pages/loading-page.tsx';
import { useSubmitServiceRequest } from '../shared/api.ts';
import { keySubmission } from '../shared/idempotency-key.ts';
import { ProgressBar } from '../shared/progress-bar.tsx';
import { INTAKE_TEXTS, type IntakeTexts } from '../shared/strings.ts';
import { useConfirmation, useFormDraft } from '../shared/use-form-draft.ts';
import { loadSchemas, preloadSchemas, useSchemas } from '../shared/use-schemas.ts';
import { useStepHistory } from '../shared/use-step-history.ts';
import { BikesStep } from './bikes-step.tsx';
import { CustomerStep } from './customer-step.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import {
  createDraft,
  isMultiBikeDraft,
  type MultiBikeDraft,
  STEP_COUNT,
  stepOfField,
  toSubmission,
  type UpdateDraft,
  validateStep,
  withSameAddress,
} from './form-state.ts';
import { PortalShell } from './portal-shell.tsx';
import { ReviewStep } from './review-step.tsx';
import { SuccessScreen } from './success-screen.tsx';

/** The draft's key in local storage. */
export const MULTI_BIKE_DRAFT_KEY = 'multi-bike-portal';

const STEPS = [DeliveryStep, CustomerStep, BikesStep, ReviewStep] as const;

function stepToastText(step: number, errors: FieldErrors, intake: IntakeTexts) {
  if (step === 2 && errors.companyName && Object.keys(errors).length === 1) {
    return errors.companyName;
  }
  return step === 3 ? intake.bikesInvalid : intake.stepInvalid;
}

/**
 * Form C (docs/product.md#form-c): the multi-bike service portal in four steps. `authPending`: the
 * user lookup is still under way on a page that started as the portal shell; the hero stays (the
 * same elements, so it is not painted again) and the loading message stands in for the form.
 */
export function MultiBikePortal({ authPending = false }: { authPending?: boolean }) {
  // The form is the largest render of a visit. As a deferred update React renders it in
  // slices, so a phone's main thread is never blocked for the whole of it.
  const showLoadingMessage = useDeferredValue(authPending);
  return (
    <PortalShell>
      {showLoadingMessage ? (
        <main className={cn(PAGE_FRAME.main, 'items-center py-8')}>
          <LoadingMessage />
        </main>
      ) : (
        <MultiBikeForm />
      )}
    </PortalShell>
  );
}

function MultiBikeForm() {
  const intake = useTexts(INTAKE_TEXTS);
  const input = useInputWords();
  const { marketingUrl } = useSiteInfo();

  const [storedDraft, setDraft, clearDraft] = useFormDraft<MultiBikeDraft>(
    MULTI_BIKE_DRAFT_KEY,
    createDraft,
    isMultiBikeDraft,
  );
  // A draft stored by hand or by an older page may hold a linked address not yet copied.
  const draft = withSameAddress(storedDraft);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  /** The fields the server refused in the request it was sent, shown until the request changes. */
  const [refused, setRefused] = useState<{ body: string; errors: FieldErrors }>();
  // The service chosen is kept with the number: the success screen names its wait after the
  // draft is gone.
  const [submitted, setSubmitted] = useConfirmation<{
    id: number;
    deliveryType: DeliveryType;
    privateLink: string;
  }>(MULTI_BIKE_DRAFT_KEY);
  const submit = useSubmitServiceRequest();

  const update: UpdateDraft = useCallback(
    (patch) =>
      setDraft((latest) => {
        const next = withSameAddress({
          ...latest,
          ...(typeof patch === 'function' ? patch(latest) : patch),
        });
        // The customer confirmed the request as the review step showed it; once it changes,
        // they confirm it again.
        const changedAfterConfirming =
          latest.confirmed &&
          next.confirmed &&
          JSON.stringify(toSubmission(next)) !== JSON.stringify(toSubmission(latest));
        return changedAfterConfirming ? { ...next, confirmed: false } : next;
      }),
    [setDraft],
  );

  const step = Math.min(Math.max(draft.step, 1), STEP_COUNT);
  const schemas = useSchemas();
  const errors = {
    ...(refused?.body === JSON.stringify(toSubmission(draft)) ? refused.errors : {}),
    ...(schemas && attempted.has(step)
      ? validateStep(schemas.multiBikeSteps, step, draft, input)
      : {}),
  };

  const headingRef = useRef<HTMLHeadingElement>(null);
  const showStep = (next: number) => update({ step: next });
  const steps = useStepHistory({
    step,
    setStep: showStep,
    done: submitted !== undefined,
    headingRef,
  });
  /** The schemas; without a connection to fetch them, a toast says so and the step stays. */
  const schemasOrToast = () =>
    loadSchemas().catch(() => {
      toast({
        title: intake.offlineTitle,
        description: intake.offlineCheck,
        variant: 'destructive',
      });
      return undefined;
    });

  const next = async () => {
    const schemas = await schemasOrToast();
    if (!schemas) return;
    const { multiBikeSteps } = schemas;
    const stepErrors = validateStep(multiBikeSteps, step, draft, input);
    if (Object.keys(stepErrors).length > 0) {
      setAttempted((current) => new Set(current).add(step));
      toast({
        title: intake.validationTitle,
        description: stepToastText(step, stepErrors, intake),
        variant: 'destructive',
      });
      focusFirstInvalid(document.querySelector('main'));
      return;
    }
    steps.forward(step + 1);
  };

  const send = useOneAtATime(async () => {
    if (!draft.confirmed) return;
    const schemas = await schemasOrToast();
    if (!schemas) return;
    const { multiBikeSteps, serviceRequestSubmissionSchema } = schemas;
    for (let check = 1; check < STEP_COUNT; check++) {
      const checkErrors = validateStep(multiBikeSteps, check, draft, input);
      if (Object.keys(checkErrors).length > 0) {
        setAttempted((current) => new Set(current).add(check));
        steps.backTo(check);
        toast({
          title: intake.validationTitle,
          description: stepToastText(check, checkErrors, intake),
          variant: 'destructive',
        });
        focusFirstInvalid(document.querySelector('main'));
        return;
      }
    }
    const submission = toSubmission(draft);
    if (!serviceRequestSubmissionSchema.safeParse(submission).success) {
      toast({
        title: intake.validationTitle,
        description: intake.stepInvalid,
        variant: 'destructive',
      });
      return;
    }
    const keyed = keySubmission(draft.lastSent, submission);
    update({ lastSent: keyed });
    await submit
      .mutateAsync(keyed, {
        onSuccess: ({ id, privateLink }) => {
          setSubmitted({ id, deliveryType: draft.deliveryType, privateLink });
          setAttempted(new Set());
          steps.finish();
          clearDraft();
        },
        onError: (error) => {
          toastApiFailure(error, {
            title: intake.submitFailedTitle,
            fallback: error instanceof ApiError ? intake.submitFailed : intake.submitUnsent,
          });
          // A field the form let through (a rule the server knows and this page not yet): back
          // to its step, with the cursor in it, as for a field the form itself refuses.
          const fields = refusedFields(error);
          const fieldSteps = Object.keys(fields).map(stepOfField);
          if (fieldSteps.length === 0) return;
          setRefused({ body: keyed.body, errors: fields });
          steps.backTo(Math.min(...fieldSteps));
          focusFirstInvalid(document.querySelector('main'));
        },
      })
      // Shown by onError above.
      .catch(() => {});
  });

  const StepContent = STEPS[step - 1] ?? DeliveryStep;

  return (
    <>
      {/* The first touch of the form fetches the validation schemas (see use-schemas.ts). */}
      <main
        className={PAGE_FRAME.main}
        onPointerDownCapture={preloadSchemas}
        onKeyDownCapture={preloadSchemas}
        onFocusCapture={preloadSchemas}
      >
        {submitted !== undefined ? (
          <SuccessScreen
            id={submitted.id}
            deliveryType={submitted.deliveryType}
            privateLink={submitted.privateLink}
            marketingUrl={marketingUrl}
          />
        ) : (
          <>
            <ProgressBar step={step} titles={intake.multiBikeSteps} />
            <Card>
              {/* A form, so that Enter in a text field presses the step's button. */}
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void (step < STEP_COUNT ? next() : send());
                }}
                className="flex flex-col gap-6 p-4 pt-4 sm:p-6"
              >
                <h2
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-xl font-bold text-gray-900 outline-none"
                >
                  {step === STEP_COUNT ? intake.reviewTitle : intake.multiBikeSteps[step - 1]}
                </h2>
                <StepContent draft={draft} update={update} errors={errors} backTo={steps.backTo} />
                {step === STEP_COUNT && !draft.confirmed ? (
                  <p id="send-blocked" className="text-sm text-gray-700">
                    {intake.sendNeedsConfirmation}
                  </p>
                ) : null}
                <div className="flex flex-wrap justify-between gap-3 border-t border-gray-200 pt-4">
                  <Button variant="outline" disabled={step === 1} onClick={steps.back}>
                    <ChevronLeft className="size-4" aria-hidden="true" />
                    {intake.previous}
                  </Button>
                  {step < STEP_COUNT ? (
                    <Button type="submit">
                      {intake.next}
                      <ChevronRight className="size-4" aria-hidden="true" />
                    </Button>
                  ) : (
                    <Button
                      type="submit"
                      disabled={!draft.confirmed || submit.isPending}
                      aria-describedby={draft.confirmed ? undefined : 'send-blocked'}
                      focusableWhenDisabled={submit.isPending}
                    >
                      <Send className="size-4" aria-hidden="true" />
                      {submit.isPending ? intake.submitting : intake.submit}
                    </Button>
                  )}
                </div>
              </form>
            </Card>
          </>
        )}
      </main>
    </>
  );
}
