import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, type HttpMethod } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { LABELS_TEXT as T } from '../strings.ts';
import { LABELS_QUERY_KEY, type LabelItem } from './list-labels.ts';

/** Requests show their labels' names and colours, so they load again after a label changes. */
const SERVICE_REQUESTS_QUERY_KEY = ['/api/service-requests'];

/** Sends a label call and reads the label it answers. */
export async function sendLabel(method: HttpMethod, url: string, body: unknown) {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as LabelItem;
}

/**
 * A change to a label: a failure is toasted with the server's message (a taken name, say), else
 * `fallback` (spec 001 §8); afterwards the labels and the requests that show them load again.
 */
export function useLabelMutation<Variables, Result>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  onSuccess: (result: Result, variables: Variables) => void;
  fallback: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) =>
      toast({
        title: T.errorTitle,
        description: (error instanceof ApiError && error.serverMessage) || options.fallback,
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LABELS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY }),
      ]),
  });
}
