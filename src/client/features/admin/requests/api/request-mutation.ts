import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { UNANSWERED_QUERY_KEY } from '../../../../lib/unanswered-query-key.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { SERVICE_REQUESTS_QUERY_KEY } from './list-service-requests.ts';

/**
 * How a failure is told (docs/product.md#client-behaviour): the server's message when it gave one,
 * else `fallback`; under `title`, else the table's 'Fout'.
 */
export type FailureText = { title?: string; fallback: string };

/**
 * A change to one or more requests: failures are toasted, and afterwards (also after a failure,
 * which may mean someone else changed the request) every request list is loaded again, with
 * the other queries the change concerns (`alsoChanges`) and the count of requests not yet
 * answered, which an approval, a rejection or a mail to the customer ends.
 */
export function useRequestMutation<Variables, Result>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  onSuccess: (result: Result, variables: Variables) => void;
  failure: FailureText;
  /** Tells a failure the screen answers itself (true), instead of in a toast. */
  answersFailure?: (error: unknown) => boolean;
  alsoChanges?: QueryKey;
}) {
  const { errorTitle } = useTexts(REQUESTS_TEXTS);
  const queryClient = useQueryClient();
  const { title = errorTitle, fallback } = options.failure;
  return useSingleMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => {
      if (!options.answersFailure?.(error)) toastApiFailure(error, { title, fallback });
    },
    onSettled: () => {
      // Not waited for: the change is done once the lists show it, whatever else reloads.
      if (options.alsoChanges)
        void queryClient.invalidateQueries({ queryKey: options.alsoChanges });
      void queryClient.invalidateQueries({ queryKey: UNANSWERED_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY });
    },
  });
}
