import { formatAddress } from '../../../../contract/house-number.ts';
import type { AddressErrors, AddressValue } from '../shared/address-lookup-fields.tsx';
import { FieldError } from '../shared/field.tsx';

/** 'Zelfde als factuuradres' and its reverse: one address typed once, used for both. */
export function SameAddressCheckbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-gray-900"
    >
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * The address taken from the other, in one line instead of its fields; what is wrong with it is
 * said here, as the fields it would be said under are not shown.
 */
export function AddressSummary({
  id,
  address,
  errors,
}: {
  id: string;
  address: AddressValue;
  errors: AddressErrors;
}) {
  const error = Object.values(errors).find(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <p
        id={id}
        className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-gray-900 wrap-anywhere"
      >
        {formatAddress(address)}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}
