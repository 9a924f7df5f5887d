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

/**
 * The start of a link's or image's address that a placeholder must come after: the scheme and
 * the host written out, up to the first `/`, `?` or `#` after them. Before that, a filled-in
 * value could choose them: `java{{…}}script:`, `/{{…}}/evil.test` (→ `//evil.test`),
 * `https://{{…}}`. A `mailto:` or `tel:` address has no host: its scheme alone fixes it.
 * A `{` ends the host, so a placeholder there leaves this unmatched; so does a `:` in the
 * first part of an address without a scheme, which would make that part a scheme.
 */
const URL_FIXED_START =
  /^\s*(?:(?:mailto|tel):|[a-z][a-z\d+.-]*:[\\/\s]*(?:[^\\/?#{]+[\\/?#]|[?#])|[\\/\s]*(?:[^\\/?#{:]+[\\/?#]|[?#]))/i;

/** Whether a placeholder in this address could choose its scheme or host once filled in. */
export const placeholderCouldSteer = (url: string) =>
  url.includes('{{') && !URL_FIXED_START.test(url);

/** Sets `rel` on a link that opens a new window, so the page opened cannot reach the mail's. */
const withSafeTarget = (attribs: sanitizeHtml.Attributes) =>
  attribs.target === undefined ? attribs : { ...attribs, rel: 'noopener noreferrer' };

const POLICY: Omit<sanitizeHtml.IOptions, 'transformTags'> = {
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
};

/**
 * The one policy, with a list that collects every address left out because a placeholder could
 * steer it (the save refuses those; a mail or preview just goes without them).
 */
function buildPolicy() {
  const steerableUrls: string[] = [];
  const withoutSteerableUrl =
    (attribute: 'href' | 'src') =>
    (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
      const { [attribute]: url, ...rest } = attribs;
      if (url === undefined || !placeholderCouldSteer(url)) return attribs;
      steerableUrls.push(url);
      return rest;
    };
  const withoutSteerableHref = withoutSteerableUrl('href');
  const withoutSteerableSrc = withoutSteerableUrl('src');
  return {
    steerableUrls,
    options: {
      ...POLICY,
      transformTags: {
        a: (tagName: string, attribs: sanitizeHtml.Attributes) => ({
          tagName,
          attribs: withSafeTarget(withoutSteerableHref(attribs)),
        }),
        img: (tagName: string, attribs: sanitizeHtml.Attributes) => ({
          tagName,
          attribs: withoutSteerableSrc(attribs),
        }),
      },
    },
  };
}

/**
 * The HTML of a mail template as staff may write it: layout, text, links and images stay;
 * scripts, event handlers, `javascript:` and other script-capable addresses, protocol-relative
 * `//host` addresses, forms, frames and style functions go, and so does an address a
 * placeholder could steer (returned in `steerableUrls`). Links with a `target` get
 * `rel="noopener noreferrer"`. Placeholders stay as they are. The same policy serves the save,
 * the preview and every mail after its placeholders are filled, so what a customer's value
 * makes of an address is checked too, and the preview shows what will be sent.
 */
export async function sanitizeTemplateHtml(html: string) {
  // Loaded with the first template saved, previewed or mailed, not at boot: sanitize-html
  // brings an HTML parser and PostCSS, about 15 MB that the command-line tools never use.
  const { default: sanitize } = await import('sanitize-html');
  const policy = buildPolicy();
  return { html: sanitize(html, policy.options), steerableUrls: policy.steerableUrls };
}
