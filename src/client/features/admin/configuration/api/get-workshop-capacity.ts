import { useQuery } from '@tanstack/react-query';
import type { WorkshopCapacityAnswer } from '../../../../../contract/capacity.ts';

export const WORKSHOP_CAPACITY_QUERY_KEY = ['/api/config/workshop-capacity'] as const;

/** `GET /api/config/workshop-capacity`, loaded by the default query function. */
export const useWorkshopCapacity = () =>
  useQuery<WorkshopCapacityAnswer>({ queryKey: WORKSHOP_CAPACITY_QUERY_KEY });
