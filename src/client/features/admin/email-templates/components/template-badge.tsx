import { LANGUAGES } from '../../../../../contract/language.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { type TemplateSlot, templateFor } from './template-slot.ts';

/**
 * 'Actief' or 'Geen template' (docs/product.md#e-mail-templates-tab); a template that is switched
 * off says so.
 */
export function TemplateBadge({ template }: { template: EmailTemplateItem | undefined }) {
  const t = useTexts(TEMPLATES_TEXTS);
  if (!template) return <Badge>{t.noTemplate}</Badge>;
  if (!template.isActive) return <Badge variant="pending">{t.inactive}</Badge>;
  return <Badge variant="success">{t.active}</Badge>;
}

/** A slot's state in each language, one line each, the language by its code (NL, EN). */
export function LanguageBadges({
  templates,
  slot,
}: {
  templates: EmailTemplateItem[];
  slot: TemplateSlot;
}) {
  return (
    <span className="grid shrink-0 grid-cols-[auto_auto] items-center justify-items-end gap-x-1.5 gap-y-1">
      {LANGUAGES.map((language) => (
        <span key={language} className="contents">
          <span className="text-xs font-semibold text-gray-600 uppercase">{language}</span>
          <TemplateBadge template={templateFor(templates, slot, language)} />
        </span>
      ))}
    </span>
  );
}
