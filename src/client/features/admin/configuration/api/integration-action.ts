import type { AircallResult } from '../../../../../contract/phone.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { type ToastOptions, toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';

/**
 * A button that makes one call to an external system and tells the outcome in a toast: the
 * answer as `describe` words it, or the server's message (a 503 'not configured', say).
 */
export function useIntegrationAction<Result>(options: {
  url: string;
  describe: (result: Result) => ToastOptions;
  failure: { title: string; fallback: string };
  onSuccess?: () => void;
}) {
  return useSingleMutation({
    mutationFn: () => sendJson<Result>('POST', options.url),
    onSuccess: (result) => {
      toast(options.describe(result));
      options.onSuccess?.();
    },
    onError: (error) => toastApiFailure(error, options.failure),
  });
}

/** Aircall answers `{success, message}`; an answer with `success: false` is a failure too. */
export const describeAircallResult =
  (titles: { success: string; failure: string }) =>
  (result: AircallResult): ToastOptions =>
    result.success
      ? { title: titles.success, description: result.message }
      : { title: titles.failure, description: result.message, variant: 'destructive' };
