import { Pencil, Plus } from 'lucide-react';
import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from '../../../../../contract/language.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { BodyView, SubjectView } from './rich-text/template-editors.tsx';
import { fitsRichText } from './rich-text/template-html.ts';
import { TemplateBadge } from './template-badge.tsx';

/**
 * The selected slot's template in one language at a time, a tab per language with its state:
 * the current subject and text as staff write them (placeholders by name), and the button that
 * opens the editor for that language. It brings the text editor, so the tab loads it lazily.
 */
export function TemplateView({
  name,
  isReason,
  templates,
  language,
  onLanguageChange,
  onEdit,
}: {
  name: string;
  isReason: boolean;
  templates: Record<Language, EmailTemplateItem | undefined>;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onEdit: () => void;
}) {
  const t = useTexts(TEMPLATES_TEXTS).view;
  return (
    <section aria-labelledby="template-view-title" className="flex min-w-0 flex-col gap-3">
      <h3 id="template-view-title" className="font-semibold">
        {name}
      </h3>
      <Tabs
        value={language}
        onValueChange={(value) => isLanguage(value) && onLanguageChange(value)}
      >
        <TabsList aria-label={t.languages} className="grid grid-cols-2 sm:inline-flex">
          {LANGUAGES.map((tabLanguage) => (
            <TabsTrigger
              key={tabLanguage}
              value={tabLanguage}
              className="flex flex-col items-center gap-1 sm:flex-row sm:gap-2"
            >
              <span lang={LANGUAGE_TAGS[tabLanguage]}>{LANGUAGE_NAMES[tabLanguage]}</span>
              <TemplateBadge template={templates[tabLanguage]} />
            </TabsTrigger>
          ))}
        </TabsList>
        {LANGUAGES.map((tabLanguage) => {
          const template = templates[tabLanguage];
          return (
            <TabsContent key={tabLanguage} value={tabLanguage} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-gray-600">{t.languageHint[tabLanguage]}</p>
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
                  <dd
                    lang={LANGUAGE_TAGS[tabLanguage]}
                    className="rounded-md border bg-gray-50 p-2"
                  >
                    <SubjectView subject={template.subject} />
                  </dd>
                  <dt className="font-medium">{t.content}</dt>
                  <dd lang={LANGUAGE_TAGS[tabLanguage]}>
                    {fitsRichText(template.htmlContent) ? (
                      <BodyView html={template.htmlContent} label={t.content} />
                    ) : (
                      <>
                        <p className="mb-1 text-gray-600">{t.htmlOnly}</p>
                        <pre className="max-h-96 overflow-auto rounded-md border bg-gray-50 p-2 text-xs whitespace-pre-wrap">
                          {template.htmlContent}
                        </pre>
                      </>
                    )}
                  </dd>
                </dl>
              ) : (
                <p className="text-sm text-gray-600">
                  {isReason ? t.noneForReason[tabLanguage] : t.none[tabLanguage]}
                </p>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
