import type { ReactNode } from 'react';
import { formatAddress } from '../../../../contract/house-number.ts';
import { bikeFactRows } from '../../../lib/bike-facts.ts';
import { useTexts } from '../../../lib/language.ts';
import { PrivacyLink } from '../shared/privacy-link.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { bikeBrandName, fullPhone, type StepProps } from './form-state.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-gray-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-gray-900">{children || intake.none}</dd>
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
  const intake = useTexts(INTAKE_TEXTS);
  const onLocation = draft.deliveryType === 'on_location';
  // What the customer typed can be one unbroken word (an 'Overig' brand, a frame number) wider
  // than a phone: it breaks anywhere rather than push the page sideways.
  return (
    <div className="flex flex-col gap-4 wrap-anywhere">
      <Section title={intake.reviewCustomer}>
        <dl className="flex flex-col gap-2">
          <Row label={`${intake.firstName} / ${intake.lastName}`}>
            {`${draft.firstName} ${draft.lastName}`.trim()}
          </Row>
          {draft.customerType === 'business' ? (
            <Row label={intake.companyName}>{draft.companyName}</Row>
          ) : null}
          <Row label={intake.email}>{draft.email}</Row>
          <Row label={intake.phone}>{fullPhone(draft)}</Row>
          <Row label={intake.billingAddressTitle}>{formatAddress(draft.billing)}</Row>
        </dl>
      </Section>
      <Section title={intake.reviewService}>
        <dl className="flex flex-col gap-2">
          <Row label={intake.serviceOptionTitle}>
            {onLocation ? intake.onLocation : intake.workshop}
          </Row>
          {onLocation ? (
            <Row label={intake.reviewBikeLocation}>{formatAddress(draft.bikeLocation)}</Row>
          ) : (
            <Row label={intake.dropOffTitle}>{intake.workshopAddress}</Row>
          )}
        </dl>
      </Section>
      <Section title={`${intake.reviewBikes} (${draft.bikes.length})`}>
        <ol className="flex flex-col gap-3">
          {draft.bikes.map((bike, index) => (
            <li key={bike.key} className="border-t border-gray-100 pt-3 first:border-0 first:pt-0">
              <p className="font-medium text-gray-900">
                {`${intake.bikeTitle(index + 1)}: ${bikeBrandName(bike)} ${bike.model}`.trim()}
              </p>
              <dl className="mt-1 flex flex-col gap-1 text-sm">
                <Row label={intake.serviceType}>{intake.serviceTypes[bike.serviceType]}</Row>
                <Row label={intake.frameNumber}>{bike.frameNumber}</Row>
                <Row label={intake.mileage}>{bike.mileage ? `${bike.mileage} km` : ''}</Row>
                <Row label={intake.issueDescription}>{bike.issueDescription}</Row>
                <Row label={intake.photo}>{bike.photo?.name}</Row>
                {bikeFactRows(bike.facts, intake.bikeFacts).map(([label, value]) => (
                  <Row key={label} label={label}>
                    {value}
                  </Row>
                ))}
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
        {intake.confirm}
      </label>
      <PrivacyLink />
    </div>
  );
}
