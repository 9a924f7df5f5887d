import { useQuery } from '@tanstack/react-query';
import type { ClosedDay } from '../../../../../contract/capacity.ts';

export const CLOSED_DAYS_QUERY_KEY = ['/api/config/closed-days'] as const;

/** `GET /api/config/closed-days`: from today on, soonest first; by the default query function. */
export const useClosedDays = () => useQuery<ClosedDay[]>({ queryKey: CLOSED_DAYS_QUERY_KEY });
