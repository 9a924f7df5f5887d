import type { ContactSyncStatus } from '../../../../../contract/integrations.ts';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useSyncStatus } from '../api/get-sync-status.ts';
import { useSyncAllContacts } from '../api/sync-all-contacts.ts';
import { useTestAircallConnection } from '../api/test-aircall-connection.ts';
import { CONFIG_TEXT } from '../strings.ts';
import { SectionCard } from './section-card.tsx';

const T = CONFIG_TEXT.phone;

const STATUS_VARIANT: Record<ContactSyncStatus, BadgeVariant> = {
  pending: 'pending',
  synced: 'success',
  error: 'danger',
};

/** Sync dates in Dutch notation (docs/product.md#client-behaviour). */
const formatDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('nl-NL') : T.never;

/** The phone service: connection test, sync of every contact, and the sync records. */
export function PhoneSyncCard() {
  const test = useTestAircallConnection();
  const sync = useSyncAllContacts();
  const status = useSyncStatus();
  return (
    <SectionCard title={T.title} description={T.description} contentClassName="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={test.isPending}
          focusableWhenDisabled
          onClick={() => test.mutate()}
        >
          {test.isPending ? T.testing : T.testConnection}
        </Button>
        <Button disabled={sync.isPending} focusableWhenDisabled onClick={() => sync.mutate()}>
          {sync.isPending ? T.syncing : T.syncAll}
        </Button>
      </div>
      <h3 className="font-medium">{T.statusTitle}</h3>
      {status.isPending ? (
        <p role="status">{T.statusLoading}</p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {T.statusFailed}: {status.error.message}
        </p>
      ) : status.data.length === 0 ? (
        <p className="text-sm text-gray-600">{T.statusEmpty}</p>
      ) : (
        <div className="max-h-80 overflow-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{T.statusCaption}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th className="p-2">{T.columns.customer}</th>
                <th className="p-2">{T.columns.phone}</th>
                <th className="p-2">{T.columns.status}</th>
                <th className="p-2">{T.columns.syncedAt}</th>
                <th className="p-2">{T.columns.error}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {status.data.map((record) => (
                <tr key={record.id}>
                  <td className="p-2">{record.customerName}</td>
                  <td className="p-2">{record.customerPhone ?? T.never}</td>
                  <td className="p-2">
                    <Badge variant={STATUS_VARIANT[record.syncStatus]}>
                      {T.status[record.syncStatus]}
                    </Badge>
                  </td>
                  <td className="p-2">{formatDateTime(record.syncedAt)}</td>
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
