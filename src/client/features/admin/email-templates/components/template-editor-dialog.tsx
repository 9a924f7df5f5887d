import type { Editor } from '@tiptap/core';
import { Plus } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  emailTemplateInputSchema,
  placeholdersFor,
  type TemplatePlaceholder,
} from '../../../../../contract/email-templates.ts';
import { LANGUAGE_NAMES, type Language } from '../../../../../contract/language.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { inputClass } from '../../../../components/ui/input.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { cn } from '../../../../lib/cn.ts';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useTexts } from '../../../../lib/language.ts';
import { PLACEHOLDER_NAMES } from '../../../../lib/placeholder-names.ts';
import { UI_TEXTS } from '../../../../lib/strings.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useCreateEmailTemplate } from '../api/create-email-template.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { useUpdateEmailTemplate } from '../api/update-email-template.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { BodyEditor, SubjectEditor } from './rich-text/template-editors.tsx';
import { fitsRichText } from './rich-text/template-html.ts';
import { TemplatePreview } from './template-preview.tsx';
import type { TemplateSlot } from './template-slot.ts';

const FORM_ID = 'email-template-editor';

type Field = 'subject' | 'body';

/** A placeholder's button looks like the chip it inserts. */
const CHIP_BUTTON =
  'inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none';

/** The HTML textarea's height in rows (docs/product.md#e-mail-templates-tab). */
const HTML_ROWS = 15;

/**
 * Creates or edits the template of one slot in one language: the subject and the text with
 * placeholders as chips ('Voornaam klant'), buttons that put a placeholder where the cursor
 * was, the active switch, and a preview of the result. The HTML itself is an advanced mode,
 * and where the template holds what the text editor cannot show (a table, a styled word) the
 * only one, so that opening a template never changes it. The server sanitises what is saved
 * either way (decision 007). Saving with an id updates, without one creates
 * (docs/product.md#e-mail-templates-tab).
 */
export function TemplateEditorDialog({
  slot,
  language,
  name,
  template,
  onClose,
}: {
  slot: TemplateSlot;
  language: Language;
  name: string;
  template: EmailTemplateItem | undefined;
  onClose: () => void;
}) {
  const texts = useTexts(TEMPLATES_TEXTS);
  const placeholderNames = useTexts(PLACEHOLDER_NAMES);
  const inputWords = useInputWords();
  const t = texts.editor;
  const ui = useTexts(UI_TEXTS);
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [html, setHtml] = useState(template?.htmlContent ?? '');
  const [isActive, setIsActive] = useState(template?.isActive ?? true);
  const [htmlMode, setHtmlMode] = useState(() => !fitsRichText(template?.htmlContent ?? ''));
  const [htmlOnly, setHtmlOnly] = useState(false);
  const [tab, setTab] = useState('edit');
  const subjectEditor = useRef<Editor | null>(null);
  const bodyEditor = useRef<Editor | null>(null);
  const htmlRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const caret = useRef<number | null>(null);
  const saving = create.isPending || update.isPending;
  const input = {
    status: slot.status,
    rejectionReasonId: slot.rejectionReasonId,
    language,
    subject,
    htmlContent: html,
    isActive,
  };
  const { errors, check, showRefusal } = useFormCheck(emailTemplateInputSchema, input);
  const focusSubject = useCallback(() => {
    lastField.current = 'subject';
  }, []);
  const focusBody = useCallback(() => {
    lastField.current = 'body';
  }, []);

  // After an insertion into the HTML React has rendered the new text; only then can the caret
  // go behind it.
  useLayoutEffect(() => {
    if (caret.current === null) return;
    htmlRef.current?.focus();
    htmlRef.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const insert = (placeholder: TemplatePlaceholder) => {
    const editor = lastField.current === 'subject' ? subjectEditor.current : bodyEditor.current;
    if (lastField.current === 'subject' || !htmlMode) {
      editor?.chain().focus().insertPlaceholder(placeholder).run();
      return;
    }
    const token = `{{${placeholder}}}`;
    const start = htmlRef.current?.selectionStart ?? html.length;
    const end = htmlRef.current?.selectionEnd ?? html.length;
    setHtml(html.slice(0, start) + token + html.slice(end));
    caret.current = start + token.length;
  };

  const switchHtmlMode = (on: boolean) => {
    if (!on && !fitsRichText(html)) {
      setHtmlOnly(true);
      return;
    }
    setHtmlOnly(false);
    setHtmlMode(on);
  };

  const save = (form: HTMLFormElement) => {
    const parsed = check(form);
    if (!parsed.success) {
      toast({
        title: texts.validationTitle,
        description: firstIssueWords(parsed, inputWords),
        variant: 'destructive',
      });
      return;
    }
    const afterSave = { onSuccess: onClose, onError: (error: unknown) => showRefusal(error) };
    if (template) update.mutate({ id: template.id, template: input }, afterSave);
    else create.mutate(input, afterSave);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        template
          ? t.editTitle(name, LANGUAGE_NAMES[language])
          : t.createTitle(name, LANGUAGE_NAMES[language])
      }
      description={t.description}
      className="max-w-3xl"
      holdsInput
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {ui.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={saving} focusableWhenDisabled>
            {saving ? t.saving : t.save}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save(event.currentTarget);
        }}
      >
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="edit">{t.editTab}</TabsTrigger>
            <TabsTrigger value="preview">{t.previewTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="edit" className="flex flex-col gap-4">
            <FormField label={t.subject} error={errors.subject} required>
              {(control) => (
                <SubjectEditor
                  control={control}
                  label={t.subject}
                  value={subject}
                  onChange={setSubject}
                  onFocus={focusSubject}
                  editorRef={subjectEditor}
                />
              )}
            </FormField>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t.placeholders}</legend>
              <p className="text-sm text-gray-600">{t.placeholdersHint}</p>
              <div className="flex flex-wrap gap-1">
                {placeholdersFor(slot.status).map((placeholder) => (
                  <button
                    key={placeholder}
                    type="button"
                    className={CHIP_BUTTON}
                    aria-label={t.insert(placeholderNames[placeholder])}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insert(placeholder)}
                  >
                    <Plus className="size-3.5" aria-hidden="true" />
                    {placeholderNames[placeholder]}
                  </button>
                ))}
              </div>
            </fieldset>
            <FormField
              label={htmlMode ? t.htmlContent : t.content}
              error={errors.htmlContent}
              required
            >
              {(control) =>
                htmlMode ? (
                  <textarea
                    {...control}
                    ref={htmlRef}
                    rows={HTML_ROWS}
                    spellCheck={false}
                    className={inputClass(control['aria-invalid'], 'font-mono text-sm')}
                    value={html}
                    onChange={(event) => setHtml(event.target.value)}
                    onFocus={focusBody}
                  />
                ) : (
                  <BodyEditor
                    control={control}
                    label={t.content}
                    value={html}
                    onChange={setHtml}
                    onFocus={focusBody}
                    editorRef={bodyEditor}
                  />
                )
              }
            </FormField>
            <div className="flex flex-col gap-1">
              <div className="flex items-center gap-3">
                <Switch
                  id="email-template-html-mode"
                  checked={htmlMode}
                  onCheckedChange={switchHtmlMode}
                  aria-describedby="email-template-html-mode-hint"
                />
                <label htmlFor="email-template-html-mode" className="text-sm font-medium">
                  {t.htmlMode}
                </label>
              </div>
              <p
                id="email-template-html-mode-hint"
                aria-live="polite"
                className={cn('text-sm', htmlOnly ? 'text-amber-900' : 'text-gray-600')}
              >
                {htmlOnly || (htmlMode && !fitsRichText(html)) ? t.htmlOnly : t.htmlModeHint}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <Switch id="email-template-active" checked={isActive} onCheckedChange={setIsActive} />
              <label htmlFor="email-template-active" className="text-sm font-medium">
                {t.active}
              </label>
            </div>
          </TabsContent>
          <TabsContent value="preview">
            <TemplatePreview template={{ language, subject, htmlContent: html }} />
          </TabsContent>
        </Tabs>
      </form>
    </Dialog>
  );
}
