import { useQueryClient } from '@tanstack/react-query';
import type { ServiceWaitTimes } from '../../../../../contract/settings.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { MANUAL_WAIT_TIMES_QUERY_KEY, WAIT_TIMES_QUERY_KEY } from './get-wait-times.ts';

/** `PATCH /api/config/service-wait-times` with both values. */
export const updateWaitTimes = (waitTimes: ServiceWaitTimes) =>
  sendJson<ServiceWaitTimes>('PATCH', '/api/config/service-wait-times', waitTimes);

/**
 * Saves the wait times; the answer replaces the cached manual values, and what the portals show
 * (these, unless a capacity is configured) is read again.
 */
export function useUpdateWaitTimes() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.waitTimes;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: updateWaitTimes,
    onSuccess: (saved) => {
      queryClient.setQueryData(MANUAL_WAIT_TIMES_QUERY_KEY, saved);
      toast({
        title: t.successTitle,
        description: t.success(saved.on_location_days, saved.workshop_days),
      });
      return queryClient.invalidateQueries({ queryKey: WAIT_TIMES_QUERY_KEY, exact: true });
    },
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.errorFallback }),
  });
}
