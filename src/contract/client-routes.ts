/**
 * The app's pages and the paths they stand on: the routing table of docs/product.md#paths,
 * with the form it puts on each customer path. The client routes by it, and the
 * server answers by it, so both know the same paths: an unknown one is a 404 document, and
 * every page's HTML carries the title its script would set. Zod-free, so the customer portal's
 * first download can use it.
 */

import type { Language, SameTexts } from './language.ts';

/** Who looks: signed out, signed in without admin rights, or an admin. */
export type Viewer = 'visitor' | 'customer' | 'admin';

export const CLIENT_PAGES = [
  'multiBikePortal',
  'singlePagePortal',
  'wizardPortal',
  'dashboard',
  'customerOverview',
  'adminRequired',
  'adminDenied',
  'notFound',
] as const;
export type ClientPage = (typeof CLIENT_PAGES)[number];

/** The paths of form C besides `/` (which shows the dashboard to admins). */
export const MULTI_BIKE_PORTAL_PATHS = [
  '/customer',
  '/customer-portal-multi',
  '/multi-bike-portal',
] as const;

const forEveryone = (page: ClientPage): Record<Viewer, ClientPage> => ({
  visitor: page,
  customer: page,
  admin: page,
});

const CLIENT_ROUTES: Readonly<Record<string, Record<Viewer, ClientPage>>> = {
  '/': { visitor: 'multiBikePortal', customer: 'multiBikePortal', admin: 'dashboard' },
  '/admin': { visitor: 'adminRequired', customer: 'adminDenied', admin: 'dashboard' },
  '/customer-overview': { visitor: 'notFound', customer: 'notFound', admin: 'customerOverview' },
  '/customer-portal': forEveryone('singlePagePortal'),
  '/customer-portal-steps': forEveryone('wizardPortal'),
  ...Object.fromEntries(
    MULTI_BIKE_PORTAL_PATHS.map((path) => [path, forEveryone('multiBikePortal')]),
  ),
};

/**
 * The dashboard's tabs and the path segment each has under `/admin`, so a tab, and the request or
 * customer open in it, can be bookmarked, reloaded and sent to a colleague
 * (`/admin/serviceverzoeken/123?status=pending`). Dutch, as the product's other paths are one
 * language whatever the page's.
 */
export const DASHBOARD_TAB_PATHS = {
  requests: 'serviceverzoeken',
  customers: 'klanten',
  labels: 'labels',
  configuration: 'configuratie',
  emailTemplates: 'e-mail-templates',
} as const;
export type DashboardTab = keyof typeof DASHBOARD_TAB_PATHS;

/** The tabs whose list opens one item by id, as a last path segment. */
const TABS_WITH_ITEMS: ReadonlySet<DashboardTab> = new Set(['requests', 'customers']);

/**
 * The dashboard's pages beside its tabs, reached from the top bar rather than the tab list
 * (issue 35: the spec's five tabs stay as they are), each on its own segment under `/admin`.
 */
export const DASHBOARD_PAGE_PATHS = { insights: 'inzichten' } as const;
export type DashboardPage = keyof typeof DASHBOARD_PAGE_PATHS;

/**
 * Where in the dashboard a path is: a tab, with the request or customer open there, or one of
 * the top bar's pages.
 */
export type DashboardPlace = { tab: DashboardTab; id?: number } | { page: DashboardPage };

const DASHBOARD_PATH = /^\/admin\/([a-z-]+)(?:\/([1-9]\d{0,9}))?$/;

/**
 * The place `pathname` shows in the dashboard, or undefined for a path that is not one of its
 * places. `/`, `/admin` and `/customer-overview` are places too: the first tab, and the customers.
 */
export function dashboardPlaceAt(pathname: string): DashboardPlace | undefined {
  const route = routeOf(pathname);
  if (route === '/' || route === '/admin') return { tab: 'requests' };
  if (route === '/customer-overview') return { tab: 'customers' };
  const [, segment, id] = DASHBOARD_PATH.exec(route) ?? [];
  const page = Object.entries(DASHBOARD_PAGE_PATHS).find(([, path]) => path === segment)?.[0] as
    | DashboardPage
    | undefined;
  if (page) return id ? undefined : { page };
  const tab = Object.entries(DASHBOARD_TAB_PATHS).find(([, path]) => path === segment)?.[0] as
    | DashboardTab
    | undefined;
  if (!tab || (id && !TABS_WITH_ITEMS.has(tab))) return undefined;
  return id ? { tab, id: Number(id) } : { tab };
}

/** The path of a place in the dashboard: `/admin/serviceverzoeken/123`, `/admin/inzichten`. */
export const dashboardPath = (place: DashboardPlace) =>
  'page' in place
    ? `/admin/${DASHBOARD_PAGE_PATHS[place.page]}`
    : `/admin/${DASHBOARD_TAB_PATHS[place.tab]}${place.id === undefined ? '' : `/${place.id}`}`;

const isDashboardSubpath = (route: string) =>
  route.startsWith('/admin/') && dashboardPlaceAt(route) !== undefined;

/** The staff's own paths: when the user lookup failed, they say so instead of guessing. */
const STAFF_PATHS: ReadonlySet<string> = new Set(['/admin', '/customer-overview']);

/**
 * A path as the routing table writes it. Paths match as the client's router matched them
 * before this table: in any case, with or without one slash at the end.
 */
const routeOf = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/** The page `pathname` shows to `viewer`: `notFound` for any path the table does not know. */
export function clientPageAt(pathname: string, viewer: Viewer): ClientPage {
  const route = routeOf(pathname);
  // Every dashboard place under /admin is /admin for who may not see it.
  const table = isDashboardSubpath(route) ? CLIENT_ROUTES['/admin'] : CLIENT_ROUTES[route];
  return table?.[viewer] ?? 'notFound';
}

export const isStaffPath = (pathname: string) => {
  const route = routeOf(pathname);
  return STAFF_PATHS.has(route) || isDashboardSubpath(route);
};

/**
 * Each page's Dutch name. Where docs/product.md#texts fixes an English heading, that is the
 * English version and this its translation (src/contract/spec-texts.ts).
 */
const DUTCH_PAGE_NAMES = {
  singlePagePortal: 'Service Aanvraag',
  wizardPortal: 'Service Aanvraag in Stappen',
  dashboard: 'Beheerdersdashboard',
  customerOverview: 'Beheerdersdashboard',
  adminRequired: 'Beheerderstoegang Vereist',
  adminDenied: 'Admin Toegang Geweigerd',
  notFound: '404 Pagina Niet Gevonden',
} as const satisfies Record<Exclude<ClientPage, 'multiBikePortal'>, string>;

/**
 * Each page's name in each language, which heads it (quoted from docs/product.md#texts where it
 * gives it) and names its tab. Both languages are in the first download: the server's pages
 * and a switch of language need them before any other table has loaded.
 */
export const PAGE_NAMES: Record<Language, SameTexts<typeof DUTCH_PAGE_NAMES>> = {
  nl: DUTCH_PAGE_NAMES,
  en: {
    singlePagePortal: 'Service Request',
    wizardPortal: 'Service Request in Steps',
    dashboard: 'Admin Dashboard',
    customerOverview: 'Admin Dashboard',
    adminRequired: 'Admin Access Required',
    adminDenied: 'Admin Access Denied',
    notFound: '404 Page Not Found',
  },
};

/** Form C's title follows the product name: "{name} Afspraak" (docs/product.md#texts). */
export const MULTI_BIKE_TITLE_SUFFIX: Record<Language, string> = {
  nl: 'Afspraak',
  en: 'Appointment',
};

/** A browser tab's title: the page, then the product (`{page} – Spaak`), in any language. */
export const documentTitle = (pageName: string | undefined, workshopName: string) =>
  pageName ? `${pageName} – ${workshopName}` : workshopName;

/** The title a page's tab shows in `language`, so the server can send it before any script runs. */
export const titleOfPage = (page: ClientPage, workshopName: string, language: Language) =>
  page === 'multiBikePortal'
    ? `${workshopName} ${MULTI_BIKE_TITLE_SUFFIX[language]}`
    : documentTitle(PAGE_NAMES[language][page], workshopName);
