import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DRIVE_SYSTEMS, MAX_BIKES, MIN_BIKES } from '../../../../../contract/bikes.ts';
import { serviceRequestSubmissionSchema } from '../../../../../contract/service-requests/submission.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';
import { type BikeFacts, OTHER_CHOICE } from '../../../../lib/bike-facts.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useLeaseCompanies } from '../../../../lib/use-lease-companies.ts';
import { useUpdateServiceRequest } from '../api/update-service-request.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { ChoiceSelect } from './choice-select.tsx';
import type { RequestDialogProps } from './dialog-props.ts';
import {
  type EditBike,
  emptyBike,
  submissionOf,
  type TextField,
  valuesOf,
} from './edit-form-values.ts';

/**
 * The fields the submission schema refuses to leave empty. The company and the bike's location
 * are among them, and shown, only for a business and for on-location work.
 */
const REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'bikeLocationStreet',
  'bikeLocationHouseNumber',
  'bikeLocationPostcode',
  'bikeLocationCity',
  'brand',
  'issueDescription',
] satisfies (TextField | keyof EditBike)[]);

function TextInput({
  label,
  value,
  error,
  onValueChange,
  type = 'text',
  required,
  multiline = false,
}: {
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'number';
  required: boolean;
  multiline?: boolean;
}) {
  return (
    <FormField
      label={label}
      error={error}
      required={required}
      className={multiline ? 'sm:col-span-2' : undefined}
    >
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            rows={3}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            type={type}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}

/**
 * A name picked from a list, or typed after 'Overig' (a drive system, a leasing company). A
 * stored name the list does not have (typed by a customer, or a company since removed) stays a
 * choice of its own (`bikeFactsOf`), so that opening the dialog changes nothing.
 */
function NameChoice({
  label,
  otherLabel,
  names,
  choice,
  ownWords,
  error,
  onChoiceChange,
  onOwnWordsChange,
}: {
  label: string;
  otherLabel: string;
  names: readonly string[];
  choice: string;
  ownWords: string;
  error?: string;
  onChoiceChange: (choice: string) => void;
  onOwnWordsChange: (ownWords: string) => void;
}) {
  const t = useTexts(REQUESTS_TEXTS).edit;
  const isOther = choice === OTHER_CHOICE;
  const choices = choice === '' || isOther || names.includes(choice) ? names : [...names, choice];
  return (
    <>
      <FormField label={label} error={isOther ? undefined : error} required>
        {(control) => (
          <Select
            {...control}
            value={choice}
            onChange={({ target: { value } }) => onChoiceChange(value)}
          >
            <option value="">{t.choose}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
            <option value={OTHER_CHOICE}>{t.other}</option>
          </Select>
        )}
      </FormField>
      {isOther ? (
        <TextInput
          label={otherLabel}
          required
          value={ownWords}
          error={error}
          onValueChange={onOwnWordsChange}
        />
      ) : null}
    </>
  );
}

/**
 * 'Elektrische fiets?' and 'Leasefiets?' of one bike, each with its facts when the answer is
 * yes, as the portals ask them (issue 34). `errorOf` finds the schema's message by the path
 * within the bike ("eBike.errorCode").
 */
function BikeFactFields({
  bike,
  errorOf,
  onChange,
}: {
  bike: EditBike;
  errorOf: (path: string) => string | undefined;
  onChange: (patch: Partial<BikeFacts>) => void;
}) {
  const { facts } = bike;
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.edit;
  const leaseCompanies = useLeaseCompanies();
  const code = (
    key: 'errorCode' | 'batterySerial' | 'contractNumber',
    path: string,
    required = false,
  ) => (
    <TextInput
      label={texts.details[key]}
      required={required}
      value={facts[key]}
      error={errorOf(path)}
      onValueChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <>
      <ChoiceSelect
        label={t.isEBike}
        className="sm:col-start-1"
        value={facts.isEBike ? 'yes' : 'no'}
        choices={t.yesNo}
        onChange={(answer) => onChange({ isEBike: answer === 'yes' })}
      />
      {facts.isEBike ? (
        <>
          <NameChoice
            label={t.driveSystem}
            otherLabel={t.otherDriveSystem}
            names={DRIVE_SYSTEMS}
            choice={facts.driveSystem}
            ownWords={facts.customDriveSystem}
            error={errorOf('eBike.driveSystem')}
            onChoiceChange={(driveSystem) => onChange({ driveSystem })}
            onOwnWordsChange={(customDriveSystem) => onChange({ customDriveSystem })}
          />
          {code('errorCode', 'eBike.errorCode')}
          {code('batterySerial', 'eBike.batterySerial')}
        </>
      ) : null}
      <ChoiceSelect
        label={t.isLease}
        className="sm:col-start-1"
        value={facts.isLease ? 'yes' : 'no'}
        choices={t.yesNo}
        onChange={(answer) => onChange({ isLease: answer === 'yes' })}
      />
      {facts.isLease ? (
        <>
          <NameChoice
            label={t.leaseCompany}
            otherLabel={t.otherLeaseCompany}
            names={leaseCompanies.data?.map((company) => company.name) ?? []}
            choice={facts.leaseCompany}
            ownWords={facts.customLeaseCompany}
            error={errorOf('lease.company')}
            onChoiceChange={(leaseCompany) => onChange({ leaseCompany })}
            onOwnWordsChange={(customLeaseCompany) => onChange({ customLeaseCompany })}
          />
          {code('contractNumber', 'lease.contractNumber', true)}
        </>
      ) : null}
    </>
  );
}

function Group({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Corrects a pending request: every field, bikes included, checked with the intake's own
 * schema before it is sent (and again by the server).
 */
export function EditRequestDialog({ request, open, onOpenChange }: RequestDialogProps) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.edit;
  const update = useUpdateServiceRequest();
  const [values, setValues] = useState(() => valuesOf(request));
  const { errors, check, showRefusal } = useFormCheck(
    serviceRequestSubmissionSchema,
    submissionOf(values),
  );

  const text = (key: TextField, type?: 'email' | 'tel') => (
    <TextInput
      label={t[key]}
      required={REQUIRED_FIELDS.has(key)}
      type={type}
      value={values[key]}
      error={errors[key]}
      onValueChange={(value) => setValues((latest) => ({ ...latest, [key]: value }))}
    />
  );
  const changeBike = (index: number, patch: Partial<EditBike>) =>
    setValues((latest) => ({
      ...latest,
      bikes: latest.bikes.map((bike, at) => (at === index ? { ...bike, ...patch } : bike)),
    }));
  const bikeText = (
    index: number,
    key: 'brand' | 'model' | 'frameNumber' | 'mileage' | 'issueDescription',
    options: { type?: 'number'; multiline?: boolean } = {},
  ) => (
    <TextInput
      label={texts.details[key]}
      required={REQUIRED_FIELDS.has(key)}
      value={values.bikes[index]?.[key] ?? ''}
      error={errors[`bikes.${index}.${key}`]}
      onValueChange={(value) => changeBike(index, { [key]: value })}
      {...options}
    />
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title(request.reference)}
      description={t.description}
      className="max-w-3xl"
      submitLabel={update.isPending ? t.saving : t.save}
      submitPending={update.isPending}
      onSubmit={(form) => {
        const parsed = check(form);
        if (!parsed.success) return;
        update.mutate(
          { id: request.id, changes: parsed.data },
          { onSuccess: () => onOpenChange(false), onError: (error) => showRefusal(error) },
        );
      }}
    >
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t.invalid}
        </p>
      ) : null}
      <Group legend={t.customer}>
        {text('firstName')}
        {text('lastName')}
        <ChoiceSelect
          label={t.customerType}
          value={values.customerType}
          choices={t.customerTypes}
          onChange={(customerType) => setValues((latest) => ({ ...latest, customerType }))}
        />
        {values.customerType === 'business' ? text('companyName') : null}
        {text('email', 'email')}
        {text('phone', 'tel')}
        {text('street')}
        {text('houseNumber')}
        {text('houseNumberAddition')}
        {text('postalCode')}
        {text('city')}
      </Group>

      <Group legend={t.delivery}>
        <ChoiceSelect
          label={t.deliveryType}
          value={values.deliveryType}
          choices={texts.deliveryType}
          onChange={(deliveryType) => setValues((latest) => ({ ...latest, deliveryType }))}
        />
        {values.deliveryType === 'on_location' ? (
          <>
            {text('bikeLocationStreet')}
            {text('bikeLocationHouseNumber')}
            {text('bikeLocationAddition')}
            {text('bikeLocationPostcode')}
            {text('bikeLocationCity')}
          </>
        ) : null}
      </Group>

      {values.bikes.map((bike, index) => (
        <Group key={bike.formKey} legend={texts.details.bike(index + 1)}>
          {bikeText(index, 'brand')}
          {bikeText(index, 'model')}
          {bikeText(index, 'frameNumber')}
          {bikeText(index, 'mileage', { type: 'number' })}
          {bikeText(index, 'issueDescription', { multiline: true })}
          <BikeFactFields
            bike={bike}
            errorOf={(path) => errors[`bikes.${index}.${path}`]}
            onChange={(patch) => changeBike(index, { facts: { ...bike.facts, ...patch } })}
          />
          {values.bikes.length > MIN_BIKES ? (
            <Button
              variant="ghost"
              className="justify-self-start"
              onClick={() =>
                setValues((latest) => ({
                  ...latest,
                  bikes: latest.bikes.filter((_, at) => at !== index),
                }))
              }
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t.removeBike(index + 1)}
            </Button>
          ) : null}
        </Group>
      ))}
      {errors.bikes ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.bikes}
        </p>
      ) : null}
      {values.bikes.length < MAX_BIKES ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() =>
            setValues((latest) => ({ ...latest, bikes: [...latest.bikes, emptyBike()] }))
          }
        >
          <Plus className="size-4" aria-hidden="true" />
          {t.addBike}
        </Button>
      ) : null}
    </FormDialog>
  );
}
