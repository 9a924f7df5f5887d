import { useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput } from '../../../../../contract/email-templates.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { EMAIL_TEMPLATES_QUERY_KEY, type EmailTemplateItem } from './list-email-templates.ts';

/** `POST /api/email-templates`; answers the created template. */
export const createEmailTemplate = (template: EmailTemplateInput) =>
  sendJson<EmailTemplateItem>('POST', '/api/email-templates', template);

export function useCreateEmailTemplate() {
  const t = useTexts(TEMPLATES_TEXTS);
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: createEmailTemplate,
    onSuccess: () => toast({ title: t.createdTitle, description: t.created }),
    onError: (error) => toastApiFailure(error, { title: t.errorTitle, fallback: t.createFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY }),
  });
}
