import type { AircallResult } from '../../../../../contract/phone.ts';
import { sendJson } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { REQUESTS_TEXT } from '../strings.ts';
import { toastFailure } from './request-mutation.ts';

const T = REQUESTS_TEXT.call;

/** `POST /api/admin/aircall/make-call`: Aircall rings the staff member, then the customer. */
export const makeCall = (phoneNumber: string) =>
  sendJson<AircallResult>('POST', '/api/admin/aircall/make-call', { phoneNumber });

const failure = { title: T.errorTitle, fallback: T.errorFallback };

export function useMakeCall() {
  return useSingleMutation({
    mutationFn: makeCall,
    onSuccess: (result) => {
      if (result.success) toast({ title: T.startedTitle, description: result.message });
      else toastFailure(undefined, { ...failure, fallback: result.message || T.errorFallback });
    },
    onError: (error) => toastFailure(error, failure),
  });
}
