import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { BIKE_FACT_NAME_MAX_LENGTH } from '../../../../../contract/bikes.ts';
import {
  type LeaseCompany,
  newLeaseCompanySchema,
} from '../../../../../contract/lease-companies.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useFocusAfterAction } from '../../../../components/ui/use-focus-after-action.ts';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useLeaseCompanies } from '../../../../lib/use-lease-companies.ts';
import { useAddLeaseCompany } from '../api/add-lease-company.ts';
import { useRemoveLeaseCompany } from '../api/remove-lease-company.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

/**
 * 'Leasemaatschappijen': the list the portals offer for a lease bike (issue 34); add one by
 * name, remove one after a confirmation. A name already in the list is refused under the field.
 * A removed company's place goes to the next company's button, else to the name field.
 */
export function LeaseCompaniesCard() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.leaseCompanies;
  const input = useInputWords();
  const companies = useLeaseCompanies();
  const add = useAddLeaseCompany();
  const remove = useRemoveLeaseCompany();
  const [name, setName] = useState('');
  const { errors, check, showRefusal, reset } = useFormCheck(newLeaseCompanySchema, { name });
  const [removing, setRemoving] = useState<LeaseCompany>();
  const nameField = useRef<HTMLInputElement>(null);
  const { list, markItem } = useFocusAfterAction<HTMLUListElement>({
    running: remove.isPending || removing !== undefined,
    fallback: nameField,
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
        setName('');
        reset();
      },
      onError: (error) => showRefusal(error, { status: 409, field: 'name' }),
    });
  };

  return (
    <SectionCard title={t.title} description={t.description} contentClassName="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <FormField label={t.name} error={errors.name} required className="flex-1">
          {(control) => (
            <Input
              {...control}
              ref={nameField}
              autoComplete="off"
              maxLength={BIKE_FACT_NAME_MAX_LENGTH}
              placeholder={t.namePlaceholder}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={add.isPending} focusableWhenDisabled className="sm:mt-6">
          {add.isPending ? t.adding : t.add}
        </Button>
      </form>

      {companies.isPending ? (
        <p role="status">{t.loading}</p>
      ) : companies.isError ? (
        <p role="alert" className="text-red-700">
          {t.loadFailed}
        </p>
      ) : companies.data.length === 0 ? (
        <p className="text-sm text-gray-600">{t.empty}</p>
      ) : (
        <ul
          ref={list}
          aria-label={t.listLabel}
          className="divide-y divide-gray-200 rounded-md border"
        >
          {companies.data.map((company) => (
            <li
              key={company.id}
              data-focus-item={company.id}
              className="flex items-center justify-between gap-3 p-3"
            >
              <p className="min-w-0 truncate font-medium">{company.name}</p>
              <Button
                variant="outline"
                aria-label={t.removeLabel(company.name)}
                disabled={remove.isPending}
                focusableWhenDisabled
                onClick={() => {
                  markItem(company.id);
                  setRemoving(company);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t.remove}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t.confirmTitle}
        description={t.confirm(removing?.name ?? '')}
        confirmLabel={t.remove}
        destructive
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </SectionCard>
  );
}
