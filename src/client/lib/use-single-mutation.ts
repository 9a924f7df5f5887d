import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * `useMutation` that sends a change once while it runs: a call with the same variables as one
 * still running is not sent again, it waits for that one (`mutateAsync` answers its promise).
 * The buttons that start a change are disabled while it is pending, but React shows that only
 * once the query cache has told it, in a timeout: the second click of a double click (or a held
 * Enter) comes before, and sent the change twice, which for a toggle undid the first. A call
 * with other variables (the next row's button) is a change of its own and is sent.
 */
export function useSingleMutation<
  Result = unknown,
  Failure = DefaultError,
  Variables = void,
  Context = unknown,
>(
  options: UseMutationOptions<Result, Failure, Variables, Context>,
): UseMutationResult<Result, Failure, Variables, Context> {
  const mutation = useMutation(options);
  const running = useRef(new Map<string, Promise<Result>>());
  const mutateAsync: typeof mutation.mutateAsync = (...call) => {
    const key = String(JSON.stringify(call[0]));
    const same = running.current.get(key);
    if (same) return same;
    const sent = mutation.mutateAsync(...call).finally(() => running.current.delete(key));
    running.current.set(key, sent);
    return sent;
  };
  return {
    ...mutation,
    mutateAsync,
    // As TanStack's own `mutate`: the failure is handled by the mutation's `onError`.
    mutate: (...call) => {
      mutateAsync(...call).catch(() => {});
    },
  };
}
