import { useState } from 'react';
import { eraseCustomerSchema } from '../../../../../contract/privacy.ts';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useEraseCustomer } from '../api/erase-customer.ts';
import type { CustomerItem } from '../api/list-customers.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';

/**
 * Erasure of a customer (GDPR art. 17), said as the server does it, and confirmed by typing the
 * customer's e-mail address. The server checks that it matches; when it does not, its message
 * stands under the field as well as in the toast.
 */
export function EraseCustomerDialog({
  customer,
  open,
  onOpenChange,
  onErased,
}: {
  customer: CustomerItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
}) {
  const t = useTexts(CUSTOMERS_TEXTS).erase;
  const erase = useEraseCustomer();
  const [email, setEmail] = useState('');
  const { errors, check, showRefusal } = useFormCheck(eraseCustomerSchema, {
    confirmEmail: email,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description(customer.fullName)}
      submitLabel={erase.isPending ? t.submitting : t.submit}
      submitVariant="destructive"
      submitPending={erase.isPending}
      onSubmit={(form) => {
        const parsed = check(form);
        if (!parsed.success) return;
        erase.mutate(
          { id: customer.id, confirmation: parsed.data },
          {
            onSuccess: () => {
              onOpenChange(false);
              onErased();
            },
            onError: (failure) => showRefusal(failure, { status: 400, field: 'confirmEmail' }),
          },
        );
      }}
    >
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-gray-800">
        {t.consequences.map((consequence) => (
          <li key={consequence}>{consequence}</li>
        ))}
      </ul>
      <FormField
        label={t.confirmLabel}
        hint={t.confirmHint(customer.email)}
        error={errors.confirmEmail}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
