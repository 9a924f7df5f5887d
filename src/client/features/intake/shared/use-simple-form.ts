import { useRef, useState } from 'react';
import type { ServiceRequestSubmission } from '../../../../contract/service-requests/submission.ts';
import { type FieldErrors, useInputWords } from '../../../lib/field-errors.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { toastApiFailure } from '../../../lib/json-api.ts';
import { useTexts } from '../../../lib/language.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useSubmitServiceRequest } from './api.ts';
import {
  isKeyedSubmissionOrNothing,
  type KeyedSubmission,
  keySubmission,
} from './idempotency-key.ts';
import { emptyBike, type SimpleBike, toBikeInput } from './simple-bike.tsx';
import {
  emptyCustomer,
  type SimpleCustomer,
  toastMissingCompanyName,
  toCustomerInput,
} from './simple-customer.tsx';
import { type CheckTexts, INTAKE_TEXTS } from './strings.ts';
import { useConfirmation, useFormDraft } from './use-form-draft.ts';

/** What is wrong with a draft, by field. */
export type DraftCheck<Draft> = (draft: Draft, texts: CheckTexts) => FieldErrors;

/** What every stored draft of forms A and B holds. */
export type SimpleDraft = {
  version: 1;
  /** The last submission sent and its key, so that a retry or a reload can send it again. */
  lastSent?: KeyedSubmission;
  customer: SimpleCustomer;
  bike: SimpleBike;
};

export const newSimpleDraft = (): SimpleDraft => ({
  version: 1,
  customer: emptyCustomer(),
  bike: emptyBike(),
});

type DeliveryInput = Pick<
  ServiceRequestSubmission,
  Extract<keyof ServiceRequestSubmission, 'deliveryType' | `bikeLocation${string}`>
>;

/** The request of form A or B: the customer, where the work happens, and the one bike. */
export const toSimpleSubmission = (
  draft: SimpleDraft,
  delivery: DeliveryInput = { deliveryType: 'workshop' },
): ServiceRequestSubmission => ({
  ...toCustomerInput(draft.customer),
  ...delivery,
  bikes: [toBikeInput(draft.bike)],
});

/** A draft of this shape; one stored by an older version of the form is dropped. */
const isSimpleDraft = <Draft extends SimpleDraft>(value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  (value as SimpleDraft).version === 1 &&
  isKeyedSubmissionOrNothing((value as SimpleDraft).lastSent) &&
  typeof (value as SimpleDraft).customer === 'object' &&
  typeof (value as SimpleDraft).bike === 'object';

/**
 * The state of form A or B: the draft kept across reloads, the shown errors, and the sending, with
 * the toasts of docs/product.md#texts. After a success `reference` and `privateLink` are set and the draft is new.
 * Once a send showed what is wrong, the errors follow every change of the draft (a corrected
 * field loses its message at once) and every change of language.
 */
export function useSimpleForm<Draft extends SimpleDraft>(
  storageKey: string,
  createDraft: () => Draft,
) {
  const [draft, setDraft, clearDraft] = useFormDraft<Draft>(storageKey, createDraft, isSimpleDraft);
  const [shownCheck, setShownCheck] = useState<DraftCheck<Draft>>();
  const [sent, setSent, forgetSent] = useConfirmation<{ reference: string; privateLink: string }>(
    storageKey,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitServiceRequest();
  const intake = useTexts(INTAKE_TEXTS);
  const input = useInputWords();
  const errors = shownCheck ? shownCheck(draft, { intake, input }) : {};

  const update = (patch: Partial<Draft>) => setDraft((latest) => ({ ...latest, ...patch }));
  const changeCustomer = (patch: Partial<SimpleCustomer>) =>
    setDraft((latest) => ({ ...latest, customer: { ...latest.customer, ...patch } }));
  const changeBike = (patch: Partial<SimpleBike>) =>
    setDraft((latest) => ({ ...latest, bike: { ...latest.bike, ...patch } }));

  /** Shows what `check` finds wrong from now on, with the focus there; true when nothing is. */
  const accept = (check: DraftCheck<Draft>) => {
    const found = check(draft, { intake, input });
    const valid = Object.keys(found).length === 0;
    setShownCheck(valid ? undefined : () => check);
    if (valid) return true;
    toastMissingCompanyName(found, { intake, input });
    focusFirstInvalid(formRef.current);
    return false;
  };

  /** Sends the request; `onSent` runs with the success, before the draft is emptied. */
  const send = useOneAtATime(async (submission: ServiceRequestSubmission, onSent?: () => void) => {
    const keyed = keySubmission(draft.lastSent, submission);
    setDraft((latest) => ({ ...latest, lastSent: keyed }));
    await submit
      .mutateAsync(keyed, {
        onSuccess: (result) => {
          setSent({ reference: result.reference, privateLink: result.privateLink });
          onSent?.();
          clearDraft();
          setShownCheck(undefined);
          window.scrollTo({ top: 0 });
        },
        onError: (error) =>
          toastApiFailure(error, {
            title: intake.simple.errorTitle,
            fallback: intake.simple.submitFailed,
          }),
      })
      // Shown by onError above.
      .catch(() => {});
  });

  return {
    draft,
    update,
    changeCustomer,
    changeBike,
    errors,
    accept,
    /** Shows no errors until the next `accept`: a new step starts clean. */
    hideErrors: () => setShownCheck(undefined),
    formRef,
    send,
    isSending: submit.isPending,
    reference: sent?.reference,
    /** The customer's private link to the request sent, shown with its reference. */
    privateLink: sent?.privateLink,
    startAgain: forgetSent,
  };
}
