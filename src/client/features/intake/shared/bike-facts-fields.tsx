import { DRIVE_SYSTEMS } from '../../../../contract/bikes.ts';
import { Select } from '../../../components/ui/input.tsx';
import { type BikeFacts, emptyBikeFacts, OTHER_CHOICE } from '../../../lib/bike-facts.ts';
import { cn } from '../../../lib/cn.ts';
import { useTexts } from '../../../lib/language.ts';
import { useLeaseCompanyNames } from './api.ts';
import { Field, TextField } from './field.tsx';
import { INTAKE_TEXTS } from './strings.ts';

/** A bike's message at a path of the contract's bike ('eBike.errorCode'), if it has one. */
export type BikeFactError = (path: string) => string | undefined;

/** 'Ja' or 'Nee' as two radio buttons in a group named by the question; none chosen at first. */
function YesNoField({
  id,
  question,
  hint,
  value,
  onChange,
}: {
  id: string;
  question: string;
  hint: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}) {
  const { bikeFacts } = useTexts(INTAKE_TEXTS);
  const hintId = `${id}-hint`;
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-gray-900">{question}</legend>
      <p id={hintId} className="mb-2 text-sm text-gray-600">
        {hint}
      </p>
      <div className="flex flex-wrap gap-3">
        {([true, false] as const).map((answer) => (
          <label
            key={String(answer)}
            className={cn(
              'flex min-h-11 min-w-20 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm',
              value === answer ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={id}
              checked={value === answer}
              onChange={() => onChange(answer)}
              className="size-4 accent-brand-700"
            />
            {answer ? bikeFacts.yes : bikeFacts.no}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A required choice from a list with 'Overig', which asks for the name in the customer's own
 * words. The message stands under the field the customer has to fill: the name for 'Overig'.
 */
function ChoiceOrOwnWordsField({
  id,
  label,
  hint,
  placeholder,
  names,
  choice,
  ownWords,
  ownWordsLabel,
  onChoiceChange,
  onOwnWordsChange,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  placeholder: string;
  names: readonly string[];
  choice: string;
  ownWords: string;
  ownWordsLabel: string;
  onChoiceChange: (choice: string) => void;
  onOwnWordsChange: (ownWords: string) => void;
  error?: string;
}) {
  const { bikeFacts } = useTexts(INTAKE_TEXTS);
  const ownWordsChosen = choice === OTHER_CHOICE;
  // A name chosen before the list changed, or before it failed to load, stays chosen.
  const options = choice && !ownWordsChosen && !names.includes(choice) ? [...names, choice] : names;
  const choiceError = ownWordsChosen ? undefined : error;
  return (
    <>
      <Field id={id} label={label} required hint={hint} error={choiceError}>
        {(props) => (
          <Select
            {...props}
            value={choice}
            onChange={(event) => onChoiceChange(event.target.value)}
          >
            <option value="">{placeholder}</option>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={OTHER_CHOICE}>{bikeFacts.other}</option>
          </Select>
        )}
      </Field>
      {ownWordsChosen ? (
        <TextField
          id={`${id}-own-words`}
          label={ownWordsLabel}
          required
          autoComplete="off"
          value={ownWords}
          onValueChange={onOwnWordsChange}
          error={error}
        />
      ) : null}
    </>
  );
}

/** The fields that a 'Ja' opens, set off as belonging to their question. */
const OPENED_BY_YES = 'flex flex-col gap-4 border-l-2 border-brand-100 pl-3 sm:pl-4';

/**
 * 'Elektrische fiets?' and 'Leasefiets?' with what a 'Ja' asks (issue 34), after a bike's own
 * fields on all three portals. `id` makes the ids unique per bike; `error` finds the contract's
 * messages by their path in the bike.
 */
export function BikeFactsFields({
  id,
  facts = emptyBikeFacts(),
  onChange,
  error,
}: {
  id: string;
  facts: BikeFacts | undefined;
  onChange: (facts: BikeFacts) => void;
  error: BikeFactError;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const texts = intake.bikeFacts;
  const leaseCompanies = useLeaseCompanyNames(facts.isLease === true);
  const change = (patch: Partial<BikeFacts>) => onChange({ ...facts, ...patch });
  const code = (name: 'errorCode' | 'batterySerial', idSuffix: string, hint: string) => (
    <TextField
      id={`${id}-${idSuffix}`}
      label={intake.optional(texts[name])}
      hint={hint}
      autoComplete="off"
      value={facts[name]}
      onValueChange={(value) => change({ [name]: value })}
      error={error(`eBike.${name}`)}
    />
  );

  return (
    <>
      <YesNoField
        id={`${id}-is-e-bike`}
        question={texts.isEBike}
        hint={texts.isEBikeHint}
        value={facts.isEBike}
        onChange={(isEBike) => change({ isEBike })}
      />
      {facts.isEBike ? (
        <div className={OPENED_BY_YES}>
          <ChoiceOrOwnWordsField
            id={`${id}-drive-system`}
            label={texts.driveSystem}
            hint={texts.driveSystemHint}
            placeholder={texts.chooseDriveSystem}
            names={DRIVE_SYSTEMS}
            choice={facts.driveSystem}
            ownWords={facts.customDriveSystem}
            ownWordsLabel={texts.customDriveSystem}
            onChoiceChange={(driveSystem) => change({ driveSystem })}
            onOwnWordsChange={(customDriveSystem) => change({ customDriveSystem })}
            error={error('eBike.driveSystem')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {code('errorCode', 'error-code', texts.errorCodeHint)}
            {code('batterySerial', 'battery-serial', texts.batterySerialHint)}
          </div>
        </div>
      ) : null}

      <YesNoField
        id={`${id}-is-lease`}
        question={texts.isLease}
        hint={texts.isLeaseHint}
        value={facts.isLease}
        onChange={(isLease) => change({ isLease })}
      />
      {facts.isLease ? (
        <div className={OPENED_BY_YES}>
          <ChoiceOrOwnWordsField
            id={`${id}-lease-company`}
            label={texts.leaseCompany}
            hint={leaseCompanies.failed ? texts.leaseCompaniesUnavailable : undefined}
            placeholder={texts.chooseLeaseCompany}
            names={leaseCompanies.names}
            choice={facts.leaseCompany}
            ownWords={facts.customLeaseCompany}
            ownWordsLabel={texts.customLeaseCompany}
            onChoiceChange={(leaseCompany) => change({ leaseCompany })}
            onOwnWordsChange={(customLeaseCompany) => change({ customLeaseCompany })}
            error={error('lease.company')}
          />
          <TextField
            id={`${id}-contract-number`}
            label={texts.contractNumber}
            required
            hint={texts.contractNumberHint}
            autoComplete="off"
            value={facts.contractNumber}
            onValueChange={(contractNumber) => change({ contractNumber })}
            error={error('lease.contractNumber')}
          />
        </div>
      ) : null}
    </>
  );
}
