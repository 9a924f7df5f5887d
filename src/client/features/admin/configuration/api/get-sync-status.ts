import { useQuery } from '@tanstack/react-query';
import {
  AIRCALL_SYNC_STATUS_POLL_MS,
  type ContactSyncRecord,
} from '../../../../../contract/phone.ts';
import type { Wire } from '../../../../lib/json-api.ts';

export type SyncRecordItem = Wire<ContactSyncRecord>;

export const SYNC_STATUS_QUERY_KEY = ['/api/admin/aircall/sync-status'] as const;

/**
 * `GET /api/admin/aircall/sync-status`, polled every 30 s and never retried
 * (docs/product.md#limits).
 */
export const useSyncStatus = () =>
  useQuery<SyncRecordItem[]>({
    queryKey: SYNC_STATUS_QUERY_KEY,
    refetchInterval: AIRCALL_SYNC_STATUS_POLL_MS,
    retry: false,
  });
