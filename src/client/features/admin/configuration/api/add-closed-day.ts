import { useQueryClient } from '@tanstack/react-query';
import {
  type ClosedDay,
  formatWorkingDate,
  type NewClosedDay,
} from '../../../../../contract/capacity.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { CONFIG_TEXTS } from '../strings.ts';
import { WAIT_TIMES_QUERY_KEY } from './get-wait-times.ts';
import { CLOSED_DAYS_QUERY_KEY } from './list-closed-days.ts';

/** `POST /api/config/closed-days`; a day added again gets the new description. */
export const addClosedDay = (closedDay: NewClosedDay) =>
  sendJson<ClosedDay>('POST', '/api/config/closed-days', closedDay);

/** Closes the workshop on a day; the list and the wait estimate are read again. */
export function useAddClosedDay() {
  const texts = useTexts(CONFIG_TEXTS);
  const t = texts.closedDays;
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: addClosedDay,
    onSuccess: (added) => {
      toast({ title: t.addedTitle, description: t.added(formatWorkingDate(added.date, language)) });
    },
    onError: (error) => toastApiFailure(error, { title: texts.errorTitle, fallback: t.addFailed }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLOSED_DAYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WAIT_TIMES_QUERY_KEY, exact: true }),
      ]),
  });
}
