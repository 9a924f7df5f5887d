import type { EmailTemplateStatus } from '../../../../../contract/email-templates.ts';
import type { Language } from '../../../../../contract/language.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';

/** Where a template belongs: a status, and for a rejection optionally one reason. */
export type TemplateSlot = { status: EmailTemplateStatus; rejectionReasonId: number | null };

export const slotKey = (slot: TemplateSlot) => `${slot.status}:${slot.rejectionReasonId ?? ''}`;

/** A slot's template in the language of its mails; each slot has one per language. */
export const templateFor = (
  templates: EmailTemplateItem[],
  slot: TemplateSlot,
  language: Language,
) =>
  templates.find(
    (template) =>
      template.status === slot.status &&
      template.rejectionReasonId === slot.rejectionReasonId &&
      template.language === language,
  );
