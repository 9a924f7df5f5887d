import type { z } from 'zod';
import type { checkCompletedRepairsResultSchema } from '../../../../../contract/service-requests/archive.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { useRequestMutation } from './request-mutation.ts';

/** `failures` names the requests whose work orders could not be read, when there are any. */
type CheckCompletedRepairsResult = Omit<
  z.infer<typeof checkCompletedRepairsResultSchema>,
  'failures'
> & {
  failures?: string[];
};

/** `POST /api/service-requests/check-completed-repairs`: archives the repairs that are done. */
export const checkCompletedRepairs = () =>
  sendJson<CheckCompletedRepairsResult>('POST', '/api/service-requests/check-completed-repairs');

export function useCheckCompletedRepairs() {
  const t = useTexts(REQUESTS_TEXTS).checkCompletedRepairs;
  return useRequestMutation({
    mutationFn: checkCompletedRepairs,
    onSuccess: ({ archivedCount, failures }) =>
      toast({
        title: t.successTitle,
        description: [
          t.success(archivedCount),
          failures?.length ? t.unread(failures.join(', ')) : '',
        ]
          .filter(Boolean)
          .join('. '),
      }),
    failure: { fallback: t.errorFallback },
  });
}
