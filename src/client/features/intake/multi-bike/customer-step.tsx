import { useEffect, useState } from 'react';
import { formatAddress } from '../../../../contract/house-number.ts';
import { useTexts } from '../../../lib/language.ts';
import { AddressLookupFields } from '../shared/address-lookup-fields.tsx';
import { SWITCH_INPUT, TextField } from '../shared/field.tsx';
import { PhoneField } from '../shared/phone-field.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { BikeLocationBlock, bikeLocationErrors } from './delivery-step.tsx';
import { isCompleteAddress, type StepProps } from './form-state.ts';
import { AddressSummary, SameAddressCheckbox } from './same-address.tsx';

/**
 * The spec's repeat of the service option on step 2, as one line ('Service: Op locatie ·
 * Wijzigen'; Wijzigen goes back to step 1, where it was chosen), and for on-location service
 * the bike's address block, as a line too until the customer changes it here or it needs a
 * fix (incomplete, as a draft or a refused send can leave it).
 */
function ServiceLine({ draft, update, errors, backTo }: StepProps) {
  const intake = useTexts(INTAKE_TEXTS);
  const [changingLocation, setChangingLocation] = useState(false);
  const onLocation = draft.deliveryType === 'on_location';
  const locationErrors = bikeLocationErrors(errors);
  const locationToFix =
    Object.values(locationErrors).some(Boolean) || !isCompleteAddress(draft.bikeLocation);
  // Once open, the block stays open: it must not fold away under the customer's fingers when
  // the address becomes complete.
  useEffect(() => {
    if (locationToFix) setChangingLocation(true);
  }, [locationToFix]);
  const changeLink =
    'inline-block min-h-6 rounded-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';
  return (
    <>
      <div className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-200 bg-gray-50 px-3 text-sm text-gray-900">
        <p className="py-2">
          <span className="font-semibold">{intake.serviceLine}:</span>{' '}
          {onLocation ? intake.onLocation : intake.workshop} <span aria-hidden="true">·</span>{' '}
          <button
            type="button"
            className={changeLink}
            aria-label={intake.changeService}
            onClick={() => backTo(1)}
          >
            {intake.change}
          </button>
        </p>
        {onLocation && !changingLocation && !locationToFix ? (
          <p className="py-2 wrap-anywhere">
            <span className="font-semibold">{intake.bikeLocationTitle}</span>{' '}
            {formatAddress(draft.bikeLocation)} <span aria-hidden="true">·</span>{' '}
            <button
              type="button"
              className={changeLink}
              aria-label={intake.changeBikeLocation}
              onClick={() => {
                setChangingLocation(true);
                // The button makes way for the fields: the cursor goes to the first of them.
                requestAnimationFrame(() =>
                  document.getElementById('bike-location-postcode')?.focus(),
                );
              }}
            >
              {intake.change}
            </button>
          </p>
        ) : null}
      </div>
      {onLocation && (changingLocation || locationToFix) ? (
        <BikeLocationBlock draft={draft} update={update} errors={errors} />
      ) : null}
    </>
  );
}

/** Step 2, 'Klantgegevens': who, how to reach them, the billing address, and the service again. */
export function CustomerStep({ draft, update, errors, backTo }: StepProps) {
  const intake = useTexts(INTAKE_TEXTS);
  const text = (
    name: 'firstName' | 'lastName' | 'companyName' | 'email',
    label: string,
    options: { type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`customer-${name}`}
      label={label}
      required
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      value={draft[name]}
      onValueChange={(value) => update({ [name]: value })}
      error={errors[name]}
    />
  );
  const business = draft.customerType === 'business';
  const takesBikeLocation = draft.sameAddress === 'billing-is-bike-location';
  const canTakeBikeLocation =
    takesBikeLocation ||
    (draft.deliveryType === 'on_location' &&
      draft.sameAddress === undefined &&
      isCompleteAddress(draft.bikeLocation));
  const billingErrors = {
    postcode: errors.postalCode,
    houseNumber: errors.houseNumber,
    addition: errors.houseNumberAddition,
    street: errors.street,
    city: errors.city,
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', intake.firstName, { autoComplete: 'given-name' })}
        {text('lastName', intake.lastName, { autoComplete: 'family-name' })}
      </div>

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          role="switch"
          name="business"
          className={SWITCH_INPUT}
          checked={business}
          aria-checked={business}
          onChange={(event) =>
            update(
              event.target.checked
                ? { customerType: 'business' }
                : { customerType: 'private', companyName: '' },
            )
          }
        />
        {intake.business}
      </label>
      {business ? text('companyName', intake.companyName, { autoComplete: 'organization' }) : null}

      {text('email', intake.email, { type: 'email', autoComplete: 'email' })}

      <PhoneField id="customer-phone" phone={draft} onChange={update} error={errors.phone} />

      <section aria-labelledby="billing-title" className="flex flex-col gap-3">
        <h3 id="billing-title" className="text-base font-semibold text-gray-900">
          {intake.billingAddressTitle}
        </h3>
        {canTakeBikeLocation ? (
          <SameAddressCheckbox
            id="billing-same-as-bike-location"
            label={intake.sameAsBikeLocation}
            checked={takesBikeLocation}
            onChange={(checked) =>
              update({ sameAddress: checked ? 'billing-is-bike-location' : undefined })
            }
          />
        ) : null}
        {takesBikeLocation ? (
          <AddressSummary id="billing-summary" address={draft.billing} errors={billingErrors} />
        ) : (
          <AddressLookupFields
            idPrefix="billing"
            autofill="billing"
            value={draft.billing}
            onChange={(patch) => update((latest) => ({ billing: { ...latest.billing, ...patch } }))}
            errors={billingErrors}
          />
        )}
      </section>

      <ServiceLine draft={draft} update={update} errors={errors} backTo={backTo} />
    </div>
  );
}
