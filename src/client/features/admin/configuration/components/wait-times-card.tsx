import { useEffect, useState } from 'react';
import { DEFAULT_WAIT_DAYS, serviceWaitTimesSchema } from '../../../../../contract/settings.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useManualWaitTimes } from '../api/get-wait-times.ts';
import { useUpdateWaitTimes } from '../api/update-wait-times.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';
import { SettingsForm } from './settings-form.tsx';

/**
 * What a field holds as a number of days: anything that is not a number counts as 1
 * (docs/product.md#configuration-tab).
 */
const toDays = (text: string) => {
  const days = Number.parseInt(text, 10);
  return Number.isNaN(days) ? 1 : days;
};

function DaysField(props: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The wait estimates in business days; shows the defaults (2 and 1) until the stored ones load. */
export function WaitTimesCard() {
  const t = useTexts(CONFIG_TEXTS).waitTimes;
  const stored = useManualWaitTimes();
  const update = useUpdateWaitTimes();
  const [onLocation, setOnLocation] = useState(String(DEFAULT_WAIT_DAYS.on_location_days));
  const [workshop, setWorkshop] = useState(String(DEFAULT_WAIT_DAYS.workshop_days));

  useEffect(() => {
    if (!stored.data) return;
    setOnLocation(String(stored.data.on_location_days));
    setWorkshop(String(stored.data.workshop_days));
  }, [stored.data]);

  return (
    <SectionCard title={t.title} description={t.description}>
      <SettingsForm
        schema={serviceWaitTimesSchema}
        value={{ on_location_days: toDays(onLocation), workshop_days: toDays(workshop) }}
        save={(saved, onRefused) => update.mutate(saved, { onError: onRefused })}
        saving={update.isPending}
        texts={t}
        fields={(errors) => (
          <>
            <DaysField
              label={t.onLocation}
              value={onLocation}
              error={errors.on_location_days}
              onChange={setOnLocation}
            />
            <DaysField
              label={t.workshop}
              value={workshop}
              error={errors.workshop_days}
              onChange={setWorkshop}
            />
          </>
        )}
      />
    </SectionCard>
  );
}
