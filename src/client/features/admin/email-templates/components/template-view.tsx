import { Pencil, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXT } from '../strings.ts';
import { TemplateBadge } from './template-badge.tsx';

const T = TEMPLATES_TEXT.view;

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
          {template ? T.edit : T.create}
        </Button>
      </div>
      {template ? (
        <dl className="flex flex-col gap-2 text-sm">
          <dt className="font-medium">{T.subject}</dt>
          <dd className="rounded-md border bg-gray-50 p-2">{template.subject}</dd>
          <dt className="font-medium">{T.content}</dt>
          <dd>
            <pre className="max-h-96 overflow-auto rounded-md border bg-gray-50 p-2 text-xs whitespace-pre-wrap">
              {template.htmlContent}
            </pre>
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-gray-600">{isReason ? T.noneForReason : T.none}</p>
      )}
    </section>
  );
}
