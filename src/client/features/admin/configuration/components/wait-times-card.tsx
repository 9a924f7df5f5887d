import { useEffect, useState } from 'react';
import { DEFAULT_WAIT_DAYS, serviceWaitTimesSchema } from '../../../../../contract/settings.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useWaitTimes } from '../api/get-wait-times.ts';
import { useUpdateWaitTimes } from '../api/update-wait-times.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

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
  const input = useInputWords();
  const stored = useWaitTimes();
  const update = useUpdateWaitTimes();
  const [onLocation, setOnLocation] = useState(String(DEFAULT_WAIT_DAYS.on_location_days));
  const [workshop, setWorkshop] = useState(String(DEFAULT_WAIT_DAYS.workshop_days));
  const { errors, check, showRefusal } = useFormCheck(serviceWaitTimesSchema, {
    on_location_days: toDays(onLocation),
    workshop_days: toDays(workshop),
  });

  useEffect(() => {
    if (!stored.data) return;
    setOnLocation(String(stored.data.on_location_days));
    setWorkshop(String(stored.data.workshop_days));
  }, [stored.data]);

  const submit = (form: HTMLFormElement) => {
    const parsed = check(form);
    if (!parsed.success) {
      toast({
        title: t.invalidTitle,
        description: firstIssueWords(parsed, input),
        variant: 'destructive',
      });
      return;
    }
    update.mutate(parsed.data, { onError: (error) => showRefusal(error) });
  };

  return (
    <SectionCard title={t.title} description={t.description}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
        <div>
          <Button type="submit" disabled={update.isPending} focusableWhenDisabled>
            {update.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
