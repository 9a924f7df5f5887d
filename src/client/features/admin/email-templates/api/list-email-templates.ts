import { useQuery } from '@tanstack/react-query';
import type { EmailTemplate } from '../../../../../contract/email-templates.ts';
import type { Wire } from '../../../../lib/json-api.ts';

export type EmailTemplateItem = Wire<EmailTemplate>;

export const EMAIL_TEMPLATES_QUERY_KEY = ['/api/email-templates'] as const;

/** `GET /api/email-templates`, loaded by the default query function. */
export const useEmailTemplates = () =>
  useQuery<EmailTemplateItem[]>({ queryKey: EMAIL_TEMPLATES_QUERY_KEY });
