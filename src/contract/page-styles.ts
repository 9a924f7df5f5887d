/**
 * The Tailwind classes of the page frame that the customer portals (React) and the server's
 * sign-in pages (HTML strings) both draw: the brand band with the workshop's name, the language
 * switch and the home link, the page's title under it, and the column the page's content
 * stands in. One list, so the two renderings cannot drift apart (decision 035); styles.css
 * names this file as a source, so the classes are in the one stylesheet both pages load.
 */
export const PAGE_FRAME = {
  page: 'min-h-screen bg-gray-50',
  /** The full-width band of every customer page and sign-in page. */
  header: 'bg-brand-800 text-white',
  /**
   * The band's top row: the wordmark left, the switch and the links right. On a phone what does
   * not fit wraps to a second row, on the right, in the order a keyboard reaches it.
   */
  bar: 'mx-auto flex max-w-3xl flex-wrap items-center justify-end gap-x-2 gap-y-1 px-4 pt-3',
  wordmark:
    'mr-auto inline-flex min-h-11 items-center rounded-md text-xl font-bold tracking-tight focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
  /** A link in the band, as text ('Startpagina') or with a border ('Beheerder Login'). */
  link: 'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
  outlinedLink:
    'inline-flex min-h-11 items-center gap-2 rounded-md border border-white px-3 text-sm font-medium text-white hover:bg-brand-900 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
  linkIcon: 'size-4',
  /** The page's title and its text, in the band under the links. */
  hero: 'mx-auto max-w-3xl px-4 pt-3 pb-8',
  title: 'text-3xl font-bold break-words',
  heroText: 'mt-2 max-w-2xl text-brand-50',
  /** The column under the band: the same width as the band's content on every page. */
  main: 'mx-auto flex max-w-3xl flex-col gap-4 p-4',
  card: 'rounded-lg border border-gray-200 bg-white text-gray-900 shadow-sm',
} as const;

/** The language switch in the band: both languages by name, the chosen one filled in. */
export const LANGUAGE_SWITCH_STYLE = {
  group: 'inline-flex gap-0.5 rounded-md border border-white/70 p-0.5',
  option:
    'inline-flex min-h-10 items-center rounded px-2.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
  chosen: 'bg-white text-brand-800',
  other: 'text-white hover:bg-brand-900',
} as const;

/** The buttons and text inputs of the app (components/ui) and of the sign-in pages. */
export const CONTROL_STYLE = {
  /** 44 px high, so a button is easy to hit on a phone. */
  button:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  /** A text input, textarea or select; its border colour says whether it is valid. */
  input:
    'block min-h-11 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [&[readonly]]:bg-gray-100 [&[readonly]]:text-gray-700 disabled:bg-gray-100',
  validBorder: 'border-gray-300',
  invalidBorder: 'border-red-600',
} as const;
