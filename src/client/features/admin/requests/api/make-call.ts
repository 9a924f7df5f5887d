import type { AircallResult } from '../../../../../contract/phone.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/** `POST /api/admin/aircall/make-call`: Aircall rings the staff member, then the customer. */
export const makeCall = (phoneNumber: string) =>
  sendJson<AircallResult>('POST', '/api/admin/aircall/make-call', { phoneNumber });

export function useMakeCall() {
  const t = useTexts(REQUESTS_TEXTS).call;
  const failure = { title: t.errorTitle, fallback: t.errorFallback };
  return useSingleMutation({
    mutationFn: makeCall,
    onSuccess: (result) => {
      if (result.success) toast({ title: t.startedTitle, description: result.message });
      else toastApiFailure(undefined, { ...failure, fallback: result.message || t.errorFallback });
    },
    onError: (error) => toastApiFailure(error, failure),
  });
}
