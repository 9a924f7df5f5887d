import { useEffect, useState } from 'react';
import {
  DEFAULT_WORKSHOP_CAPACITY,
  MIN_MINUTES_PER_BIKE,
  WEEKDAYS,
  type Weekday,
  workshopCapacitySchema,
} from '../../../../../contract/capacity.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useWorkshopCapacity } from '../api/get-workshop-capacity.ts';
import { useUpdateWorkshopCapacity } from '../api/update-workshop-capacity.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';
import { SettingsForm } from './settings-form.tsx';

/** A field's text as minutes: empty is no number, which the schema refuses with its message. */
const toMinutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const textsOf = (week: Record<Weekday, number>) =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, String(week[weekday])])) as Record<
    Weekday,
    string
  >;

function MinutesField(props: {
  label: string;
  hint: string;
  value: string;
  min: number;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={props.min}
          step={1}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * The workshop's minutes of work per weekday and per bike (decision 042). Until staff save it
 * the capacity is not set: the card says so and shows the defaults, ready to save.
 */
export function CapacityCard() {
  const t = useTexts(CONFIG_TEXTS).capacity;
  const stored = useWorkshopCapacity();
  const update = useUpdateWorkshopCapacity();
  const [week, setWeek] = useState(textsOf(DEFAULT_WORKSHOP_CAPACITY.minutesPerWeekday));
  const [perBike, setPerBike] = useState(String(DEFAULT_WORKSHOP_CAPACITY.defaultMinutesPerBike));

  useEffect(() => {
    if (!stored.data) return;
    setWeek(textsOf(stored.data.minutesPerWeekday));
    setPerBike(String(stored.data.defaultMinutesPerBike));
  }, [stored.data]);

  const minutesPerWeekday = Object.fromEntries(
    WEEKDAYS.map((weekday) => [weekday, toMinutes(week[weekday])]),
  ) as Record<Weekday, number>;

  return (
    <SectionCard title={t.title} description={t.description}>
      {stored.data && !stored.data.configured ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t.notSet}
        </p>
      ) : null}
      <SettingsForm
        schema={workshopCapacitySchema}
        value={{ minutesPerWeekday, defaultMinutesPerBike: toMinutes(perBike) }}
        save={(saved, onRefused) => update.mutate(saved, { onError: onRefused })}
        saving={update.isPending}
        texts={t}
        fields={(errors) => (
          <>
            {WEEKDAYS.map((weekday) => (
              <MinutesField
                key={weekday}
                label={`${t.weekdays[weekday]} (${t.minutesUnit})`}
                hint={
                  Number.isFinite(minutesPerWeekday[weekday])
                    ? t.hours(minutesPerWeekday[weekday])
                    : ''
                }
                min={0}
                value={week[weekday]}
                error={errors[`minutesPerWeekday.${weekday}`]}
                onChange={(value) => setWeek((current) => ({ ...current, [weekday]: value }))}
              />
            ))}
            {errors.minutesPerWeekday ? (
              <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                {errors.minutesPerWeekday}
              </p>
            ) : null}
            <MinutesField
              label={t.minutesPerBike}
              hint={t.minutesPerBikeHint}
              min={MIN_MINUTES_PER_BIKE}
              value={perBike}
              error={errors.defaultMinutesPerBike}
              onChange={setPerBike}
            />
          </>
        )}
      />
    </SectionCard>
  );
}
