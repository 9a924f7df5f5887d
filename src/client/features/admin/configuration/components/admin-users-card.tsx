import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { addAdminSchema } from '../../../../../contract/admins.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useFocusAfterAction } from '../../../../components/ui/use-focus-after-action.ts';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { type AdminItem, useAdmins } from '../../../../lib/use-admins.ts';
import { useAuth } from '../../../../lib/use-auth.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useAddAdmin } from '../api/add-admin.ts';
import { useRemoveAdmin } from '../api/remove-admin.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

/**
 * 'Beheerder Gebruikers': the admins, adding one by e-mail and removing one after a confirmation.
 * A removed admin's place goes to the next admin's remove button (or the one before), else, when
 * only the last admin is left, to the e-mail field.
 */
export function AdminUsersCard() {
  const texts = useTexts(CONFIG_TEXTS);
  const input = useInputWords();
  const format = useFormat();
  const t = texts.admins;
  const { user } = useAuth();
  const admins = useAdmins();
  const isSelf = (admin: AdminItem) => admin.email === user?.email?.toLowerCase();
  const add = useAddAdmin();
  const remove = useRemoveAdmin({ isSelf });
  const [email, setEmail] = useState('');
  const { errors, check, showRefusal, reset } = useFormCheck(addAdminSchema, { email });
  const [removing, setRemoving] = useState<AdminItem>();
  const isLast = (admins.data?.length ?? 0) <= 1;
  const emailField = useRef<HTMLInputElement>(null);
  const { list, markItem } = useFocusAfterAction<HTMLUListElement>({
    running: remove.isPending || removing !== undefined,
    fallback: emailField,
  });

  const submit = (form: HTMLFormElement) => {
    const parsed = check(form);
    if (!parsed.success) {
      const message = firstIssueWords(parsed, input) ?? t.addFailed;
      toast({ title: texts.errorTitle, description: message, variant: 'destructive' });
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        reset();
      },
      onError: (error) => showRefusal(error),
    });
  };

  return (
    <SectionCard title={t.title} description={t.description} contentClassName="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <FormField label={t.emailLabel} error={errors.email} required className="flex-1">
          {(control) => (
            <Input
              {...control}
              ref={emailField}
              type="email"
              autoComplete="off"
              placeholder={t.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button
          type="submit"
          disabled={add.isPending}
          focusableWhenDisabled
          className={errors.email ? 'sm:mb-7' : undefined}
        >
          {add.isPending ? t.adding : t.add}
        </Button>
      </form>

      {admins.isPending ? (
        <p role="status">{t.loading}</p>
      ) : admins.isError ? (
        <p role="alert" className="text-red-700">
          {t.loadFailed}
        </p>
      ) : (
        <ul
          ref={list}
          aria-label={t.listLabel}
          className="divide-y divide-gray-200 rounded-md border"
        >
          {admins.data.map((admin) => (
            <li
              key={admin.id}
              data-focus-item={admin.id}
              className="flex items-center justify-between gap-3 p-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">
                  {admin.email}{' '}
                  {isSelf(admin) ? <span className="text-gray-600">{t.you}</span> : null}
                </p>
                <p className="text-sm text-gray-600">{t.addedOn(format.date(admin.createdAt))}</p>
              </div>
              <Button
                variant="outline"
                aria-label={t.removeLabel(admin.email)}
                title={isLast ? t.lastAdmin : undefined}
                disabled={isLast || remove.isPending}
                focusableWhenDisabled={remove.isPending}
                onClick={() => {
                  markItem(admin.id);
                  setRemoving(admin);
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t.remove}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isLast && admins.data ? <p className="text-sm text-gray-600">{t.lastAdmin}</p> : null}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={removing && isSelf(removing) ? t.confirmSelfTitle : t.confirmTitle}
        description={
          removing && isSelf(removing) ? t.confirmSelf : t.confirm(removing?.email ?? '')
        }
        confirmLabel={t.remove}
        destructive
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </SectionCard>
  );
}
