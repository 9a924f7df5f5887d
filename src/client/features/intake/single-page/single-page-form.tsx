import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useTexts } from '../../../lib/language.ts';
import { useDocumentTitle, usePageNames } from '../../../lib/use-document-title.ts';
import { ErrorSummary } from '../shared/field.tsx';
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
import { type CheckTexts, INTAKE_TEXTS } from '../shared/strings.ts';
import {
  newSimpleDraft,
  type SimpleDraft,
  toSimpleSubmission,
  useSimpleForm,
} from '../shared/use-simple-form.ts';
import { SINGLE_PAGE_TEXTS } from './strings.ts';

/** The draft's key in local storage. */
export const SINGLE_PAGE_DRAFT_KEY = 'single-page';

/** Form A checks the customer and the bike at once. */
const checkForm = (draft: SimpleDraft, texts: CheckTexts) => ({
  ...validateCustomer(draft.customer, texts.input),
  ...validateBike(draft.bike, texts),
});

/**
 * Form A (docs/product.md#form-a): one page, one bike, at `/customer-portal`. The progress bar that
 * all three forms show follows the section the customer is filling in.
 */
export function SinglePageForm() {
  useDocumentTitle(usePageNames().singlePagePortal);
  const intake = useTexts(INTAKE_TEXTS);
  const page = useTexts(SINGLE_PAGE_TEXTS);
  const form = useSimpleForm(SINGLE_PAGE_DRAFT_KEY, newSimpleDraft);
  const { draft, errors, changeBike } = form;
  const [section, setSection] = useState(1);

  // 'Submit Another Request' puts the new form in the confirmation's place; focus goes to its
  // heading, where it starts, instead of falling to the page with the button that went.
  const formHeading = useRef<HTMLHeadingElement>(null);
  const wasSent = useRef(Boolean(form.reference));
  useEffect(() => {
    if (wasSent.current && !form.reference) formHeading.current?.focus();
    wasSent.current = Boolean(form.reference);
  }, [form.reference]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.accept(checkForm)) {
      form.send(toSimpleSubmission(draft));
    }
  };

  return (
    <SimplePortalPage
      title={page.heroTitle}
      text={page.heroText}
      form={form}
      successHeading={page.successHeading}
      showReference={(reference) => (
        <p className="text-gray-700">
          {page.referenceLabel}:{' '}
          <strong
            className="font-mono text-lg whitespace-nowrap text-gray-900"
            data-testid="reference"
          >
            {reference}
          </strong>
        </p>
      )}
    >
      <ProgressBar step={section} titles={[page.customerSection, page.bikeSection]} />
      <Card>
        <CardContent className="pt-6">
          <h2
            ref={formHeading}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold text-gray-900 focus:outline-none"
          >
            {page.formTitle}
          </h2>
          <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
            <fieldset className="flex min-w-0 flex-col gap-4" onFocus={() => setSection(1)}>
              <legend className="mb-2 text-lg font-semibold text-gray-900">
                {page.customerSection}
              </legend>
              <SimpleCustomerFields
                customer={draft.customer}
                onChange={form.changeCustomer}
                errors={errors}
              />
            </fieldset>

            <fieldset className="flex min-w-0 flex-col gap-4" onFocus={() => setSection(2)}>
              <legend className="mb-2 text-lg font-semibold text-gray-900">
                {page.bikeSection}
              </legend>
              <BikeIdentityFields bike={draft.bike} onChange={changeBike} errors={errors} />
              <IssueDescriptionField
                bike={draft.bike}
                onChange={changeBike}
                error={errors.issueDescription}
              />
              <BikePhotoField bike={draft.bike} onChange={changeBike} />
              <SimpleBikeFactsFields bike={draft.bike} onChange={changeBike} errors={errors} />
            </fieldset>

            <ErrorSummary errors={errors}>
              {intake.simple.errorSummary(Object.keys(errors).length)}
            </ErrorSummary>
            <PrivacyLink />
            <Button
              type="submit"
              disabled={form.isSending}
              focusableWhenDisabled
              className="w-full sm:w-auto"
            >
              {form.isSending ? intake.submitting : page.submit}
            </Button>
          </form>
        </CardContent>
      </Card>
    </SimplePortalPage>
  );
}
