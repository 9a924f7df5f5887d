import { Loader2, MapPin, PencilLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AddressSuggestion } from '../../../../contract/address.ts';
import { formatHouseNumber, readAddressSearch } from '../../../../contract/house-number.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTexts } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddressSuggestions } from '../shared/api.ts';
import { TextField } from '../shared/field.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { useDebouncedValue } from '../shared/use-debounced-value.ts';
import { WIZARD_TEXTS } from './strings.ts';

/** The panel searches 300 ms after typing stops (docs/product.md#limits). */
const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export type BikeLocation = {
  bikeLocationStreet: string;
  bikeLocationHouseNumber: string;
  bikeLocationAddition: string;
  bikeLocationPostcode: string;
  bikeLocationCity: string;
};

export const EMPTY_BIKE_LOCATION: BikeLocation = {
  bikeLocationStreet: '',
  bikeLocationHouseNumber: '',
  bikeLocationAddition: '',
  bikeLocationPostcode: '',
  bikeLocationCity: '',
};

const formatSuggestion = (suggestion: AddressSuggestion) =>
  `${suggestion.street} ${formatHouseNumber(suggestion.houseNumber, suggestion.houseNumberAddition)}, ${suggestion.postcode} ${suggestion.city}`;

const isComplete = (location: BikeLocation) =>
  Boolean(
    location.bikeLocationStreet &&
      location.bikeLocationHouseNumber &&
      location.bikeLocationPostcode &&
      location.bikeLocationCity,
  );

/**
 * The fields of the address typed by hand, in the order a Dutch address is written, with their
 * autofill hints (the address the team travels to, and none for the house number and
 * addition, which standard autofill has no hint for) and the part of a search that fills them,
 * which also names the field's label in the intake texts.
 */
const MANUAL_FIELDS = [
  ['bikeLocationStreet', true, 'shipping address-line1', 'street'],
  ['bikeLocationHouseNumber', true, undefined, 'houseNumber'],
  ['bikeLocationAddition', false, undefined, 'addition'],
  ['bikeLocationPostcode', true, 'shipping postal-code', 'postcode'],
  ['bikeLocationCity', true, 'shipping address-level2', 'city'],
] as const;

/**
 * Where the bike is, for on-location work: type at least 2 characters, pick one of up to 5
 * suggestions, and a 'Selected Address' card shows it. When nothing is found, or the search
 * fails, the address can be typed in by hand.
 */
export function AddressSearchPanel({
  value,
  onChange,
  errors,
}: {
  value: BikeLocation;
  onChange: (patch: Partial<BikeLocation>) => void;
  errors: Partial<Record<keyof BikeLocation, string>>;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const wizard = useTexts(WIZARD_TEXTS);
  const id = useId();
  const [search, setSearch] = useState('');
  // An address typed by hand in part (a draft after a reload) is shown where it was typed.
  const [manual, setManual] = useState(
    () => !isComplete(value) && MANUAL_FIELDS.some(([name]) => value[name].trim() !== ''),
  );
  const debounced = useDebouncedValue(search, ADDRESS_SEARCH_DEBOUNCE_MS);

  // Picking an address, 'Ander adres kiezen' and 'Adres handmatig invullen' each replace the
  // control just used; focus moves to what took its place (by id, once it is rendered)
  // instead of falling to the page.
  const focusAfterRender = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = undefined;
  });
  const selectedHeadingId = `${id}-selected`;
  const searchFieldId = `${id}-search`;
  const firstManualFieldId = `${id}-${MANUAL_FIELDS[0][0]}`;
  const typeByHand = () => {
    focusAfterRender.current = firstManualFieldId;
    setManual(true);
  };
  const { suggestions, isLoading, searched, failed } = useAddressSuggestions(debounced);
  const nothingFound = searched && suggestions.length === 0;
  const firstError = Object.values(errors).find(Boolean);
  const typingByHand = manual || nothingFound;

  // The fields typed by hand start from what the search held (a postcode, a house number), and
  // follow the search while it finds nothing; what the customer typed in them stays: a field is
  // only filled when empty or still holding what the search put there.
  const carried = useRef<Partial<BikeLocation>>({});
  const failedSearch = nothingFound ? debounced : undefined;
  const wasTypingByHand = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the fields appear or another search fails only
  useEffect(() => {
    const appeared = typingByHand && !wasTypingByHand.current;
    wasTypingByHand.current = typingByHand;
    if (!appeared && failedSearch === undefined) return;
    const typed = readAddressSearch(failedSearch ?? search);
    const fromSearch = Object.fromEntries(
      MANUAL_FIELDS.flatMap(([name, , , part]) => {
        const held = value[name];
        const fromSearchBefore = !held.trim() || held === carried.current[name];
        return part && fromSearchBefore ? [[name, typed[part] ?? '']] : [];
      }),
    );
    carried.current = fromSearch;
    if (Object.keys(fromSearch).length > 0) onChange(fromSearch);
  }, [typingByHand, failedSearch]);

  const pick = (suggestion: AddressSuggestion) => {
    onChange({
      bikeLocationStreet: suggestion.street,
      bikeLocationHouseNumber: suggestion.houseNumber,
      bikeLocationAddition: suggestion.houseNumberAddition ?? '',
      bikeLocationPostcode: suggestion.postcode,
      bikeLocationCity: suggestion.city,
    });
    setSearch('');
    setManual(false);
    focusAfterRender.current = selectedHeadingId;
    toast({ title: wizard.addressSelected, description: formatSuggestion(suggestion) });
  };

  if (isComplete(value) && !manual) {
    return (
      <section
        aria-labelledby={selectedHeadingId}
        className="rounded-lg border border-brand-700 bg-brand-50 p-4"
      >
        <h3
          id={selectedHeadingId}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold focus:outline-none"
        >
          <MapPin className="size-4 text-brand-800" aria-hidden="true" />
          {wizard.selectedAddress}
        </h3>
        <p className="mt-2 text-gray-900" data-testid="selected-address">
          {value.bikeLocationStreet}{' '}
          {formatHouseNumber(value.bikeLocationHouseNumber, value.bikeLocationAddition)}
          <br />
          {value.bikeLocationPostcode} {value.bikeLocationCity}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              focusAfterRender.current = searchFieldId;
              onChange(EMPTY_BIKE_LOCATION);
            }}
          >
            {wizard.change}
          </Button>
          <Button variant="ghost" onClick={typeByHand}>
            <PencilLine className="size-4" aria-hidden="true" />
            {wizard.manualEntry}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <TextField
        id={searchFieldId}
        label={wizard.searchLabel}
        type="search"
        autoComplete="off"
        required
        hint={wizard.searchHint}
        value={search}
        onValueChange={setSearch}
        aria-controls={suggestions.length > 0 ? `${id}-list` : undefined}
        // The suggestions come as the customer types; Enter (a phone's search key) must not
        // send the step, whose other fields may not be filled in yet.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        error={manual ? undefined : firstError}
      />
      {/* Beside the search it failed for, quietly: typing the address by hand still works. */}
      {failed && debounced === search ? (
        <p role="status" className="text-sm text-gray-700">
          {intake.suggestionsFailed}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {searched ? wizard.suggestionCount(suggestions.length) : ''}
      </p>
      {isLoading ? (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          {wizard.searching}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <ul id={`${id}-list`} aria-label={wizard.suggestions} className="flex flex-col gap-1">
          {suggestions.map((suggestion) => (
            <li key={formatSuggestion(suggestion)}>
              <button
                type="button"
                onClick={() => pick(suggestion)}
                className="flex min-h-11 w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <MapPin className="size-4 shrink-0 text-brand-800" aria-hidden="true" />
                <span className="min-w-0 break-words">{formatSuggestion(suggestion)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* About the search as it stands, until the customer types the address by hand. */}
      {nothingFound && !manual && debounced === search ? (
        <p role="status" className="text-sm font-medium text-amber-900">
          {intake.addressNotFound}
        </p>
      ) : null}
      {typingByHand ? (
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">{wizard.manualEntry}</legend>
          {MANUAL_FIELDS.map(([name, required, autoComplete, part]) => (
            <TextField
              key={name}
              id={`${id}-${name}`}
              name={name}
              label={required ? intake[part] : intake.optional(intake[part])}
              required={required}
              autoComplete={autoComplete}
              className={name === 'bikeLocationStreet' ? 'sm:col-span-2' : undefined}
              value={value[name]}
              onValueChange={(text) => {
                setManual(true);
                onChange({ [name]: text });
              }}
              error={errors[name]}
            />
          ))}
        </fieldset>
      ) : (
        <div>
          <Button variant="ghost" onClick={typeByHand} className="px-2">
            <PencilLine className="size-4" aria-hidden="true" />
            {wizard.manualEntry}
          </Button>
        </div>
      )}
    </div>
  );
}
