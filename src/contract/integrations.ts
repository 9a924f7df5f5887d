export const CONTACT_SYNC_STATUSES = ['pending', 'synced', 'error'] as const;
export type ContactSyncStatus = (typeof CONTACT_SYNC_STATUSES)[number];

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
