import { LRUCache } from 'lru-cache';
import {
  PRIVATE_LINK_MISS_LIMIT,
  PRIVATE_LINK_MISS_WINDOW_SECONDS,
} from '../../../contract/customer-link.ts';

/**
 * Counts the private links per address that led nowhere, so that guessing tokens stops after
 * `PRIVATE_LINK_MISS_LIMIT` misses in a window. Only misses count: a customer who opens their own
 * link often is never held up. The window starts at an address's first miss. Kept in the
 * process, as the API's rate limits are; the most recent 10 000 addresses are remembered.
 */
export function createMissLimit() {
  const misses = new LRUCache<string, number>({
    max: 10_000,
    ttl: PRIVATE_LINK_MISS_WINDOW_SECONDS * 1000,
  });
  return {
    /** Whole minutes until `address` may try again; 0 when it may now. */
    minutesToWait(address: string) {
      if ((misses.get(address) ?? 0) < PRIVATE_LINK_MISS_LIMIT) return 0;
      return Math.max(1, Math.ceil(misses.getRemainingTTL(address) / 60_000));
    },
    recordMiss(address: string) {
      misses.set(address, (misses.get(address) ?? 0) + 1, { noUpdateTTL: true });
    },
  };
}
