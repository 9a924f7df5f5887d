import { type Editor, type Extensions, type JSONContent, Node } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Italic,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type RefObject, useEffect, useMemo } from 'react';
import type { TemplatePlaceholder } from '../../../../../../contract/email-templates.ts';
import type { FormControlProps } from '../../../../../components/ui/form-field.tsx';
import { inputClass } from '../../../../../components/ui/input.tsx';
import { cn } from '../../../../../lib/cn.ts';
import { useTexts } from '../../../../../lib/language.ts';
import { PLACEHOLDER_NAMES } from '../../../../../lib/placeholder-names.ts';
import { TEMPLATES_TEXTS } from '../../strings.ts';
import { CHIP_CLASS, PlaceholderChip } from './placeholder-chip.ts';
import { bodyExtensions, fromEditorHtml, textParts, toEditorHtml } from './template-html.ts';

/**
 * The formatted text's own look: the page's base styles reset headings, lists and links, and a
 * mail's inline styles come on top.
 */
const RICH_TEXT_CLASS =
  '[&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6';

/** What a field tells the dialog: its text changed, or it took the focus (for insertions). */
type EditorFieldProps = {
  control: FormControlProps;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  editorRef: RefObject<Editor | null>;
};

/** The field's accessible name, hint, message and state, on the editable element itself. */
function useFieldAttributes(
  editor: Editor,
  control: FormControlProps,
  label: string,
  multiline: boolean,
) {
  const className = inputClass(
    control['aria-invalid'],
    cn(
      'h-auto',
      multiline ? `min-h-80 max-h-[60vh] overflow-y-auto ${RICH_TEXT_CLASS}` : 'min-h-11',
    ),
  );
  const attributes: Record<string, string> = {
    id: control.id,
    role: 'textbox',
    'aria-label': label,
    'aria-multiline': String(multiline),
    class: className,
  };
  for (const name of ['aria-invalid', 'aria-describedby', 'aria-required'] as const) {
    const value = control[name];
    if (value !== undefined) attributes[name] = String(value);
  }
  // The form renders at every keystroke; the editor's element changes only when these do.
  const written = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: JSON.parse(written) },
    });
  }, [editor, written]);
}

/** The editor, for the dialog to put placeholders into, and its focus reported. */
function useExposed(editor: Editor, editorRef: RefObject<Editor | null>, onFocus: () => void) {
  useEffect(() => {
    editorRef.current = editor;
    editor.on('focus', onFocus);
    return () => {
      editor.off('focus', onFocus);
      if (editorRef.current === editor) editorRef.current = null;
    };
  }, [editor, editorRef, onFocus]);
}

const usePlaceholderNames = () => useTexts(PLACEHOLDER_NAMES);

/**
 * The mail's body as formatted text with placeholder chips, and a toolbar. It stores HTML: the
 * chips become their `{{name}}` again, an empty body is empty.
 */
export function BodyEditor({
  control,
  label,
  value,
  onChange,
  onFocus,
  editorRef,
}: EditorFieldProps) {
  const names = usePlaceholderNames();
  const extensions = useMemo(() => bodyExtensions(names), [names]);
  const editor = useEditor(
    {
      extensions,
      content: toEditorHtml(value),
      shouldRerenderOnTransaction: false,
      onUpdate: ({ editor: changed }) =>
        onChange(changed.isEmpty ? '' : fromEditorHtml(changed.getHTML())),
    },
    // A change of language gives the chips their names in it.
    [extensions],
  );
  useFieldAttributes(editor, control, label, true);
  useExposed(editor, editorRef, onFocus);
  return (
    <div className="flex flex-col gap-1">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** The subject: one line of text and placeholder chips. */
const SubjectDocument = Node.create({ name: 'doc', topNode: true, content: 'paragraph' });

const subjectExtensions = (names: Record<TemplatePlaceholder, string>): Extensions => [
  StarterKit.configure({
    document: false,
    blockquote: false,
    bold: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    dropcursor: false,
    gapcursor: false,
    hardBreak: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    link: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    trailingNode: false,
    underline: false,
  }),
  SubjectDocument,
  PlaceholderChip.configure({ names }),
];

/** A subject as the one-line editor holds it: text, and a chip for each known placeholder. */
function subjectContent(subject: string): JSONContent {
  const parts = textParts(subject).map(
    (part): JSONContent =>
      typeof part === 'string'
        ? { type: 'text', text: part }
        : { type: 'placeholder', attrs: { name: part.placeholder } },
  );
  return { type: 'doc', content: [{ type: 'paragraph', content: parts }] };
}

/** The subject: a single line, Enter sends the form as in any text field. */
export function SubjectEditor({
  control,
  label,
  value,
  onChange,
  onFocus,
  editorRef,
}: EditorFieldProps) {
  const names = usePlaceholderNames();
  const extensions = useMemo(() => subjectExtensions(names), [names]);
  const editor = useEditor(
    {
      extensions,
      content: subjectContent(value),
      shouldRerenderOnTransaction: false,
      editorProps: {
        handleKeyDown: (view, event) => {
          if (event.key !== 'Enter') return false;
          view.dom.closest('form')?.requestSubmit();
          return true;
        },
      },
      onUpdate: ({ editor: changed }) => onChange(changed.getText()),
    },
    [extensions],
  );
  useFieldAttributes(editor, control, label, false);
  useExposed(editor, editorRef, onFocus);
  return <EditorContent editor={editor} />;
}

type ToolbarAction = {
  key: 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList';
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const FORMAT_ACTIONS: ToolbarAction[] = [
  {
    key: 'bold',
    icon: Bold,
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: Italic,
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'heading',
    icon: Heading2,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'bulletList',
    icon: List,
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

const toolButton =
  'inline-flex size-9 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-40 aria-pressed:bg-brand-50 aria-pressed:text-brand-900';

/** Bold, italic, a heading, lists, undo and redo; each says whether it is on. */
function Toolbar({ editor }: { editor: Editor }) {
  const t = useTexts(TEMPLATES_TEXTS).editor.toolbar;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(
        FORMAT_ACTIONS.map((action) => [action.key, action.isActive(current)]),
      ),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <div
      role="toolbar"
      aria-label={t.label}
      className="flex flex-wrap gap-1 rounded-md border border-gray-200 bg-gray-50 p-1"
    >
      {FORMAT_ACTIONS.map(({ key, icon: Icon, run }) => (
        <button
          key={key}
          type="button"
          className={toolButton}
          aria-label={t[key]}
          title={t[key]}
          aria-pressed={state.active[key] ?? false}
          onClick={() => run(editor)}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      <span aria-hidden="true" className="mx-1 w-px self-stretch bg-gray-300" />
      <button
        type="button"
        className={toolButton}
        aria-label={t.undo}
        title={t.undo}
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Undo2 className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={toolButton}
        aria-label={t.redo}
        title={t.redo}
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Redo2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A saved body as staff read it: formatted, with its placeholders as chips; not editable. */
export function BodyView({ html, label }: { html: string; label: string }) {
  const names = usePlaceholderNames();
  const extensions = useMemo(() => bodyExtensions(names), [names]);
  const editor = useEditor(
    {
      extensions,
      content: toEditorHtml(html),
      editable: false,
      editorProps: {
        attributes: {
          role: 'document',
          'aria-label': label,
          // A long mail scrolls inside the view, which the keyboard must reach too.
          tabindex: '0',
          class: `max-h-96 overflow-auto rounded-md border border-gray-200 bg-gray-50 p-3 text-sm ${RICH_TEXT_CLASS}`,
        },
      },
    },
    [extensions, html, label],
  );
  return <EditorContent editor={editor} />;
}

/** A saved subject as staff read it, its placeholders by their names. */
export function SubjectView({ subject }: { subject: string }) {
  const names = usePlaceholderNames();
  return (
    <>
      {textParts(subject).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <span key={index} className={CHIP_CLASS}>
            {names[part.placeholder]}
          </span>
        ),
      )}
    </>
  );
}
