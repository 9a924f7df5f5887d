import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  EmailTemplatePreview,
  EmailTemplatePreviewInput,
} from '../../../../../contract/email-templates.ts';
import { sendJson } from '../../../../lib/json-api.ts';

/**
 * `POST /api/email-templates/preview`: the unsaved text sanitised by the server's own policy and
 * filled with sample data, so the preview shows exactly what the save would keep.
 */
export const previewEmailTemplate = (template: EmailTemplatePreviewInput) =>
  sendJson<EmailTemplatePreview>('POST', '/api/email-templates/preview', template);

/** The preview of the editor's text; asked only while the preview is shown. */
export const useEmailTemplatePreview = (template: EmailTemplatePreviewInput, enabled: boolean) =>
  useQuery({
    queryKey: ['email-template-preview', template.language, template.subject, template.htmlContent],
    queryFn: () => previewEmailTemplate(template),
    enabled,
    placeholderData: keepPreviousData,
  });
