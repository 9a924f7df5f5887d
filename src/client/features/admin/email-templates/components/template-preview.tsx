import type { EmailTemplatePreviewInput } from '../../../../../contract/email-templates.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useEmailTemplatePreview } from '../api/preview-email-template.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';

/**
 * The mail as a customer would see it. The server sanitises and fills it; it is shown in a
 * sandboxed frame without scripts, so even a gap in the policy could not run code here, and the
 * mail's own styles stay out of the dashboard.
 */
export function TemplatePreview({ template }: { template: EmailTemplatePreviewInput }) {
  const t = useTexts(TEMPLATES_TEXTS).editor;
  const preview = useEmailTemplatePreview(template, true);
  if (preview.isPending) return <p role="status">{t.previewLoading}</p>;
  if (preview.isError)
    return (
      <p role="alert" className="text-red-700">
        {t.previewFailed}: {preview.error.message}
      </p>
    );
  const { subject, html, unknownPlaceholders } = preview.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">{t.previewSample}</p>
      {unknownPlaceholders.length > 0 ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
          {t.unknownPlaceholders} {unknownPlaceholders.map((name) => `{{${name}}}`).join(', ')}
        </p>
      ) : null}
      <p className="text-sm">
        <span className="font-medium">{t.previewSubject}</span> {subject}
      </p>
      <iframe
        title={t.previewFrame}
        sandbox=""
        srcDoc={html}
        className="h-96 w-full rounded-md border bg-white"
      />
    </div>
  );
}
