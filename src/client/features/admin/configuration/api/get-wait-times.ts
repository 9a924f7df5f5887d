import { useQuery } from '@tanstack/react-query';
import type { ServiceWaitTimes } from '../../../../../contract/settings.ts';

/** The portals read the same key, so they show a change without a reload. */
export const WAIT_TIMES_QUERY_KEY = ['/api/config/service-wait-times'] as const;

/** `GET /api/config/service-wait-times`, loaded by the default query function. */
export const useWaitTimes = () => useQuery<ServiceWaitTimes>({ queryKey: WAIT_TIMES_QUERY_KEY });
