import { useQueryClient } from '@tanstack/react-query';
import type { WorkshopCapacity, WorkshopCapacityAnswer } from '../../../../../contract/capacity.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { WAIT_TIMES_QUERY_KEY } from './get-wait-times.ts';
import { WORKSHOP_CAPACITY_QUERY_KEY } from './get-workshop-capacity.ts';

/** `PUT /api/config/workshop-capacity`. */
export const updateWorkshopCapacity = (capacity: WorkshopCapacity) =>
  sendJson<WorkshopCapacityAnswer>('PUT', '/api/config/workshop-capacity', capacity);

/** Saves the capacity; the portals' wait estimate follows from it, so it is read again. */
export function useUpdateWorkshopCapacity() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.capacity;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: updateWorkshopCapacity,
    onSuccess: (saved) => {
      queryClient.setQueryData(WORKSHOP_CAPACITY_QUERY_KEY, saved);
      toast({ title: t.successTitle, description: t.success });
      return queryClient.invalidateQueries({ queryKey: WAIT_TIMES_QUERY_KEY, exact: true });
    },
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.errorFallback }),
  });
}
