import { useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput } from '../../../../../contract/email-templates.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { EMAIL_TEMPLATES_QUERY_KEY, type EmailTemplateItem } from './list-email-templates.ts';

/** `PUT /api/email-templates/{id}` with every field; answers the updated template. */
export const updateEmailTemplate = ({
  id,
  template,
}: {
  id: number;
  template: EmailTemplateInput;
}) => sendJson<EmailTemplateItem>('PUT', `/api/email-templates/${id}`, template);

export function useUpdateEmailTemplate() {
  const t = useTexts(TEMPLATES_TEXTS);
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: () => toast({ title: t.updatedTitle, description: t.updated }),
    onError: (error) => toastApiFailure(error, { title: t.errorTitle, fallback: t.updateFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY }),
  });
}
