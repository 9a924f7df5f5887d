import { Plus } from 'lucide-react';
import { MAX_BIKES } from '../../../../contract/bikes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../shared/field.tsx';
import { INTAKE_TEXT } from '../shared/strings.ts';
import { BikeCard } from './bike-card.tsx';
import { type BikeDraft, createBike, type StepProps } from './form-state.ts';

/** Step 3, 'Fiets Informatie': one to five bike cards. */
export function BikesStep({ draft, update, errors }: StepProps) {
  const changeBike = (key: string, patch: Partial<BikeDraft>) =>
    update((latest) => ({
      bikes: latest.bikes.map((bike) => (bike.key === key ? { ...bike, ...patch } : bike)),
    }));
  const removeBike = (key: string) =>
    update((latest) => ({ bikes: latest.bikes.filter((bike) => bike.key !== key) }));
  const full = draft.bikes.length >= MAX_BIKES;

  return (
    <div className="flex flex-col gap-4">
      <FieldError id="bikes" message={errors.bikes} />
      {draft.bikes.map((bike, index) => (
        <BikeCard
          key={bike.key}
          bike={bike}
          index={index}
          errors={errors}
          canRemove={draft.bikes.length > 1}
          onChange={(patch) => changeBike(bike.key, patch)}
          onRemove={() => removeBike(bike.key)}
        />
      ))}
      {full ? (
        <p className="text-sm text-gray-700">{INTAKE_TEXT.maxBikes(MAX_BIKES)}</p>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => update((latest) => ({ bikes: [...latest.bikes, createBike()] }))}
        >
          <Plus className="size-4" aria-hidden="true" />
          {INTAKE_TEXT.addBike}
        </Button>
      )}
    </div>
  );
}
