import { useQuery } from '@tanstack/react-query';
import type { ServiceWaitTimes } from '../../../../../contract/settings.ts';

/**
 * What the portals show: the estimate from the capacity once configured, else the manual wait
 * times. The portals read the same key, so a change here shows there without a reload.
 */
export const WAIT_TIMES_QUERY_KEY = ['/api/config/service-wait-times'] as const;

/** The wait times staff entered, which the card edits. */
export const MANUAL_WAIT_TIMES_QUERY_KEY = [...WAIT_TIMES_QUERY_KEY, 'manual'] as const;

/** `GET /api/config/service-wait-times/manual`, loaded by the default query function. */
export const useManualWaitTimes = () =>
  useQuery<ServiceWaitTimes>({ queryKey: MANUAL_WAIT_TIMES_QUERY_KEY });
