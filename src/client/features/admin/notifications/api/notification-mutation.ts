import { useQueryClient } from '@tanstack/react-query';
import { toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../../lib/notifications-query-key.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { NOTIFICATIONS_TEXTS } from '../strings.ts';

/**
 * A change to notifications: a failure is toasted with the server's message, else `fallback`
 * (docs/product.md#client-behaviour); afterwards, also after a failure, the list and the unread
 * count load again.
 */
export function useNotificationMutation<Variables, Result>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  onSuccess?: (result: Result) => void;
  fallback: string;
}) {
  const t = useTexts(NOTIFICATIONS_TEXTS);
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => toastApiFailure(error, { title: t.errorTitle, fallback: options.fallback }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
