import { useLayoutEffect, useRef, useState } from 'react';
import {
  emailTemplateInputSchema,
  TEMPLATE_PLACEHOLDERS,
} from '../../../../../contract/email-templates.ts';
import { LANGUAGE_NAMES, type Language } from '../../../../../contract/language.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { inputClass } from '../../../../components/ui/input.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { firstIssueWords, useInputWords } from '../../../../lib/field-errors.ts';
import { useTexts } from '../../../../lib/language.ts';
import { UI_TEXTS } from '../../../../lib/strings.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useCreateEmailTemplate } from '../api/create-email-template.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { useUpdateEmailTemplate } from '../api/update-email-template.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { TemplatePreview } from './template-preview.tsx';
import type { TemplateSlot } from './template-slot.ts';

const FORM_ID = 'email-template-editor';

type Field = 'subject' | 'html';

/** The HTML textarea's height in rows (docs/product.md#e-mail-templates-tab). */
const HTML_ROWS = 15;

/**
 * Creates or edits the template of one slot in one language: subject, HTML and the active switch, buttons that put
 * a placeholder where the cursor was, and a preview of the result. Saving with an id updates,
 * without one creates (docs/product.md#e-mail-templates-tab). The fields are plain elements rather
 * than Input/Textarea because the insertion needs their refs.
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
  const inputWords = useInputWords();
  const t = texts.editor;
  const ui = useTexts(UI_TEXTS);
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [html, setHtml] = useState(template?.htmlContent ?? '');
  const [isActive, setIsActive] = useState(template?.isActive ?? true);
  const [tab, setTab] = useState('edit');
  const subjectRef = useRef<HTMLInputElement>(null);
  const htmlRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('html');
  const caret = useRef<{ field: Field; position: number } | null>(null);
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

  // After an insertion React has rendered the new text; only then can the caret go behind it.
  useLayoutEffect(() => {
    if (!caret.current) return;
    const element = caret.current.field === 'subject' ? subjectRef.current : htmlRef.current;
    element?.focus();
    element?.setSelectionRange(caret.current.position, caret.current.position);
    caret.current = null;
  });

  const insert = (placeholder: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : htmlRef.current;
    const value = field === 'subject' ? subject : html;
    const token = `{{${placeholder}}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + token + value.slice(end);
    (field === 'subject' ? setSubject : setHtml)(next);
    caret.current = { field, position: start + token.length };
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
                <input
                  {...control}
                  ref={subjectRef}
                  className={inputClass(control['aria-invalid'])}
                  value={subject}
                  onChange={(event) => setSubject(event.target.value)}
                  onFocus={() => {
                    lastField.current = 'subject';
                  }}
                />
              )}
            </FormField>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t.placeholders}</legend>
              <p className="text-sm text-gray-600">{t.placeholdersHint}</p>
              <div className="flex flex-wrap gap-1">
                {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
                  <Button
                    key={placeholder}
                    variant="outline"
                    className="min-h-9 px-2 py-1 font-mono text-xs"
                    aria-label={t.insert(placeholder)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insert(placeholder)}
                  >
                    {placeholder}
                  </Button>
                ))}
              </div>
            </fieldset>
            <FormField label={t.content} error={errors.htmlContent} required>
              {(control) => (
                <textarea
                  {...control}
                  ref={htmlRef}
                  rows={HTML_ROWS}
                  spellCheck={false}
                  className={inputClass(control['aria-invalid'], 'font-mono text-sm')}
                  value={html}
                  onChange={(event) => setHtml(event.target.value)}
                  onFocus={() => {
                    lastField.current = 'html';
                  }}
                />
              )}
            </FormField>
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
