import { Pencil, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { TemplateBadge } from './template-badge.tsx';

/** The selected slot's current subject and HTML, with the button that opens the editor. */
export function TemplateView({
  name,
  isReason,
  template,
  onEdit,
}: {
  name: string;
  isReason: boolean;
  template: EmailTemplateItem | undefined;
  onEdit: () => void;
}) {
  const t = useTexts(TEMPLATES_TEXTS).view;
  return (
    <section aria-labelledby="template-view-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="template-view-title" className="flex items-center gap-2 font-semibold">
          {name} <TemplateBadge template={template} />
        </h3>
        <Button onClick={onEdit}>
          {template ? (
            <Pencil className="size-4" aria-hidden="true" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          {template ? t.edit : t.create}
        </Button>
      </div>
      {template ? (
        <dl className="flex flex-col gap-2 text-sm">
          <dt className="font-medium">{t.subject}</dt>
          <dd className="rounded-md border bg-gray-50 p-2">{template.subject}</dd>
          <dt className="font-medium">{t.content}</dt>
          <dd>
            <pre className="max-h-96 overflow-auto rounded-md border bg-gray-50 p-2 text-xs whitespace-pre-wrap">
              {template.htmlContent}
            </pre>
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-gray-600">{isReason ? t.noneForReason : t.none}</p>
      )}
    </section>
  );
}
