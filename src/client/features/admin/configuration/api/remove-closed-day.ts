import { useQueryClient } from '@tanstack/react-query';
import { type ClosedDay, formatWorkingDate } from '../../../../../contract/capacity.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { WAIT_TIMES_QUERY_KEY } from './get-wait-times.ts';
import { CLOSED_DAYS_QUERY_KEY } from './list-closed-days.ts';

/** `DELETE /api/config/closed-days/{date}`. */
export const removeClosedDay = (date: string) =>
  sendJson<ClosedDay>('DELETE', `/api/config/closed-days/${date}`);

/** Opens a closed day again; the list and the wait estimate are read again. */
export function useRemoveClosedDay() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.closedDays;
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: removeClosedDay,
    onSuccess: (removed) => {
      toast({
        title: t.removedTitle,
        description: t.removed(formatWorkingDate(removed.date, language)),
      });
    },
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.removeFailed }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLOSED_DAYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WAIT_TIMES_QUERY_KEY, exact: true }),
      ]),
  });
}
