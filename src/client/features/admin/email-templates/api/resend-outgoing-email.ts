import { useQueryClient } from '@tanstack/react-query';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { TEMPLATES_TEXT } from '../strings.ts';
import { OUTGOING_EMAILS_QUERY_KEY } from './list-outgoing-emails.ts';

const T = TEMPLATES_TEXT.outbox;

/** `POST /api/outgoing-emails/{id}/resend`: a failed mail goes back into the queue. */
export const resendOutgoingEmail = (id: number) =>
  sendJson<void>('POST', `/api/outgoing-emails/${id}/resend`);

export function useResendOutgoingEmail() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: resendOutgoingEmail,
    onSuccess: () => toast({ title: T.resentTitle, description: T.resent }),
    onError: (error) =>
      toastApiFailure(error, { title: TEMPLATES_TEXT.errorTitle, fallback: T.resendFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTGOING_EMAILS_QUERY_KEY }),
  });
}
