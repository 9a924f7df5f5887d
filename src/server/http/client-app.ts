import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import {
  CLIENT_PAGES,
  type ClientPage,
  clientPageAt,
  titleOfPage,
  type Viewer,
} from '../../contract/client-routes.ts';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../contract/language.ts';
import { PORTAL_SHELL } from '../../contract/portal-shell.ts';
import type { SiteInfo } from '../../contract/settings.ts';
import type { App } from '../app.ts';
import { loadSignedInUser } from '../auth/guards.ts';
import { AppError } from '../errors.ts';
import { siteInfoOf } from '../modules/settings/service.ts';
import { clientBuildDir } from './client-build.ts';
import { escapeHtml } from './html.ts';
import { requestLanguage } from './request-language.ts';
import { pathOf } from './url-path.ts';

/**
 * Who asks for a page. When the lookup fails (the database is away), the page is the one a
 * visitor gets: the client's own lookup then fails too, and says so on the staff's paths.
 */
async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  try {
    const user = await loadSignedInUser(request);
    if (!user) return 'visitor';
    return user.isAdmin ? 'admin' : 'customer';
  } catch (error) {
    request.log.warn({ err: error }, 'user lookup for a page failed; answered as to a visitor');
    return 'visitor';
  }
}

/** JSON inside a `<script>` element: `<` escaped, so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const HTML_ELEMENT = /<html lang="[^"]*">/;

/**
 * A built page in `language` with this server's settings in place of the build's markers, the
 * title the page's script would set (a tab, a bookmark and a link preview read the HTML, not
 * the script), and the site information as JSON.
 */
function pageFrom(template: string, site: SiteInfo, title: string, language: Language) {
  if (!TITLE_ELEMENT.test(template)) throw new Error('a built page has no <title> to fill in');
  if (!HTML_ELEMENT.test(template)) throw new Error('a built page has no <html lang> to fill in');
  return template
    .replace(HTML_ELEMENT, () => `<html lang="${LANGUAGE_TAGS[language]}">`)
    .replace(TITLE_ELEMENT, () => `<title>${escapeHtml(title)}</title>`)
    .replaceAll(PORTAL_SHELL.workshopNameMarker, () => escapeHtml(site.workshopName))
    .replaceAll(PORTAL_SHELL.marketingUrlMarker, () => escapeHtml(site.marketingUrl || '/'))
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${PORTAL_SHELL.siteInfoElementId}">${scriptSafeJson(site)}</script></body>`,
    );
}

/**
 * A page in the encodings browsers accept, compressed once: the shell carries the whole
 * stylesheet, about 35 KB as text and 8 KB as Brotli.
 */
function precompressed(page: string) {
  const text = Buffer.from(page);
  return { br: brotliCompressSync(text), gzip: gzipSync(text), identity: text };
}

/** A path nothing answers: a JSON 404, also for a script asking for a chunk that is gone. */
const routeNotFound = () => {
  throw new AppError('ROUTE_NOT_FOUND');
};

/**
 * Serves the built client: its files, and on any other page request the page the routing
 * table names for who asks (decision 023), with 404 for a path it does not know. Without a
 * build (API tests) only the API answers.
 */
export async function registerClientApp(app: App) {
  if (!existsSync(clientBuildDir)) {
    app.setNotFoundHandler(routeNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientBuildDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Built scripts and styles carry their content hash in their name: a browser may keep
    // them for good. Anything else is checked again, so a new release is seen at once.
    setHeaders(response, filePath) {
      const hashed = path.relative(clientBuildDir, filePath).startsWith(`assets${path.sep}`);
      response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const site = siteInfoOf(app.deps.config);
  const index = readFileSync(path.join(clientBuildDir, 'index.html'), 'utf8');
  const shellIn = (language: Language) => {
    const shellFile = path.join(clientBuildDir, PORTAL_SHELL.fileNameOf(language));
    return existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined;
  };
  // Made once: a page changes only with a new build or new settings, both mean a restart.
  // Form C starts as the portal shell, painted before any script runs (decision 008), in the
  // language of the person who asks.
  const pagesIn = (language: Language) => {
    const shell = shellIn(language);
    return Object.fromEntries(
      CLIENT_PAGES.map((page) => {
        const template = page === 'multiBikePortal' && shell ? shell : index;
        const title = titleOfPage(page, site.workshopName, language);
        return [page, precompressed(pageFrom(template, site, title, language))];
      }),
    ) as Record<ClientPage, ReturnType<typeof precompressed>>;
  };
  const pages = Object.fromEntries(
    LANGUAGES.map((language) => [language, pagesIn(language)]),
  ) as Record<Language, ReturnType<typeof pagesIn>>;

  app.setNotFoundHandler(async (request, reply) => {
    // A missing built file (a page from before the last release asking for its old chunk)
    // is a 404, not the app's page: a script must not receive HTML.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!isPageRequest) return routeNotFound();
    const pathname = pathOf(request.url);
    const page = clientPageAt(pathname, await viewerOf(request));
    const encoding =
      negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity';
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    // An unknown path is the not-found page with a real 404, for monitors, search engines
    // and a customer's mistyped link alike.
    return reply
      .code(page === 'notFound' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(pages[requestLanguage(request)][page][encoding]);
  });
}
