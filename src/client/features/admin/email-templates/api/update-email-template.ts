import { useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput } from '../../../../../contract/email-templates.ts';
import { sendJson, toastApiFailure } from '../../../../lib/json-api.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSingleMutation } from '../../../../lib/use-single-mutation.ts';
import { TEMPLATES_TEXT as T } from '../strings.ts';
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
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: () => toast({ title: T.updatedTitle, description: T.updated }),
    onError: (error) => toastApiFailure(error, { title: T.errorTitle, fallback: T.updateFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY }),
  });
}
