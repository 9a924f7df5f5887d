import type { EmailTemplate } from '../../../contract/email-templates.ts';
import type { emailTemplates } from '../../db/schema.ts';

/** A mail template as the template editor reads it. */
export const presentEmailTemplate = (row: typeof emailTemplates.$inferSelect): EmailTemplate => ({
  id: row.id,
  status: row.status,
  rejectionReasonId: row.rejectionReasonId,
  language: row.language,
  subject: row.subject,
  htmlContent: row.htmlContent,
  isActive: row.isActive,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
