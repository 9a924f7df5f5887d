import type { ContactSyncRecord } from '../../../contract/phone.ts';
import type { contactSyncStatus, customers } from '../../db/schema.ts';

/** A customer's contact sync record as the sync status list shows it, with who it is. */
export const presentContactSyncRecord = ({
  record,
  customer,
}: {
  record: typeof contactSyncStatus.$inferSelect;
  customer: Pick<typeof customers.$inferSelect, 'fullName' | 'phone'>;
}): ContactSyncRecord => ({
  id: record.id,
  customerId: record.customerId,
  customerName: customer.fullName,
  customerPhone: customer.phone,
  aircallContactId: record.aircallContactId,
  syncedAt: record.syncedAt,
  lastUpdated: record.lastUpdated,
  syncStatus: record.syncStatus,
  errorMessage: record.errorMessage,
});
