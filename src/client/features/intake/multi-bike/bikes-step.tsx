import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MAX_BIKES } from '../../../../contract/bikes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTexts } from '../../../lib/language.ts';
import { FieldError } from '../shared/field.tsx';
import { INTAKE_TEXTS } from '../shared/strings.ts';
import { BikeCard, bikeTitleId } from './bike-card.tsx';
import { type BikeDraft, createBike, type StepProps } from './form-state.ts';

/** Step 3, 'Fiets Informatie': one to five bike cards. */
export function BikesStep({ draft, update, errors }: StepProps) {
  const intake = useTexts(INTAKE_TEXTS);
  const changeBike = (key: string, patch: Partial<BikeDraft>) =>
    update((latest) => ({
      bikes: latest.bikes.map((bike) => (bike.key === key ? { ...bike, ...patch } : bike)),
    }));
  // The removed card took focus with it; it goes to the card that took its place, or else the
  // one before, so the keyboard and the screen reader carry on from there.
  // A new object each time, so that the same neighbour twice in a row is focused again.
  const [focusTarget, setFocusTarget] = useState<{ key: string }>();
  useEffect(() => {
    if (focusTarget) document.getElementById(bikeTitleId(focusTarget.key))?.focus();
  }, [focusTarget]);
  const removeBike = (index: number) => {
    const neighbour = draft.bikes[index + 1] ?? draft.bikes[index - 1];
    const key = draft.bikes[index]?.key;
    update((latest) => ({ bikes: latest.bikes.filter((bike) => bike.key !== key) }));
    if (neighbour) setFocusTarget({ key: neighbour.key });
  };
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
          onRemove={() => removeBike(index)}
        />
      ))}
      {full ? (
        <p className="text-sm text-gray-700">{intake.maxBikes(MAX_BIKES)}</p>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => update((latest) => ({ bikes: [...latest.bikes, createBike()] }))}
        >
          <Plus className="size-4" aria-hidden="true" />
          {intake.addBike}
        </Button>
      )}
    </div>
  );
}
