import { Extension, type Extensions, generateHTML, generateJSON, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import {
  isTemplatePlaceholder,
  PLACEHOLDER_PATTERN,
  type TemplatePlaceholder,
} from '../../../../../../contract/email-templates.ts';
import { PlaceholderChip } from './placeholder-chip.ts';

/**
 * A `<div>` around blocks, as the default mails wrap their content in one that sets the font
 * and width. Without it those mails would not survive the editor.
 */
const MailBlock = Node.create({
  name: 'mailBlock',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: 'div' }],
  renderHTML: ({ HTMLAttributes }) => ['div', HTMLAttributes, 0],
});

/**
 * The attribute that carries a block's inline style as it was written. ProseMirror sets a
 * `style` through the CSSOM (a page's Content Security Policy refuses a written one), which
 * rewrites `#1f2937` into `rgb(31, 41, 55)` and `0` into `0px`; the sanitiser refuses a value
 * with a function in a longer declaration (`1px solid rgb(…)`), so the written form is what
 * goes back into the stored HTML (`fromEditorHtml`).
 */
const WRITTEN_STYLE = 'data-mail-style';

/** Mail clients ignore style sheets, so a mail's look is in its blocks' inline styles. */
const InlineStyles = Extension.create({
  name: 'inlineStyles',
  addGlobalAttributes: () => [
    {
      types: [
        'paragraph',
        'heading',
        'bulletList',
        'orderedList',
        'listItem',
        'blockquote',
        'mailBlock',
      ],
      attributes: {
        style: {
          default: null,
          parseHTML: (element) =>
            element.getAttribute(WRITTEN_STYLE) ?? element.getAttribute('style'),
          renderHTML: (attributes) =>
            attributes.style ? { style: attributes.style, [WRITTEN_STYLE]: attributes.style } : {},
        },
      },
    },
  ],
});

/**
 * What the mail body's editor knows: text with bold, italic, underline and links, headings,
 * lists, quotes, line breaks, styled blocks and placeholder chips. Anything else (tables,
 * images, styled text) is edited as HTML; `fitsRichText` tells which.
 */
export const bodyExtensions = (names?: Record<TemplatePlaceholder, string>): Extensions => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    // An empty paragraph added after the last block would change every mail opened here.
    trailingNode: false,
    // A link keeps the attributes it came with; the server adds `rel` where a target needs it.
    link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
  }),
  MailBlock,
  InlineStyles,
  names ? PlaceholderChip.configure({ names }) : PlaceholderChip,
];

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

const PLACEHOLDER_PART = /(\{\{\s*[\w.]+\s*\}\})/;
const EXACT_PLACEHOLDER = /^\{\{\s*([\w.]+)\s*\}\}$/;

/**
 * A text cut into its plain parts and its known placeholders, in order; an unknown `{{name}}`
 * stays text, for the form's check to point out.
 */
export function textParts(text: string): (string | { placeholder: TemplatePlaceholder })[] {
  return text
    .split(PLACEHOLDER_PART)
    .filter(Boolean)
    .map((part) => {
      const name = EXACT_PLACEHOLDER.exec(part)?.[1] ?? '';
      return isTemplatePlaceholder(name) ? { placeholder: name } : part;
    });
}

/** The stored HTML as the editor reads it: each known placeholder in text marked as a chip. */
export function toEditorHtml(html: string) {
  const body = parse(html);
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    if (!text.data.includes('{{')) continue;
    text.replaceWith(
      ...textParts(text.data).map((part) => {
        if (typeof part === 'string') return part;
        const chip = body.ownerDocument.createElement('span');
        chip.dataset.placeholder = part.placeholder;
        chip.textContent = `{{${part.placeholder}}}`;
        return chip;
      }),
    );
  }
  return body.innerHTML;
}

/**
 * The editor's HTML as it is stored: each chip back to its bare `{{name}}`, each inline style
 * as it was written.
 */
export function fromEditorHtml(html: string) {
  const body = parse(html);
  for (const styled of body.querySelectorAll(`[${WRITTEN_STYLE}]`)) {
    styled.setAttribute('style', styled.getAttribute(WRITTEN_STYLE) ?? '');
    styled.removeAttribute(WRITTEN_STYLE);
  }
  for (const chip of body.querySelectorAll<HTMLElement>('span[data-placeholder]')) {
    chip.replaceWith(`{{${chip.dataset.placeholder}}}`);
  }
  return body.innerHTML;
}

/** Tags the editor writes in place of their older twins. */
const SAME_TAG: Record<string, string> = { b: 'strong', i: 'em' };

const normalStyle = (style: string) =>
  style
    .split(';')
    .map((declaration) => declaration.trim().replace(/\s*:\s*/, ':'))
    .filter(Boolean)
    .join(';');

/**
 * HTML reduced to what a reader of the mail would notice: tags (with their twins made one),
 * attributes in order, text with its whitespace collapsed and placeholders without spaces;
 * whitespace between blocks and comments left out.
 */
function essence(html: string) {
  const out: string[] = [];
  const walk = (node: ChildNode) => {
    if (node.nodeType === node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ');
      if (text.trim()) out.push(text.replace(PLACEHOLDER_PATTERN, '{{$1}}'));
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = SAME_TAG[node.localName] ?? node.localName;
    const attributes = [...node.attributes]
      .map(({ name, value }) => `${name}="${name === 'style' ? normalStyle(value) : value}"`)
      .sort();
    out.push(`<${[tag, ...attributes].join(' ')}>`);
    node.childNodes.forEach(walk);
    out.push(`</${tag}>`);
  };
  parse(html).childNodes.forEach(walk);
  return out.join('');
}

/** What the body's editor reads and writes; the chips' names play no part in that. */
const BODY_SCHEMA = bodyExtensions();

/** The HTML that the body's editor makes of `html`, as it would be stored. */
const throughRichText = (html: string) =>
  fromEditorHtml(generateHTML(generateJSON(toEditorHtml(html), BODY_SCHEMA), BODY_SCHEMA));

/**
 * Whether `html` comes out of the rich-text editor as it went in. When it would not (a table,
 * an image, a styled word), the template opens in the HTML mode, so nothing is lost by opening
 * it.
 */
export const fitsRichText = (html: string) =>
  html.trim() === '' || essence(throughRichText(html)) === essence(html);
