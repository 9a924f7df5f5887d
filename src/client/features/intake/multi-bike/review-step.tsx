import type { ReactNode } from 'react';
import { formatAddress } from '../../../../contract/house-number.ts';
import { PrivacyLink } from '../shared/privacy-link.tsx';
import { BIKE_SERVICE_TYPE_LABELS, INTAKE_TEXT } from '../shared/strings.ts';
import { bikeBrandName, fullPhone, type StepProps } from './form-state.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-gray-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-gray-900">{children || INTAKE_TEXT.none}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Step 4, 'Controleer Je Aanvraag': everything once more, the confirmation box and the privacy
 * statement.
 */
export function ReviewStep({ draft, update }: StepProps) {
  const onLocation = draft.deliveryType === 'on_location';
  // What the customer typed can be one unbroken word (an 'Overig' brand, a frame number) wider
  // than a phone: it breaks anywhere rather than push the page sideways.
  return (
    <div className="flex flex-col gap-4 wrap-anywhere">
      <Section title={INTAKE_TEXT.reviewCustomer}>
        <dl className="flex flex-col gap-2">
          <Row label={`${INTAKE_TEXT.firstName} / ${INTAKE_TEXT.lastName}`}>
            {`${draft.firstName} ${draft.lastName}`.trim()}
          </Row>
          {draft.customerType === 'business' ? (
            <Row label={INTAKE_TEXT.companyName}>{draft.companyName}</Row>
          ) : null}
          <Row label={INTAKE_TEXT.email}>{draft.email}</Row>
          <Row label={INTAKE_TEXT.phone}>{fullPhone(draft)}</Row>
          <Row label={INTAKE_TEXT.billingAddressTitle}>{formatAddress(draft.billing)}</Row>
        </dl>
      </Section>
      <Section title={INTAKE_TEXT.reviewService}>
        <dl className="flex flex-col gap-2">
          <Row label={INTAKE_TEXT.serviceOptionTitle}>
            {onLocation ? INTAKE_TEXT.onLocation : INTAKE_TEXT.workshop}
          </Row>
          {onLocation ? (
            <Row label={INTAKE_TEXT.reviewBikeLocation}>{formatAddress(draft.bikeLocation)}</Row>
          ) : (
            <Row label={INTAKE_TEXT.dropOffTitle}>{INTAKE_TEXT.workshopAddress}</Row>
          )}
        </dl>
      </Section>
      <Section title={`${INTAKE_TEXT.reviewBikes} (${draft.bikes.length})`}>
        <ol className="flex flex-col gap-3">
          {draft.bikes.map((bike, index) => (
            <li key={bike.key} className="border-t border-gray-100 pt-3 first:border-0 first:pt-0">
              <p className="font-medium text-gray-900">
                {`${INTAKE_TEXT.bikeTitle(index + 1)}: ${bikeBrandName(bike)} ${bike.model}`.trim()}
              </p>
              <dl className="mt-1 flex flex-col gap-1 text-sm">
                <Row label={INTAKE_TEXT.serviceType}>
                  {BIKE_SERVICE_TYPE_LABELS[bike.serviceType]}
                </Row>
                <Row label={INTAKE_TEXT.frameNumber}>{bike.frameNumber}</Row>
                <Row label={INTAKE_TEXT.mileage}>{bike.mileage ? `${bike.mileage} km` : ''}</Row>
                <Row label={INTAKE_TEXT.issueDescription}>{bike.issueDescription}</Row>
                <Row label={INTAKE_TEXT.photo}>{bike.photo?.name}</Row>
              </dl>
            </li>
          ))}
        </ol>
      </Section>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-gray-900">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={draft.confirmed}
          onChange={(event) => update({ confirmed: event.target.checked })}
        />
        {INTAKE_TEXT.confirm}
      </label>
      <PrivacyLink />
    </div>
  );
}
