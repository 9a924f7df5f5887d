import type { ContactSyncStatus } from '../../../../../contract/integrations.ts';
import { formatPhone } from '../../../../../contract/phone-number.ts';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useSyncStatus } from '../api/get-sync-status.ts';
import { useSyncAllContacts } from '../api/sync-all-contacts.ts';
import { useTestAircallConnection } from '../api/test-aircall-connection.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

const STATUS_VARIANT: Record<ContactSyncStatus, BadgeVariant> = {
  pending: 'pending',
  synced: 'success',
  error: 'danger',
};

/** The phone service: connection test, sync of every contact, and the sync records. */
export function PhoneSyncCard() {
  const t = useTexts(CONFIG_TEXTS).phone;
  // Sync dates in the page's notation: Dutch by default (docs/product.md#client-behaviour).
  const format = useFormat();
  const test = useTestAircallConnection();
  const sync = useSyncAllContacts();
  const status = useSyncStatus();
  return (
    <SectionCard title={t.title} description={t.description} contentClassName="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={test.isPending}
          focusableWhenDisabled
          onClick={() => test.mutate()}
        >
          {test.isPending ? t.testing : t.testConnection}
        </Button>
        <Button disabled={sync.isPending} focusableWhenDisabled onClick={() => sync.mutate()}>
          {sync.isPending ? t.syncing : t.syncAll}
        </Button>
      </div>
      <h3 className="font-medium">{t.statusTitle}</h3>
      {status.isPending ? (
        <p role="status">{t.statusLoading}</p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.statusFailed}: {status.error.message}
        </p>
      ) : status.data.length === 0 ? (
        <p className="text-sm text-gray-600">{t.statusEmpty}</p>
      ) : (
        <div className="max-h-80 overflow-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.statusCaption}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th className="p-2">{t.columns.customer}</th>
                <th className="p-2">{t.columns.phone}</th>
                <th className="p-2">{t.columns.status}</th>
                <th className="p-2">{t.columns.syncedAt}</th>
                <th className="p-2">{t.columns.error}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {status.data.map((record) => (
                <tr key={record.id}>
                  <td className="p-2">{record.customerName}</td>
                  <td className="p-2">
                    {record.customerPhone ? formatPhone(record.customerPhone) : t.never}
                  </td>
                  <td className="p-2">
                    <Badge variant={STATUS_VARIANT[record.syncStatus]}>
                      {t.status[record.syncStatus]}
                    </Badge>
                  </td>
                  <td className="p-2">
                    {record.syncedAt ? format.timestamp(record.syncedAt) : t.never}
                  </td>
                  <td className="p-2 text-red-800">{record.errorMessage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
