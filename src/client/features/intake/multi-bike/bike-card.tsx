import { Trash2 } from 'lucide-react';
import type { BikeServiceType } from '../../../../contract/bikes.ts';
import {
  BIKE_BRAND_LABELS,
  BIKE_BRANDS,
  type BikeBrand,
  OTHER_BRAND,
} from '../../../../contract/bikes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/input.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useTexts } from '../../../lib/language.ts';
import { BikeFactsFields } from '../shared/bike-facts-fields.tsx';
import { Field, TextAreaField, TextField } from '../shared/field.tsx';
import { PhotoInput } from '../shared/photo-input.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import type { BikeDraft } from './form-state.ts';

/** The id of a bike card's heading, which takes focus when the card before it is removed. */
export const bikeTitleId = (key: string) => `bike-${key}-title`;

/**
 * One bike of the request: brand ('Overig' asks for the name), model, details and a photo, then
 * whether it is an e-bike or a lease bike.
 */
export function BikeCard({
  bike,
  index,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  bike: BikeDraft;
  index: number;
  errors: FieldErrors;
  canRemove: boolean;
  onChange: (patch: Partial<BikeDraft>) => void;
  onRemove: () => void;
}) {
  const intake = useTexts(INTAKE_TEXTS);
  const number = index + 1;
  const id = (name: string) => `bike-${bike.key}-${name}`;
  const error = (name: string) => errors[`bikes.${index}.${name}`];
  const brandError = bike.brand === OTHER_BRAND ? undefined : error('brand');
  const titleId = bikeTitleId(bike.key);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-4">
        <section aria-labelledby={titleId} className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-2">
            <h3
              id={titleId}
              tabIndex={-1}
              className="text-lg font-semibold text-gray-900 focus:outline-none"
            >
              {intake.bikeTitle(number)}
            </h3>
            {canRemove ? (
              <Button
                variant="ghost"
                className="text-red-700"
                aria-label={intake.removeBike(number)}
                onClick={onRemove}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </div>

          <Field id={id('brand')} label={intake.brand} required error={brandError}>
            {(props) => (
              <Select
                {...props}
                invalid={Boolean(brandError)}
                value={bike.brand}
                onChange={(event) => onChange({ brand: event.target.value as BikeBrand | '' })}
              >
                <option value="">{intake.chooseBrand}</option>
                {BIKE_BRANDS.map((brand) => (
                  <option key={brand} value={brand}>
                    {brand === OTHER_BRAND ? intake.otherBrand : BIKE_BRAND_LABELS[brand]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {bike.brand === OTHER_BRAND ? (
            <TextField
              id={id('custom-brand')}
              label={intake.customBrand}
              required
              placeholder={intake.customBrandPlaceholder}
              value={bike.customBrand}
              onValueChange={(customBrand) => onChange({ customBrand })}
              error={error('brand')}
            />
          ) : null}

          <TextField
            id={id('model')}
            label={intake.model}
            required
            value={bike.model}
            onValueChange={(model) => onChange({ model })}
            error={error('model')}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id('frame')}
              label={intake.optional(intake.frameNumber)}
              value={bike.frameNumber}
              onValueChange={(frameNumber) => onChange({ frameNumber })}
              error={error('frameNumber')}
            />
            <TextField
              id={id('mileage')}
              label={intake.optional(intake.mileage)}
              hint={intake.mileageHint}
              inputMode="numeric"
              value={bike.mileage}
              onValueChange={(mileage) => onChange({ mileage })}
              error={error('mileage')}
            />
          </div>

          <Field id={id('service-type')} label={intake.serviceType}>
            {(props) => (
              <Select
                {...props}
                value={bike.serviceType}
                onChange={(event) =>
                  onChange({ serviceType: event.target.value as BikeServiceType })
                }
              >
                {Object.entries(intake.serviceTypes).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>

          <TextAreaField
            id={id('issue')}
            label={intake.issueDescription}
            required
            hint={intake.issueHint}
            value={bike.issueDescription}
            onValueChange={(issueDescription) => onChange({ issueDescription })}
            error={error('issueDescription')}
          />

          <PhotoInput
            id={id('photo')}
            bikeNumber={number}
            photo={bike.photo}
            onChange={(photo) => onChange({ photo })}
          />

          <BikeFactsFields
            id={id('facts')}
            facts={bike.facts}
            onChange={(facts) => onChange({ facts })}
            error={error}
          />
        </section>
      </CardContent>
    </Card>
  );
}
