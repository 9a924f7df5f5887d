import { Clock, MapPin, Truck, Wrench } from 'lucide-react';
import type { DeliveryType } from '../../../../contract/service-request-constants.ts';
import { cn } from '../../../lib/cn.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useTexts } from '../../../lib/language.ts';
import { type AddressErrors, AddressLookupFields } from '../shared/address-lookup-fields.tsx';
import { useOnLocationNote, useWaitTimes } from '../shared/api.ts';
import { FieldError } from '../shared/field.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { isCompleteAddress, type StepProps } from './form-state.ts';
import { AddressSummary, SameAddressCheckbox } from './same-address.tsx';

/** Each way of service, with the keys of its title and text in the intake texts. */
const OPTIONS = [
  {
    value: 'on_location',
    title: 'onLocation',
    text: 'onLocationText',
    icon: Truck,
    days: 'on_location_days',
  },
  {
    value: 'workshop',
    title: 'workshop',
    text: 'workshopText',
    icon: Wrench,
    days: 'workshop_days',
  },
] as const;

/** The two ways of service as a radio group, each with its wait estimate. */
export function DeliveryOptions({
  name,
  legend,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: DeliveryType;
  onChange: (value: DeliveryType) => void;
  error?: string;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const waitTimes = useWaitTimes();
  const onLocationNote = useOnLocationNote() ?? intake.onLocationNote;
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="mb-2 text-base font-semibold text-gray-900">{legend}</legend>
      {OPTIONS.map((option) => {
        const checked = value === option.value;
        const Icon = option.icon;
        return (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border-2 p-4 has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
              checked ? 'border-brand-700 bg-brand-50' : 'border-gray-200 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
                {intake[option.title]}
                {option.value === 'on_location' ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    {intake.onLocationBadge}
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-gray-700">{intake[option.text]}</span>
              {option.value === 'on_location' ? (
                <span className="text-sm font-medium text-amber-900">{onLocationNote}</span>
              ) : null}
              {/* The line is there before the estimate arrives, so the options do not move. */}
              <span className="text-sm text-gray-700">
                {waitTimes ? intake.waitEstimate(waitTimes[option.days]) : '\u00a0'}
              </span>
            </span>
          </label>
        );
      })}
      <FieldError id={name} message={error} />
    </fieldset>
  );
}

/** Where to bring the bike, and when the workshop is open. */
export function WorkshopInfo() {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4 text-sm text-gray-800">
      <div>
        <h3 className="flex items-center gap-2 font-semibold text-gray-900">
          <MapPin className="size-4 text-brand-700" aria-hidden="true" />
          {intake.dropOffTitle}
        </h3>
        <p className="mt-1">{intake.workshopAddress}</p>
      </div>
      <div>
        <h3 className="flex items-center gap-2 font-semibold text-gray-900">
          <Clock className="size-4 text-brand-700" aria-hidden="true" />
          {intake.openingHoursTitle}
        </h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {intake.openingHours.map(([days, hours]) => (
            <div key={days} className="contents">
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

export const bikeLocationErrors = (errors: FieldErrors): AddressErrors => ({
  street: errors.bikeLocationStreet,
  city: errors.bikeLocationCity,
  postcode: errors.bikeLocationPostcode,
  houseNumber: errors.bikeLocationHouseNumber,
  addition: errors.bikeLocationAddition,
});

/**
 * The address where the bike stands, for on-location service. Once the billing address is
 * known (the customer came back from step 2), the bike's can be taken from it.
 */
export function BikeLocationBlock({ draft, update, errors }: Omit<StepProps, 'backTo'>) {
  const intake = useTexts(INTAKE_TEXTS);
  const takesBilling = draft.sameAddress === 'bike-location-is-billing';
  const canTakeBilling =
    takesBilling || (draft.sameAddress === undefined && isCompleteAddress(draft.billing));
  return (
    <section aria-labelledby="bike-location-title" className="flex flex-col gap-3">
      <h3 id="bike-location-title" className="text-base font-semibold text-gray-900">
        {intake.bikeLocationTitle}
      </h3>
      {canTakeBilling ? (
        <SameAddressCheckbox
          id="bike-location-same-as-billing"
          label={intake.sameAsBilling}
          checked={takesBilling}
          onChange={(checked) =>
            update({ sameAddress: checked ? 'bike-location-is-billing' : undefined })
          }
        />
      ) : null}
      {takesBilling ? (
        <AddressSummary
          id="bike-location-summary"
          address={draft.bikeLocation}
          errors={bikeLocationErrors(errors)}
        />
      ) : (
        <AddressLookupFields
          idPrefix="bike-location"
          autofill="shipping"
          value={draft.bikeLocation}
          onChange={(patch) =>
            update((latest) => ({ bikeLocation: { ...latest.bikeLocation, ...patch } }))
          }
          errors={bikeLocationErrors(errors)}
        />
      )}
    </section>
  );
}

/** Step 1, 'Service Levering'. */
export function DeliveryStep({ draft, update, errors }: StepProps) {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <div className="flex flex-col gap-6">
      <DeliveryOptions
        name="delivery-type"
        legend={intake.deliveryLegend}
        value={draft.deliveryType}
        onChange={(deliveryType) => update({ deliveryType })}
        error={errors.deliveryType}
      />
      {draft.deliveryType === 'workshop' ? (
        <WorkshopInfo />
      ) : (
        <BikeLocationBlock draft={draft} update={update} errors={errors} />
      )}
    </div>
  );
}
