import { useQueryClient } from '@tanstack/react-query';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { OUTGOING_EMAILS_QUERY_KEY } from './list-outgoing-emails.ts';

/** `POST /api/outgoing-emails/{id}/resend`: a failed mail goes back into the queue. */
export const resendOutgoingEmail = (id: number) =>
  sendJson<void>('POST', `/api/outgoing-emails/${id}/resend`);

export function useResendOutgoingEmail() {
  const texts = useTexts(TEMPLATES_TEXTS);
  const t = texts.outbox;
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: resendOutgoingEmail,
    onSuccess: () => toast({ title: t.resentTitle, description: t.resent }),
    onError: (error) =>
      toastApiFailure(error, { title: texts.errorTitle, fallback: t.resendFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTGOING_EMAILS_QUERY_KEY }),
  });
}
