import { Badge } from '../../../../components/ui/badge.tsx';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXT as T } from '../strings.ts';

/**
 * 'Actief' or 'Geen template' (docs/product.md#e-mail-templates-tab); a template that is switched
 * off says so.
 */
export function TemplateBadge({ template }: { template: EmailTemplateItem | undefined }) {
  if (!template) return <Badge>{T.noTemplate}</Badge>;
  if (!template.isActive) return <Badge variant="pending">{T.inactive}</Badge>;
  return <Badge variant="success">{T.active}</Badge>;
}
