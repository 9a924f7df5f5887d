import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, type HttpMethod } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import { SERVICE_REQUESTS_QUERY_KEY } from './list-service-requests.ts';

/** Sends a call and reads its JSON answer. */
export async function sendJson<Result>(method: HttpMethod, url: string, body?: unknown) {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as Result;
}

/** How a failure is told (spec 001 §8): the server's message when it gave one, else `fallback`. */
export type FailureText = { title?: string; fallback: string };

export function toastFailure(
  error: unknown,
  { title = REQUESTS_TEXT.errorTitle, fallback }: FailureText,
) {
  toast({
    title,
    description: (error instanceof ApiError && error.serverMessage) || fallback,
    variant: 'destructive',
  });
}

/**
 * A change to one or more requests: failures are toasted, and afterwards (also after a failure,
 * which may mean someone else changed the request) every request list is loaded again.
 */
export function useRequestMutation<Variables, Result>(options: {
  mutationFn: (variables: Variables) => Promise<Result>;
  onSuccess: (result: Result, variables: Variables) => void;
  failure: FailureText;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => toastFailure(error, options.failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY }),
  });
}
