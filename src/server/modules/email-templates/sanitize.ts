import type sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const CELL_ATTRIBUTES = ['width', 'height', 'colspan', 'rowspan', 'valign', 'bgcolor'];

/** A style value without functions (no `url(…)`, `expression(…)`) or characters that end it. */
const SAFE_STYLE_VALUE = /^[^();<>\\]*$|^(?:rgb|rgba|hsl|hsla)\([\d\s.,%]+\)$/i;

const STYLE_PROPERTIES = [
  'background-color',
  'border',
  'border-bottom',
  'border-collapse',
  'border-color',
  'border-left',
  'border-radius',
  'border-right',
  'border-spacing',
  'border-style',
  'border-top',
  'border-width',
  'color',
  'display',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'height',
  'letter-spacing',
  'line-height',
  'margin',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'margin-top',
  'max-width',
  'min-width',
  'padding',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'padding-top',
  'text-align',
  'text-decoration',
  'text-transform',
  'vertical-align',
  'white-space',
  'width',
];

/** A link or image whose address starts with a placeholder would let a customer's value pick the scheme. */
const withoutPlaceholderUrl =
  (attribute: 'href' | 'src'): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const { [attribute]: url, ...rest } = attribs;
    return { tagName, attribs: url === undefined || /^\s*\{\{/.test(url) ? rest : attribs };
  };

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'a',
    'b',
    'blockquote',
    'br',
    'center',
    'code',
    'div',
    'em',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  allowedAttributes: {
    '*': ['style', 'align', 'title', 'dir', 'lang'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'role', 'bgcolor'],
    td: CELL_ATTRIBUTES,
    th: CELL_ATTRIBUTES,
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])),
  },
  transformTags: { a: withoutPlaceholderUrl('href'), img: withoutPlaceholderUrl('src') },
};

/**
 * The HTML of a mail template as staff may write it: layout, text, links and images stay;
 * scripts, event handlers, `javascript:` and other script-capable addresses, forms, frames and
 * style functions go. Placeholders stay as they are. The same policy serves the save and the
 * preview, so the preview shows what will be sent.
 */
export async function sanitizeTemplateHtml(html: string) {
  // Loaded with the first template saved or previewed, not at boot: sanitize-html brings an
  // HTML parser and PostCSS, about 15 MB that most processes never use.
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, POLICY);
}
