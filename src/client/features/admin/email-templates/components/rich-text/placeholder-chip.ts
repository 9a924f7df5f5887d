import { InputRule, Node } from '@tiptap/core';
import {
  isTemplatePlaceholder,
  type TemplatePlaceholder,
} from '../../../../../../contract/email-templates.ts';

export type PlaceholderChipOptions = {
  /** The readable name of each placeholder, in the dashboard's language. */
  names: Record<TemplatePlaceholder, string>;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    placeholderChip: {
      /** Puts a placeholder where the selection is, and the cursor after it. */
      insertPlaceholder: (name: TemplatePlaceholder) => ReturnType;
    };
  }
}

/** How a placeholder looks wherever staff read it: a chip with its readable name. */
export const CHIP_CLASS =
  'mx-0.5 inline-block rounded-full border border-brand-100 bg-brand-50 px-2 text-[0.9em] leading-snug font-medium whitespace-nowrap text-brand-900';

/** A typed `{{name}}` of a known placeholder becomes its chip. */
const TYPED_PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}$/;

/**
 * A mail placeholder as one unit of the text: staff see a chip with its readable name
 * ('Voornaam klant'), the HTML gets `<span data-placeholder="customer.firstName">` around
 * `{{customer.firstName}}`, which `fromEditorHtml` turns back into the bare placeholder that
 * is stored, and plain text (the subject) gets the placeholder itself.
 */
export const PlaceholderChip = Node.create<PlaceholderChipOptions>({
  name: 'placeholder',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { names: {} as Record<TemplatePlaceholder, string> };
  },

  addAttributes() {
    return {
      name: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-placeholder'),
        renderHTML: (attributes) => ({ 'data-placeholder': attributes.name }),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-placeholder]',
        getAttrs: (element) =>
          isTemplatePlaceholder(element.getAttribute('data-placeholder') ?? '') ? null : false,
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', HTMLAttributes, `{{${node.attrs.name}}}`];
  },

  renderText({ node }) {
    return `{{${node.attrs.name}}}`;
  },

  addNodeView() {
    return ({ node }) => {
      const chip = document.createElement('span');
      const name = node.attrs.name as TemplatePlaceholder;
      chip.textContent = this.options.names[name] ?? name;
      chip.dataset.placeholder = name;
      chip.contentEditable = 'false';
      chip.className = CHIP_CLASS;
      return { dom: chip };
    };
  },

  addCommands() {
    return {
      insertPlaceholder:
        (name) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { name } }),
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: TYPED_PLACEHOLDER,
        handler: ({ state, range, match }) => {
          const name = match[1] ?? '';
          // An unknown name stays text, for the form's check to point out.
          if (!isTemplatePlaceholder(name)) return null;
          state.tr.replaceWith(range.from, range.to, this.type.create({ name }));
        },
      }),
    ];
  },
});
