import { Badge } from '../../../../components/ui/badge.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';

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
