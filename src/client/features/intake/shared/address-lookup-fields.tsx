import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { splitHouseNumber } from '../../../../contract/house-number.ts';
import { useTexts } from '../../../lib/language.ts';
import { lookupAddress } from './api.ts';
import { SWITCH_INPUT, TextField } from './field.tsx';
import { INTAKE_TEXTS } from './strings.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { preloadSchemas, useSchemas } from './use-schemas.ts';

/** A Dutch address as the intake forms keep it, with the customer's manual-entry choice. */
export type AddressValue = {
  postcode: string;
  houseNumber: string;
  addition: string;
  street: string;
  city: string;
  manual: boolean;
};

export const EMPTY_ADDRESS: AddressValue = {
  postcode: '',
  houseNumber: '',
  addition: '',
  street: '',
  city: '',
  manual: false,
};

export type AddressErrors = Partial<Record<Exclude<keyof AddressValue, 'manual'>, string>>;

/**
 * Which of the customer's addresses a block holds, as autofill names it: the invoice's, or the
 * one the team travels to. Standard autofill has no hint for a house number or its addition,
 * so those fields get none rather than a street line's.
 */
export type AddressAutofillGroup = 'billing' | 'shipping';

const FIELD_ORDER = ['postcode', 'houseNumber', 'addition', 'street', 'city'] as const;

/**
 * What each field shows of `errors`: nothing for street and city while the lookup fills them
 * (the customer cannot type there; what is missing is the postcode or number), and a message
 * another field above already shows only once, the later fields pointing at it.
 */
function shownErrors(errors: AddressErrors, editable: boolean, id: (name: string) => string) {
  const shownAt = new Map<string, string>();
  const shown: Partial<
    Record<(typeof FIELD_ORDER)[number], { error?: string; errorShownBy?: string }>
  > = {};
  for (const name of FIELD_ORDER) {
    const error = errors[name];
    if (!error || (!editable && (name === 'street' || name === 'city'))) continue;
    shown[name] = { error, errorShownBy: shownAt.get(error) };
    if (!shownAt.has(error)) shownAt.set(error, id(kebab(name)));
  }
  return shown;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The multi-bike form waits 500 ms after the last keystroke (docs/product.md#limits). */
const ADDRESS_LOOKUP_DEBOUNCE_MS = 500;

/** The number and the addition, with an addition typed after the number ("12H") split off. */
const numberAndAddition = (houseNumber: string, addition: string) =>
  (addition.trim() ? undefined : splitHouseNumber(houseNumber)) ?? { houseNumber, addition };

/**
 * Postcode, house number and addition, looked up when typing stops; street and city are filled
 * from the lookup and become editable when the address is not found, the lookup fails, what was
 * typed cannot be looked up (a foreign postcode, say), or the customer switches to manual entry.
 * A number typed with its addition ("12H") is looked up as both, and split when the field is
 * left.
 */
export function AddressLookupFields({
  idPrefix,
  autofill,
  value,
  onChange,
  errors = {},
}: {
  idPrefix: string;
  autofill: AddressAutofillGroup;
  value: AddressValue;
  onChange: (patch: Partial<AddressValue>) => void;
  errors?: AddressErrors;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const current = `${value.postcode}\u0000${value.houseNumber}\u0000${value.addition}`;
  const typed = useDebouncedValue(current, ADDRESS_LOOKUP_DEBOUNCE_MS);
  const [postcode = '', houseNumber = '', addition = ''] = typed.split('\u0000');
  const schemas = useSchemas();
  const typedSomething = Boolean(postcode || houseNumber);
  useEffect(() => {
    if (typedSomething) preloadSchemas();
  }, [typedSomething]);
  const number = numberAndAddition(houseNumber, addition);
  const parsed = schemas?.addressLookupQuerySchema.safeParse({
    postcode,
    houseNumber: number.houseNumber,
    addition: number.addition.trim() || undefined,
  });
  const input = parsed?.success ? parsed.data : undefined;
  // Both typed, and still nothing to look up: without a notice the form would be a dead end.
  const cannotLookUp = parsed?.success === false && Boolean(postcode.trim() && houseNumber.trim());
  const lookup = useQuery({
    queryKey: ['/api/address-lookup', input?.postcode, input?.houseNumber, input?.addition ?? ''],
    queryFn: () => lookupAddress(input ?? { postcode: '', houseNumber: '' }),
    enabled: input !== undefined && !value.manual,
  });
  const result = input && !value.manual ? lookup.data : undefined;

  // Street and city as the lookup last filled them, to tell them from what the customer typed.
  const filledByLookup = useRef<{ street: string; city: string }>(undefined);
  // Fill street and city from a found address (also after a reload, from the same answer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new answer only
  useEffect(() => {
    if (!result?.found) return;
    filledByLookup.current = { street: result.street, city: result.city };
    if (result.street !== value.street || result.city !== value.city) {
      onChange({ street: result.street, city: result.city });
    }
  }, [result]);

  const notFound = cannotLookUp || (result !== undefined && !result.found);
  // Another address that is not found: the street and city found for the one before would
  // pass for its own, so they go; what the customer typed stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer changes only
  useEffect(() => {
    const filled = filledByLookup.current;
    if (!notFound || !filled) return;
    filledByLookup.current = undefined;
    if (value.street === filled.street && value.city === filled.city) {
      onChange({ street: '', city: '' });
    }
  }, [notFound]);
  const editable = value.manual || notFound;
  // The notice has been followed once the customer types the street or city for these
  // postcode and number themselves.
  const [typedByHandFor, setTypedByHandFor] = useState<string>();
  const typeByHand = (patch: Pick<Partial<AddressValue>, 'street' | 'city'>) => {
    setTypedByHandFor(current);
    onChange(patch);
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const shown = shownErrors(errors, editable, id);
  const status = value.manual
    ? ''
    : lookup.isFetching && input
      ? intake.lookingUp
      : result?.found
        ? intake.addressFound
        : '';

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={id('postcode')}
          label={intake.postcode}
          required
          autoComplete={`${autofill} postal-code`}
          className="col-span-2"
          value={value.postcode}
          onValueChange={(postcode) => onChange({ postcode })}
          {...shown.postcode}
        />
        <TextField
          id={id('house-number')}
          label={intake.houseNumber}
          required
          inputMode="numeric"
          value={value.houseNumber}
          onValueChange={(houseNumber) => onChange({ houseNumber })}
          onBlur={() => {
            const split = numberAndAddition(value.houseNumber, value.addition);
            if (split.houseNumber !== value.houseNumber) onChange(split);
          }}
          {...shown.houseNumber}
        />
        <TextField
          id={id('addition')}
          label={intake.addition}
          value={value.addition}
          onValueChange={(addition) => onChange({ addition })}
          {...shown.addition}
        />
      </div>
      <p role="status" className="min-h-5 text-sm text-gray-700">
        {status}
      </p>
      {/* Only about what the fields hold now: a change makes it stale at once. */}
      {notFound && !value.manual && typed === current && typedByHandFor !== current ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {intake.addressNotFound}
          {/* The fixed notice stands for a failed lookup too; this says why nothing was found. */}
          {result?.unavailable ? ` ${intake.addressLookupUnavailable}` : null}
        </p>
      ) : null}
      {/* On whenever street and city can be typed in: also when the lookup found nothing, and
          then it stays on until the postcode or house number changes. */}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900 has-disabled:cursor-default">
        <input
          type="checkbox"
          role="switch"
          name="manualEntry"
          className={SWITCH_INPUT}
          checked={editable}
          aria-checked={editable}
          disabled={notFound && !value.manual}
          onChange={(event) => onChange({ manual: event.target.checked })}
        />
        {intake.manualEntry}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id('street')}
          label={intake.street}
          required
          autoComplete={`${autofill} address-line1`}
          readOnly={!editable}
          value={value.street}
          onValueChange={(street) => typeByHand({ street })}
          {...shown.street}
        />
        <TextField
          id={id('city')}
          label={intake.city}
          required
          autoComplete={`${autofill} address-level2`}
          readOnly={!editable}
          value={value.city}
          onValueChange={(city) => typeByHand({ city })}
          {...shown.city}
        />
      </div>
    </div>
  );
}
