import { useTexts } from '../../../lib/language.ts';
import { AddressLookupFields } from '../shared/address-lookup-fields.tsx';
import { TextField } from '../shared/field.tsx';
import { PhoneField } from '../shared/phone-field.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { BikeLocationBlock, DeliveryOptions } from './delivery-step.tsx';
import type { StepProps } from './form-state.ts';

/** Step 2, 'Klantgegevens': who, how to reach them, the billing address, and the service again. */
export function CustomerStep({ draft, update, errors }: StepProps) {
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
          className="size-5 accent-brand-700"
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
        <AddressLookupFields
          idPrefix="billing"
          autofill="billing"
          value={draft.billing}
          onChange={(patch) => update((latest) => ({ billing: { ...latest.billing, ...patch } }))}
          errors={{
            postcode: errors.postalCode,
            houseNumber: errors.houseNumber,
            addition: errors.houseNumberAddition,
            street: errors.street,
            city: errors.city,
          }}
        />
      </section>

      <DeliveryOptions
        name="delivery-type-repeat"
        legend={intake.serviceOptionTitle}
        value={draft.deliveryType}
        onChange={(deliveryType) => update({ deliveryType })}
        error={errors.deliveryType}
      />
      {draft.deliveryType === 'on_location' ? (
        <BikeLocationBlock draft={draft} update={update} errors={errors} />
      ) : null}
    </div>
  );
}
