import { useQueryClient } from '@tanstack/react-query';
import { toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { LABELS_TEXTS } from '../strings.ts';
import { LABELS_QUERY_KEY } from './list-labels.ts';

/** Requests show their labels' names and colours, so they load again after a label changes. */
const SERVICE_REQUESTS_QUERY_KEY = ['/api/service-requests'];

/**
 * A change to a label: a failure is toasted with the server's message (a taken name, say), else
 * `fallback` (docs/product.md#texts); afterwards the labels and the requests that show them load
 * again.
 */
export function useLabelMutation<Variables, Result>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  onSuccess: (result: Result, variables: Variables) => void;
  fallback: string;
}) {
  const t = useTexts(LABELS_TEXTS);
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => toastApiFailure(error, { title: t.errorTitle, fallback: options.fallback }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LABELS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY }),
      ]),
  });
}
