import type { EmailTemplateStatus } from '../../../../../contract/email-templates.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';

/** Where a template belongs: a status, and for a rejection optionally one reason. */
export type TemplateSlot = { status: EmailTemplateStatus; rejectionReasonId: number | null };

export const slotKey = (slot: TemplateSlot) => `${slot.status}:${slot.rejectionReasonId ?? ''}`;

export const templateFor = (templates: EmailTemplateItem[], slot: TemplateSlot) =>
  templates.find(
    (template) =>
      template.status === slot.status && template.rejectionReasonId === slot.rejectionReasonId,
  );
