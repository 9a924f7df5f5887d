import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * `useMutation` that runs once at a time: a call while the one before still runs is not sent
 * again, it waits for that one (`mutateAsync` answers its promise). The buttons that start a
 * change are disabled while it is pending, but React shows that only once the query cache has
 * told it, in a timeout: the second click of a double click (or a held Enter) comes before, and
 * sent the change twice, which for a toggle undid the first.
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
  const running = useRef<Promise<Result> | null>(null);
  const mutateAsync: typeof mutation.mutateAsync = (...call) => {
    running.current ??= mutation.mutateAsync(...call).finally(() => {
      running.current = null;
    });
    return running.current;
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
