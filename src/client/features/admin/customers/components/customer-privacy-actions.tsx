import { Download, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import { customerExportUrl } from '../api/export-customer.ts';
import type { CustomerItem } from '../api/list-customers.ts';
import { CUSTOMERS_TEXTS } from '../strings.ts';
import { EraseCustomerDialog } from './erase-customer-dialog.tsx';

/**
 * The erase dialog's state, kept by the tab: it moves focus on once the customer and their
 * details, where the dialog was opened, are gone.
 */
export type Erasure = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
};

/**
 * The customer's privacy rights: 'Gegevens exporteren' downloads everything held about them
 * (JSON, or a page they can read), 'Klant verwijderen' erases them after a confirmation.
 */
export function CustomerPrivacyActions({
  customer,
  erasure,
}: {
  customer: CustomerItem;
  erasure: Erasure;
}) {
  const t = useTexts(CUSTOMERS_TEXTS);
  return (
    <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-3">
      <a
        href={customerExportUrl(customer.id, 'json')}
        download
        className={buttonVariants('outline')}
      >
        <Download className="size-4" aria-hidden="true" />
        {t.exportJson}
      </a>
      <a href={customerExportUrl(customer.id, 'html')} download className={buttonVariants('ghost')}>
        {t.exportHtml}
      </a>
      <Button
        variant="destructive"
        className="sm:ml-auto"
        onClick={() => erasure.onOpenChange(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t.erase.open}
      </Button>
      {erasure.open ? (
        <EraseCustomerDialog
          customer={customer}
          open
          onOpenChange={erasure.onOpenChange}
          onErased={erasure.onErased}
        />
      ) : null}
    </div>
  );
}
