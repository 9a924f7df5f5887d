import { Building2, ChevronLeft, ChevronRight, Home, Info, Send } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import type { DeliveryType } from '../../../../contract/service-request-constants.ts';
import { multiBikeSteps } from '../../../../contract/service-requests/submission.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { type FieldErrors, issuesToErrors, useInputWords } from '../../../lib/field-errors.ts';
import { useTexts } from '../../../lib/language.ts';
import { useDocumentTitle, usePageNames } from '../../../lib/use-document-title.ts';
import { ErrorSummary, TextField } from '../shared/field.tsx';
import { PrivacyLink } from '../shared/privacy-link.tsx';
import { ProgressBar } from '../shared/progress-bar.tsx';
import {
  BikeIdentityFields,
  BikePhotoField,
  IssueDescriptionField,
  SimpleBikeFactsFields,
  validateBike,
} from '../shared/simple-bike.tsx';
import { SimpleCustomerFields, validateCustomer } from '../shared/simple-customer.tsx';
import { SimplePortalPage } from '../shared/simple-portal.tsx';
import { type CheckTexts, INTAKE_TEXTS, type IntakeTexts } from '../shared/strings.ts';
import {
  newSimpleDraft,
  type SimpleDraft,
  toSimpleSubmission,
  useSimpleForm,
} from '../shared/use-simple-form.ts';
import { useStepHistory } from '../shared/use-step-history.ts';
import {
  AddressSearchPanel,
  type BikeLocation,
  EMPTY_BIKE_LOCATION,
} from './address-search-panel.tsx';
import { WIZARD_TEXTS } from './strings.ts';

/** The draft's key in local storage. */
export const WIZARD_DRAFT_KEY = 'wizard';
const LAST_STEP = 4;

type Draft = SimpleDraft & {
  step: number;
  deliveryType: DeliveryType;
  bikeLocation: BikeLocation;
};

const createDraft = (): Draft => ({
  ...newSimpleDraft(),
  step: 1,
  deliveryType: 'workshop',
  bikeLocation: EMPTY_BIKE_LOCATION,
});

const toDeliveryInput = ({ deliveryType, bikeLocation }: Draft) =>
  deliveryType === 'on_location' ? { deliveryType, ...bikeLocation } : { deliveryType };

/** The errors of one step (docs/product.md#validation, step gating). */
const checkStep =
  (step: number) =>
  (draft: Draft, texts: CheckTexts): FieldErrors => {
    if (step === 1) {
      const result = multiBikeSteps.delivery.safeParse(toDeliveryInput(draft));
      return result.success ? {} : issuesToErrors(result.error.issues, texts.input);
    }
    if (step === 2) return validateCustomer(draft.customer, texts.input);
    if (step === 3) {
      const bikeFields = ['brand', 'model', 'frameNumber', 'mileage', 'eBike', 'lease'] as const;
      return validateBike(draft.bike, texts, bikeFields);
    }
    return validateBike(draft.bike, texts, ['issueDescription']);
  };

/**
 * What a refused step announces: its message when every error says the same (the one field to
 * fix, or the address not given yet, whose fields show as one search), else how many fields to
 * fix. Not that required fields are missing: a bad mileage or e-mail address is filled in.
 */
function stepSummary(errors: FieldErrors, intake: IntakeTexts) {
  const messages = new Set(Object.values(errors));
  const [only] = messages;
  return messages.size === 1 && only
    ? { text: only, repeatsFieldMessage: true }
    : { text: intake.simple.errorSummary(Object.keys(errors).length), repeatsFieldMessage: false };
}

/** Each way of service with its label and hint in the wizard's texts. */
const DELIVERY_OPTIONS = [
  ['workshop', 'workshop', 'workshopHint', Building2],
  ['on_location', 'onLocation', 'onLocationHint', Home],
] as const;

/** Form B (docs/product.md#form-b): four steps for one bike, at `/customer-portal-steps`. */
export function WizardForm() {
  useDocumentTitle(usePageNames().wizardPortal);
  const intake = useTexts(INTAKE_TEXTS);
  const wizard = useTexts(WIZARD_TEXTS);
  const input = useInputWords();
  const form = useSimpleForm(WIZARD_DRAFT_KEY, createDraft);
  const { draft, errors, update, changeBike } = form;
  const step = Math.min(Math.max(draft.step, 1), LAST_STEP);
  const summary = stepSummary(errors, intake);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const showStep = (next: number) => {
    form.hideErrors();
    update({ step: next });
  };
  const steps = useStepHistory({
    step,
    setStep: showStep,
    done: form.reference !== undefined,
    headingRef: stepHeadingRef,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < LAST_STEP) {
      if (form.accept(checkStep(step))) steps.forward(step + 1);
      return;
    }
    // The last step sends, once every step holds; otherwise back to the first that does not.
    for (let check = 1; check <= LAST_STEP; check++) {
      const checkThis = checkStep(check);
      if (Object.keys(checkThis(draft, { intake, input })).length > 0) {
        if (check < LAST_STEP) steps.backTo(check);
        form.accept(checkThis);
        return;
      }
    }
    form.send(toSimpleSubmission(draft, toDeliveryInput(draft)), steps.finish);
  };

  return (
    <SimplePortalPage
      title={wizard.heading}
      form={form}
      successHeading={wizard.successHeading}
      showReference={(reference) => (
        <>
          <div className="w-full rounded-lg border border-brand-700 bg-brand-50 p-4">
            <h3 className="text-sm font-medium text-gray-700">{wizard.referenceLabel}</h3>
            <p className="mt-1 font-mono text-2xl font-bold text-gray-900" data-testid="reference">
              {reference}
            </p>
          </div>
          <p className="text-gray-700">{wizard.keepReference}</p>
        </>
      )}
    >
      <ProgressBar step={step} titles={wizard.steps} />
      <Card>
        <CardContent className="pt-6">
          <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <h2
              ref={stepHeadingRef}
              tabIndex={-1}
              className="text-xl font-semibold text-gray-900 focus:outline-none"
            >
              <span className="block text-sm font-medium text-brand-800">
                {wizard.stepOf(step, LAST_STEP)}
              </span>
              {wizard.steps[step - 1]}
            </h2>

            {step === 1 ? (
              <>
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-gray-900">
                    {wizard.deliveryType}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {DELIVERY_OPTIONS.map(([type, label, hint, Icon]) => (
                      <label
                        key={type}
                        className={cn(
                          'flex cursor-pointer items-start gap-3 rounded-lg border p-4 focus-within:ring-2 focus-within:ring-brand-600',
                          draft.deliveryType === type
                            ? 'border-brand-700 bg-brand-50'
                            : 'border-gray-300 bg-white',
                        )}
                      >
                        <input
                          type="radio"
                          name="deliveryType"
                          value={type}
                          checked={draft.deliveryType === type}
                          onChange={() => update({ deliveryType: type })}
                          className="mt-1 size-4 accent-brand-700"
                        />
                        <span className="flex flex-col">
                          <span className="flex items-center gap-2 font-medium">
                            <Icon className="size-4 text-brand-800" aria-hidden="true" />
                            {wizard[label]}
                          </span>
                          <span className="text-sm text-gray-700">{wizard[hint]}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {draft.deliveryType === 'on_location' ? (
                  <AddressSearchPanel
                    value={draft.bikeLocation}
                    onChange={(patch) =>
                      update({ bikeLocation: { ...draft.bikeLocation, ...patch } })
                    }
                    errors={errors}
                  />
                ) : null}
              </>
            ) : null}

            {step === 2 ? (
              <SimpleCustomerFields
                customer={draft.customer}
                onChange={form.changeCustomer}
                errors={errors}
              />
            ) : null}

            {step === 3 ? (
              <>
                <BikeIdentityFields bike={draft.bike} onChange={changeBike} errors={errors} />
                <TextField
                  id="bike-mileage"
                  name="mileage"
                  label={intake.optional(wizard.mileage)}
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.bike.mileage}
                  onValueChange={(mileage) => changeBike({ mileage })}
                  error={errors.mileage}
                />
                <BikePhotoField bike={draft.bike} onChange={changeBike} />
                <SimpleBikeFactsFields bike={draft.bike} onChange={changeBike} errors={errors} />
              </>
            ) : null}

            {step === 4 ? (
              <>
                <IssueDescriptionField
                  bike={draft.bike}
                  onChange={changeBike}
                  error={errors.issueDescription}
                />
                <section
                  aria-labelledby="what-happens-next"
                  className="rounded-lg border border-brand-100 bg-brand-50 p-4"
                >
                  <h3
                    id="what-happens-next"
                    className="flex items-center gap-2 font-semibold text-gray-900"
                  >
                    <Info className="size-4 text-brand-800" aria-hidden="true" />
                    {wizard.whatNext}
                  </h3>
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-800">
                    {wizard.whatNextItems.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ol>
                </section>
                <PrivacyLink />
              </>
            ) : null}

            <ErrorSummary errors={errors} repeatsFieldMessage={summary.repeatsFieldMessage}>
              {summary.text}
            </ErrorSummary>

            {/* On a narrow phone the send button wraps below 'Vorige', still on the right. */}
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" disabled={step === 1} onClick={steps.back}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                {intake.previous}
              </Button>
              {step < LAST_STEP ? (
                <Button type="submit" className="ml-auto">
                  {intake.next}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              ) : (
                <Button
                  type="submit"
                  className="ml-auto"
                  disabled={form.isSending}
                  focusableWhenDisabled
                >
                  <Send className="size-4" aria-hidden="true" />
                  {form.isSending ? intake.submitting : wizard.submit}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </SimplePortalPage>
  );
}
