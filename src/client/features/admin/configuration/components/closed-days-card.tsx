import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { closedDaySchema, formatWorkingDate } from '../../../../../contract/capacity.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useFocusAfterAction } from '../../../../components/ui/use-focus-after-action.ts';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useAddClosedDay } from '../api/add-closed-day.ts';
import { useClosedDays } from '../api/list-closed-days.ts';
import { useRemoveClosedDay } from '../api/remove-closed-day.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

/**
 * The days the workshop is closed although their weekday is open (holidays): add one with an
 * optional description, remove one. A removed day's place goes to the next day's button, else to
 * the date field.
 */
export function ClosedDaysCard() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.closedDays;
  const input = useInputWords();
  const language = useLanguage();
  const closedDays = useClosedDays();
  const add = useAddClosedDay();
  const remove = useRemoveClosedDay();
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const { errors, check, showRefusal, reset } = useFormCheck(closedDaySchema, {
    date,
    description,
  });
  const dateField = useRef<HTMLInputElement>(null);
  const { list, markItem } = useFocusAfterAction<HTMLUListElement>({
    running: remove.isPending,
    fallback: dateField,
  });

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
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDate('');
        setDescription('');
        reset();
      },
      onError: (error) => showRefusal(error),
    });
  };

  return (
    <SectionCard title={t.title} description={t.description} contentClassName="flex flex-col gap-4">
      <form
        noValidate
        className="grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <FormField label={t.date} error={errors.date} required>
          {(control) => (
            <Input
              {...control}
              ref={dateField}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t.descriptionLabel} error={errors.description}>
          {(control) => (
            <Input
              {...control}
              placeholder={t.descriptionPlaceholder}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={add.isPending} focusableWhenDisabled className="sm:mt-6">
          {add.isPending ? t.adding : t.add}
        </Button>
      </form>

      {closedDays.data?.length === 0 ? <p className="text-sm text-gray-600">{t.empty}</p> : null}
      {closedDays.data?.length ? (
        <ul
          ref={list}
          aria-label={t.listLabel}
          className="divide-y divide-gray-200 rounded-md border"
        >
          {closedDays.data.map((closedDay) => {
            const day = formatWorkingDate(closedDay.date, language);
            return (
              <li
                key={closedDay.date}
                data-focus-item={closedDay.date}
                className="flex items-center justify-between gap-3 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{day}</p>
                  {closedDay.description ? (
                    <p className="truncate text-sm text-gray-600">{closedDay.description}</p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  aria-label={t.remove(day)}
                  disabled={remove.isPending}
                  focusableWhenDisabled
                  onClick={() => {
                    markItem(closedDay.date);
                    remove.mutate(closedDay.date);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </SectionCard>
  );
}
