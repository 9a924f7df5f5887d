import { lazy, Suspense, useState } from 'react';
import { isRepairTemplateStatus } from '../../../../contract/email-templates.ts';
import type { Language } from '../../../../contract/language.ts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { useLanguage, useTexts } from '../../../lib/language.ts';
import { useRejectionReasons } from './api/get-rejection-reasons.ts';
import { useEmailTemplates } from './api/list-email-templates.ts';
import { OutboxCard } from './components/outbox-card.tsx';
import { TemplateList } from './components/template-list.tsx';
import type { TemplateSlot } from './components/template-slot.ts';
import { templateFor } from './components/template-slot.ts';
import { TEMPLATES_TEXTS } from './strings.ts';

// The view and the editor bring the text editor library, which only this tab needs.
const TemplateView = lazy(() =>
  import('./components/template-view.tsx').then((module) => ({ default: module.TemplateView })),
);
const TemplateEditorDialog = lazy(() =>
  import('./components/template-editor-dialog.tsx').then((module) => ({
    default: module.TemplateEditorDialog,
  })),
);

/**
 * The E-mail Templates tab (docs/product.md#e-mail-templates-tab): a template per status and per
 * rejection reason in each language, its current text, the editor, and the outbox of what was
 * sent. The language tab chosen stays as staff move between statuses, to go through one
 * language's mails in turn.
 */
export function EmailTemplatesTab() {
  const t = useTexts(TEMPLATES_TEXTS);
  const templates = useEmailTemplates();
  const reasons = useRejectionReasons();
  const [selected, setSelected] = useState<TemplateSlot>({
    status: 'created',
    rejectionReasonId: null,
  });
  // Staff see the templates in the language they read the dashboard in first.
  const [language, setLanguage] = useState<Language>(useLanguage());
  const [editing, setEditing] = useState(false);
  const reason = reasons.data?.find((candidate) => candidate.id === selected.rejectionReasonId);
  const statusName = t.status[selected.status];
  const name = reason
    ? `${t.status.rejected}: ${reason.name}`
    : isRepairTemplateStatus(selected.status)
      ? t.repairTemplate(statusName)
      : statusName;
  const inLanguage = (of: Language) =>
    templates.data ? templateFor(templates.data, selected, of) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold text-gray-900">{t.title}</h2>
          <p className="text-sm text-gray-600">{t.description}</p>
        </CardHeader>
        <CardContent>
          {templates.isPending ? (
            <p role="status">{t.loading}</p>
          ) : templates.isError ? (
            <p role="alert" className="text-red-700">
              {t.loadFailed}: {templates.error.message}
            </p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
              <TemplateList
                templates={templates.data}
                reasons={reasons.data ?? []}
                reasonsFailed={reasons.isError}
                selected={selected}
                onSelect={setSelected}
              />
              <Suspense fallback={<p role="status">{t.loading}</p>}>
                <TemplateView
                  name={name}
                  isReason={selected.rejectionReasonId !== null}
                  templates={{ nl: inLanguage('nl'), en: inLanguage('en') }}
                  language={language}
                  onLanguageChange={setLanguage}
                  onEdit={() => setEditing(true)}
                />
              </Suspense>
            </div>
          )}
        </CardContent>
      </Card>
      {editing ? (
        <Suspense fallback={null}>
          <TemplateEditorDialog
            slot={selected}
            language={language}
            name={name}
            template={inLanguage(language)}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
      <OutboxCard />
    </div>
  );
}
