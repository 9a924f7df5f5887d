import { useId } from 'react';
import { BIKE_BRAND_LABELS, BIKE_BRANDS, OTHER_BRAND } from '../../../../contract/bikes.ts';
import { parseMileage } from '../../../../contract/service-request-constants.ts';
import { bikeSchema } from '../../../../contract/service-requests/bike.ts';
import { type BikeFacts, toBikeFactsInput } from '../../../lib/bike-facts.ts';
import { type FieldErrors, issuesToErrors } from '../../../lib/field-errors.ts';
import { useTexts } from '../../../lib/language.ts';
import { BikeFactsFields } from './bike-facts-fields.tsx';
import { TextAreaField, TextField } from './field.tsx';
import { PhotoInput, type UploadedPhoto } from './photo-input.tsx';
import { type CheckTexts, INTAKE_TEXTS } from './strings.ts';

/** The one bike of forms A and B; the brand is free text with the known brands suggested. */
export type SimpleBike = {
  brand: string;
  model: string;
  frameNumber: string;
  mileage: string;
  issueDescription: string;
  photo?: UploadedPhoto;
  /** Absent in a draft kept from before the e-bike and lease questions. */
  facts?: BikeFacts;
};

export const emptyBike = (): SimpleBike => ({
  brand: '',
  model: '',
  frameNumber: '',
  mileage: '',
  issueDescription: '',
});

export const toBikeInput = (bike: SimpleBike) => ({
  brand: bike.brand,
  model: bike.model,
  frameNumber: bike.frameNumber,
  mileage: parseMileage(bike.mileage),
  issueDescription: bike.issueDescription,
  photoPath: bike.photo?.photoPath,
  ...toBikeFactsInput(bike.facts),
});

type BikeField = keyof ReturnType<typeof toBikeInput>;

/** The message's field ('eBike.errorCode') is one of `fields` or lies within one ('eBike'). */
const isAmong = (key: string, fields: readonly string[]) =>
  fields.some((field) => key === field || key.startsWith(`${field}.`));

/**
 * The bike's errors by field name ('brand', 'eBike.errorCode'), limited to `fields` and what
 * lies within them when a step asks for only some. Both
 * forms mark the frame number as required, which the shared schema leaves optional; that message
 * comes from the intake's texts.
 */
export function validateBike(
  bike: SimpleBike,
  { intake, input }: CheckTexts,
  fields?: readonly BikeField[],
): FieldErrors {
  const result = bikeSchema.safeParse(toBikeInput(bike));
  const errors = result.success ? {} : issuesToErrors(result.error.issues, input);
  if (!bike.frameNumber.trim()) errors.frameNumber ??= intake.simple.frameNumberRequired;
  if (!fields) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => isAmong(key, fields)));
}

const SUGGESTED_BRANDS = BIKE_BRANDS.filter((brand) => brand !== OTHER_BRAND).map(
  (brand) => BIKE_BRAND_LABELS[brand],
);

/** Brand (with suggestions), model (optional) and frame number. */
export function BikeIdentityFields({
  bike,
  onChange,
  errors,
}: {
  bike: SimpleBike;
  onChange: (patch: Partial<SimpleBike>) => void;
  errors: FieldErrors;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const brandsId = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="bike-brand"
          name="brand"
          label={intake.simple.brand}
          required
          list={brandsId}
          autoComplete="off"
          value={bike.brand}
          onValueChange={(brand) => onChange({ brand })}
          error={errors.brand}
        />
        <datalist id={brandsId}>
          {SUGGESTED_BRANDS.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <TextField
          id="bike-model"
          name="model"
          label={intake.optional(intake.model)}
          value={bike.model}
          onValueChange={(model) => onChange({ model })}
          error={errors.model}
        />
      </div>
      <TextField
        id="bike-frame-number"
        name="frameNumber"
        label={intake.simple.frameNumber}
        required
        autoComplete="off"
        value={bike.frameNumber}
        onValueChange={(frameNumber) => onChange({ frameNumber })}
        error={errors.frameNumber}
      />
    </>
  );
}

/** What is wrong with the bike, in the customer's words. */
export function IssueDescriptionField({
  bike,
  onChange,
  error,
}: {
  bike: SimpleBike;
  onChange: (patch: Partial<SimpleBike>) => void;
  error?: string;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  return (
    <TextAreaField
      id="bike-issue-description"
      name="issueDescription"
      label={intake.issueDescription}
      required
      rows={5}
      hint={intake.issueHint}
      placeholder={intake.simple.issuePlaceholder}
      value={bike.issueDescription}
      onValueChange={(issueDescription) => onChange({ issueDescription })}
      error={error}
    />
  );
}

/** The bike's optional photo, uploaded as soon as it is chosen so that it reaches the workshop. */
export function BikePhotoField({
  bike,
  onChange,
}: {
  bike: SimpleBike;
  onChange: (patch: Partial<SimpleBike>) => void;
}) {
  return (
    <PhotoInput
      id="bike-photo"
      bikeNumber={1}
      photo={bike.photo}
      onChange={(photo) => onChange({ photo })}
    />
  );
}

/** 'Elektrische fiets?' and 'Leasefiets?' for the one bike, with their messages. */
export function SimpleBikeFactsFields({
  bike,
  onChange,
  errors,
}: {
  bike: SimpleBike;
  onChange: (patch: Partial<SimpleBike>) => void;
  errors: FieldErrors;
}) {
  return (
    <BikeFactsFields
      id="bike"
      facts={bike.facts}
      onChange={(facts) => onChange({ facts })}
      error={(path) => errors[path]}
    />
  );
}
